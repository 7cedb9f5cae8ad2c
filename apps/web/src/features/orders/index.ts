// What other features may import from this one; the rest of the folder is private (eslint.config.js).
export { OrdersTable } from '#src/features/orders/components/orders-table.tsx';
// The order page's parts, for the shop's console: the same order reads the same on both sides.
export { OrderFacts } from '#src/features/orders/components/order-facts.tsx';
export { OrderItems } from '#src/features/orders/components/order-items.tsx';
export { OrderTotals } from '#src/features/orders/components/order-totals.tsx';
