import type { PaymentProvider } from '@haat/contract/stores/stores.schemas';
import type { WebhookHeaders } from '#src/providers/payments/payment-gateway.ts';
import { settledOrderPayment, settlePayment } from './payment-settlement.service.ts';
import { findPaymentRef } from './payments.repository.ts';
import type { PaymentsDeps } from './payments.service.ts';

export type WebhookOutcome = 'SETTLED' | 'UNKNOWN_PAYMENT' | 'BAD_SIGNATURE' | 'NOT_CONFIGURED';

/**
 * A provider's notification: verified against the raw body (signature or credentials) before anything is
 * read, then settled like any other report of the provider: idempotent, so retries and duplicates are harmless.
 */
export async function receiveWebhook(
  deps: PaymentsDeps,
  provider: PaymentProvider,
  headers: WebhookHeaders,
  rawBody: string,
): Promise<WebhookOutcome> {
  const gateway = deps.gateways.for(provider);
  if (!gateway) return 'NOT_CONFIGURED';
  const event = gateway.verifyWebhook(headers, rawBody);
  if (!event) return 'BAD_SIGNATURE';
  const ref = await findPaymentRef(deps.db, provider, event.providerOrderId);
  if (!ref) {
    deps.log.warn({ provider, providerOrderId: event.providerOrderId }, 'webhook for a payment we do not know');
    return 'UNKNOWN_PAYMENT';
  }
  const settled = await settlePayment(deps.db, deps.log, ref, event);
  if (settledOrderPayment(settled)) deps.onStockChanged?.(settled.storeId);
  return 'SETTLED';
}
