import type { PaymentProvider } from '@haat/contract/stores/stores.schemas';
import type { WebhookHeaders } from '#src/providers/payments/payment-gateway.ts';
import { fail, forOperator, ok, type Result } from '#src/result.ts';
import { settledOrderPayment, settlePayment } from './payment-settlement.service.ts';
import { findPaymentRef } from './payments.repository.ts';
import type { PaymentsDeps } from './payments.service.ts';

/**
 * A provider's notification: verified against the raw body (signature or credentials) before anything is
 * read, then settled like any other report of the provider: idempotent, so retries and duplicates are harmless.
 */
export async function receiveWebhook(
  deps: PaymentsDeps,
  provider: PaymentProvider,
  headers: WebhookHeaders,
  rawBody: string,
): Promise<Result<{ received: boolean }, 'NOT_FOUND' | 'WEBHOOK_NOT_VERIFIED'>> {
  const gateway = deps.gateways.for(provider);
  if (!gateway) return fail('NOT_FOUND', forOperator('Payment provider not configured'));
  const event = gateway.verifyWebhook(headers, rawBody);
  if (!event) return fail('WEBHOOK_NOT_VERIFIED', forOperator('Invalid or expired webhook signature'));
  const ref = await findPaymentRef(deps.db, provider, event.providerOrderId);
  if (!ref) {
    deps.log.warn({ provider, providerOrderId: event.providerOrderId }, 'webhook for a payment we do not know');
    return ok({ received: false });
  }
  const settled = await settlePayment(deps.db, deps.log, ref, event);
  if (settledOrderPayment(settled)) deps.onStockChanged?.(settled.storeId);
  return ok({ received: true });
}
