// The shopper's SMS about their order (issue 37, decision 048): orders queue a notice inside the transaction
// that moves the order; the app and the job send it after the commit. Other modules import only this file.
export { queueOrderNotice } from './order-notices.repository.ts';
export { orderNoticeSender, ORDER_NOTICES_EVERY_MS, startOrderNoticesTimer } from './order-notices.job.ts';
