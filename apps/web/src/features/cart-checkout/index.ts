// What other features may import from this one; the rest of the folder is private (eslint.config.js).
export { useRefreshCart } from '#src/features/cart-checkout/api/get-cart.ts';
export { AddToCartControl } from '#src/features/cart-checkout/components/add-to-cart-control.tsx';
export { FinishPendingCartAdd } from '#src/features/cart-checkout/hooks/use-finish-pending-cart-add.ts';
