import type { Metrics } from '#src/observability/metrics.ts';
import type { PaymentGateway } from './payment-gateway.ts';

/**
 * A provider's adapter with every call counted: payments created and statuses asked (ok, or error when
 * the provider refused or could not be reached), and webhooks (ok, or rejected when forged or stale).
 */
export function countedPaymentGateway(gateway: PaymentGateway, metrics: Pick<Metrics, 'paymentCall'>): PaymentGateway {
  const { provider } = gateway;
  const counted = async <T>(call: 'create' | 'status', run: () => Promise<T>): Promise<T> => {
    try {
      const answer = await run();
      metrics.paymentCall(provider, call, 'ok');
      return answer;
    } catch (error) {
      metrics.paymentCall(provider, call, 'error');
      throw error;
    }
  };
  return {
    provider,
    supportsUpi: gateway.supportsUpi,
    createPayment: (request) => counted('create', () => gateway.createPayment(request)),
    fetchStatus: (providerOrderId) => counted('status', () => gateway.fetchStatus(providerOrderId)),
    verifyWebhook(headers, rawBody) {
      const event = gateway.verifyWebhook(headers, rawBody);
      metrics.paymentCall(provider, 'webhook', event ? 'ok' : 'rejected');
      return event;
    },
  };
}
