import type { PaymentSession } from '@haat/contract/payments/payments.schemas';
import type { PaymentProvider } from '@haat/contract/stores/stores.schemas';
import { api, type ContractBody, lazySchema } from '#src/lib/api-client.ts';

const initiatePaymentBodySchema = lazySchema(
  () => import('@haat/contract/payments/payments.schemas'),
  'initiatePaymentBodySchema',
);
const paymentSessionSchema = lazySchema(
  () => import('@haat/contract/payments/payments.schemas'),
  'paymentSessionSchema',
);

/** BMSPAY has its own initiation path; CASHFREE and PHONEPE share one (spec §7). */
export function initiatePaymentPath(provider: PaymentProvider): string {
  return provider === 'BMSPAY' ? '/api/bms-pay/initiate-payment' : '/api/payments/initiate-payment';
}

/** Starts a payment at the store's provider: for an order (`orderId`) or, without one, a wallet recharge. */
export function initiatePayment(body: ContractBody<typeof initiatePaymentBodySchema>): Promise<PaymentSession> {
  return api.post(initiatePaymentPath(body.provider), initiatePaymentBodySchema, body, paymentSessionSchema);
}
