import {
  abandonPaymentBodySchema,
  paymentTransactionSchema,
  type AbandonPaymentBody,
  type PaymentTransaction,
} from '@haat/contract/payments/payments.schemas';
import { api } from '#src/lib/api-client.ts';

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
