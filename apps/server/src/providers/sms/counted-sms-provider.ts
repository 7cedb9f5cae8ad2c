import type { Metrics, SmsMessageKind } from '#src/observability/metrics.ts';
import type { SmsProvider } from './sms-provider.ts';

/** The provider as the app and the jobs use it: every message counted by kind and outcome (sent, failed). */
export function countedSmsProvider(sms: SmsProvider, metrics: Pick<Metrics, 'smsSent'>): SmsProvider {
  const counted = async (kind: SmsMessageKind, send: () => Promise<void>) => {
    try {
      await send();
    } catch (error) {
      metrics.smsSent(sms.name, kind, 'failed');
      throw error;
    }
    metrics.smsSent(sms.name, kind, 'sent');
  };
  return {
    name: sms.name,
    sendOtp: (message) => counted('otp', () => sms.sendOtp(message)),
    sendWalletShortfall: (message) => counted('wallet_shortfall', () => sms.sendWalletShortfall(message)),
    sendBackInStock: (message) => counted('back_in_stock', () => sms.sendBackInStock(message)),
    sendOrderUpdate: (message) => counted('order_update', () => sms.sendOrderUpdate(message)),
  };
}
