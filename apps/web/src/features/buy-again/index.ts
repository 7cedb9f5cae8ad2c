// What other features may import from this one; the rest of the folder is private (eslint.config.js).
export { BuyAgainRow } from '#src/features/buy-again/components/buy-again-row.tsx';
export { ReorderButton } from '#src/features/buy-again/components/reorder-button.tsx';
