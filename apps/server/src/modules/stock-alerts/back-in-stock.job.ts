import type { Locale } from '@haat/contract/i18n/locales';
import { translate } from '@haat/contract/i18n/translate';
import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/connect.ts';
import { listStoreDomains, storePublicBase } from '#src/modules/stores/index.ts';
import { recordJobRun, type Metrics } from '#src/observability/metrics.ts';
import type { SmsProvider } from '#src/providers/sms/sms-provider.ts';
import { repeatEvery } from '#src/repeat-every.ts';
import {
  claimDueStockAlerts,
  describeClaimedAlerts,
  forgetClaim,
  type ClaimedAlert,
} from './stock-alerts.repository.ts';

/**
 * How often waiting "Notify me" requests are checked against stock: a shopper hears within this of the pack
 * coming back, whichever way it came back (a store import, the console, a cancelled order, anything else).
 */
export const BACK_IN_STOCK_EVERY_MS = 30_000;

export interface BackInStockOptions {
  sms: SmsProvider;
  config: Pick<Config, 'publicUrl' | 'port'>;
  metrics?: Pick<Metrics, 'jobRan'> | undefined;
  onError?: (error: unknown, alertId: string) => void;
}

/** The SMS of one claimed request: in the shopper's language, with the product page's link. */
export function backInStockText(alert: Pick<ClaimedAlert, 'storeName' | 'productName'>, locale: Locale, link: string) {
  return translate(locale, 'sms.backInStock', { store: alert.storeName, product: alert.productName, link });
}

/** The product page on the store's public address (`storePublicBase`), never on a request's host. */
export function productLink(base: string, productId: string): string {
  return `${base}/product/${productId}`;
}

/**
 * Sends one SMS for each open request whose pack can be bought again, claiming requests in batches until none
 * is left. A request is marked sent before its SMS goes (so of several servers, one sends it); a send that
 * fails opens it again for the next run. Answers how many were sent and how many failed.
 */
export function sendBackInStockMessages(
  db: Db,
  options: BackInStockOptions,
): Promise<{ sent: number; failed: number }> {
  return recordJobRun(
    options.metrics,
    'back_in_stock',
    async () => {
      let sent = 0;
      let failed = 0;
      for (;;) {
        const claimed = await claimDueStockAlerts(db);
        if (claimed.length === 0) break;
        const alerts = await describeClaimedAlerts(db, claimed);
        const bases = new Map<string, string>();
        for (const alert of alerts) {
          try {
            let base = bases.get(alert.storeId);
            if (base === undefined) {
              const domains = await listStoreDomains(db, alert.storeId);
              base = storePublicBase(options.config, { friendlyId: alert.friendlyId, domains });
              bases.set(alert.storeId, base);
            }
            const link = productLink(base, alert.productId);
            await options.sms.sendBackInStock({
              storeId: alert.storeId,
              storeName: alert.storeName,
              mobile: alert.mobile,
              product: alert.productName,
              link,
              locale: alert.locale,
              text: backInStockText(alert, alert.locale, link),
            });
            sent += 1;
          } catch (error) {
            await forgetClaim(db, alert.id);
            failed += 1;
            options.onError?.(error, alert.id);
          }
        }
        // What failed waits for the next run rather than being claimed again at once.
        if (failed > 0) break;
      }
      return { sent, failed };
    },
    (summary) => ({ errors: summary.failed }),
  );
}

export interface BackInStockTimerOptions extends BackInStockOptions {
  everyMs: number;
  log: { error(details: object, message: string): void };
}

/** Runs `sendBackInStockMessages` now and every `everyMs` (`repeatEvery`). */
export function startBackInStockTimer(db: Db, options: BackInStockTimerOptions): () => Promise<void> {
  return repeatEvery(options.everyMs, () => sendBackInStockMessages(db, options).then(() => undefined), {
    atStart: true,
    onError: (error) => options.log.error({ err: error }, 'back-in-stock job failed'),
  });
}
