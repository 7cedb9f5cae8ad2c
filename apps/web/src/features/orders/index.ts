// What other features may import from this one; the rest of the folder is private (eslint.config.js).
export { OrdersTable } from '#src/features/orders/components/orders-table.tsx';
