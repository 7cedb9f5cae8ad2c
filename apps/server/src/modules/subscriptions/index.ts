// The public surface of subscriptions: the list as its own API answers it (the shopper's data export reads
// it). Other modules import only this file (eslint.config.js).
export { listOwnSubscriptions } from './subscriptions.service.ts';
// The daily job that turns subscriptions into orders, for the operator's command.
export { describeSummary, runSubscriptionOrders } from './subscription-orders.job.ts';
// What a store delivers on a date, by the job's own rule: the shop's delivery sheet.
export { listDeliveriesOfDay, type PlannedDelivery } from './delivery-plan.service.ts';
