import type { AbandonPaymentBody, PaymentTransaction } from '@haat/contract/payments/payments.schemas';
import { api, lazySchema } from '#src/lib/api-client.ts';

const abandonPaymentBodySchema = lazySchema(
  () => import('@haat/contract/payments/payments.schemas'),
  'abandonPaymentBodySchema',
);
const paymentTransactionSchema = lazySchema(
  () => import('@haat/contract/payments/payments.schemas'),
  'paymentTransactionSchema',
);

/**
 * `POST /api/payment-transactions/{id}/abandon`: the storefront stops waiting. The server asks the provider
 * once more and answers the final transaction, SUCCEEDED if the money did arrive after all.
 */
export function abandonPayment(id: string, reason: AbandonPaymentBody['reason']): Promise<PaymentTransaction> {
  return api.post(
    `/api/payment-transactions/${encodeURIComponent(id)}/abandon`,
    abandonPaymentBodySchema,
    { reason },
    paymentTransactionSchema,
  );
}
