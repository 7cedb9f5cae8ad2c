import type { PaymentTransaction } from '@haat/contract/payments/payments.schemas';
import type { PaymentProvider } from '@haat/contract/stores/stores.schemas';
import { api, lazySchema } from '#src/lib/api-client.ts';

const paymentTransactionSchema = lazySchema(
  () => import('@haat/contract/payments/payments.schemas'),
  'paymentTransactionSchema',
);

/**
 * `GET /api/payment-transactions/{id}` (`/api/bmspay-transactions/{id}` for BMSPAY): the status the server
 * got from the provider just now. Read by the polling loop, never cached: each answer may differ.
 */
export function getPaymentTransaction(
  id: string,
  provider: PaymentProvider,
  signal?: AbortSignal,
): Promise<PaymentTransaction> {
  const base = provider === 'BMSPAY' ? '/api/bmspay-transactions' : '/api/payment-transactions';
  return api.get(`${base}/${encodeURIComponent(id)}`, paymentTransactionSchema, { signal });
}
