// The public surface of payments: a payment as the wallet reads it. Other modules import only this file
// (eslint.config.js).
export { type PaymentRow, findPayment } from './payments.repository.ts';
export { refreshPayment } from './payments.service.ts';
