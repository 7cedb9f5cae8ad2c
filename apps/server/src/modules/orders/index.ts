// The public surface of orders: what payments, the subscription job and the shop's console do to orders and
// stock, inside their own transactions, the shopper's order list (their data export reads it), and an order as
// the API shows it. Other modules import only this file (eslint.config.js).
export { changeOrderState, type OrderStateResult } from './order-state.service.ts';
export { takeOrderStep, type OrderStep, type OrderStepResult } from './order-steps.service.ts';
export {
  type OrderItemRow,
  type OrderRow,
  findOrder,
  findOrderStoreId,
  listExpiredUnpaidOrders,
  listOrderItems,
  listStateHistory,
} from './orders.repository.ts';
export { toOrder } from './order-view.ts';
export { listOwnOrders } from './orders.service.ts';
export { writeOrder, writeOrderRecord, type WrittenOrder } from './order-writing.ts';
export { expireUnacceptedOrders } from './unaccepted-order-expiry.service.ts';
