// The public surface of orders: what payments and the subscription job do to orders and stock, inside their own
// transactions, and the shopper's order list (their data export reads it). Other modules import only this file
// (eslint.config.js).
export { changeOrderState } from './order-state.service.ts';
export { type OrderRow, findOrder, findOrderStoreId, listExpiredUnpaidOrders } from './orders.repository.ts';
export { listOwnOrders } from './orders.service.ts';
export { writeOrder, writeOrderRecord, type WrittenOrder } from './order-writing.ts';
export { expireUnacceptedOrders } from './unaccepted-order-expiry.service.ts';
