import type { OrderState } from '@haat/contract/content/content.schemas';
import type { Locale } from '@haat/contract/i18n/locales';
import { translate, type MessageId } from '@haat/contract/i18n/translate';
import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/connect.ts';
import { listStoreDomains, storePublicBase } from '#src/modules/stores/index.ts';
import { recordJobRun, type Metrics } from '#src/observability/metrics.ts';
import type { SmsProvider } from '#src/providers/sms/sms-provider.ts';
import { repeatEvery } from '#src/repeat-every.ts';
import { claimDueNotices, markNoticeSent, type ClaimedNotice } from './order-notices.repository.ts';

/** How often notices left over are looked for: a failed send, or a move made by the operator's command line. */
export const ORDER_NOTICES_EVERY_MS = 30_000;

export interface OrderNoticesOptions {
  sms: Pick<SmsProvider, 'sendOrderUpdate'>;
  config: Pick<Config, 'publicUrl' | 'port'>;
  metrics?: Pick<Metrics, 'jobRan'> | undefined;
  onError?: (error: unknown, noticeId: string) => void;
}

const textOf: Partial<Record<OrderState, MessageId>> = {
  PLACED: 'sms.orderPlaced',
  SHIPPED: 'sms.orderShipped',
  DELIVERED: 'sms.orderDelivered',
  CANCELLED: 'sms.orderCancelled',
};

/** The SMS of a notice, in the order's language, with its page's link. */
export function orderUpdateText(
  notice: Pick<ClaimedNotice, 'storeName' | 'orderNumber' | 'state'>,
  locale: Locale,
  link: string,
): string {
  const id = textOf[notice.state] ?? 'sms.orderPlaced';
  return translate(locale, id, { store: notice.storeName, number: notice.orderNumber, link });
}

/** The shopper's order page on the store's public address (`storePublicBase`), never on a request's host. */
export const orderLink = (base: string, orderId: string) => `${base}/order/${orderId}/false`;

/**
 * Sends the SMS of every due notice, claiming them in batches until none is left; a send that fails leaves its
 * claim to lapse and is tried again by a later run. Answers how many were sent and how many failed.
 */
export function sendOrderNotices(db: Db, options: OrderNoticesOptions): Promise<{ sent: number; failed: number }> {
  return recordJobRun(
    options.metrics,
    'order_notices',
    async () => {
      let sent = 0;
      let failed = 0;
      const bases = new Map<string, string>();
      for (;;) {
        const claimed = await claimDueNotices(db);
        if (claimed.length === 0) break;
        for (const notice of claimed) {
          try {
            let base = bases.get(notice.storeId);
            if (base === undefined) {
              const domains = await listStoreDomains(db, notice.storeId);
              base = storePublicBase(options.config, { friendlyId: notice.friendlyId, domains });
              bases.set(notice.storeId, base);
            }
            const link = orderLink(base, notice.orderId);
            await options.sms.sendOrderUpdate({
              storeId: notice.storeId,
              storeName: notice.storeName,
              mobile: notice.mobile,
              orderNumber: notice.orderNumber,
              state: notice.state,
              link,
              locale: notice.locale,
              text: orderUpdateText(notice, notice.locale, link),
            });
            await markNoticeSent(db, notice);
            sent += 1;
          } catch (error) {
            failed += 1;
            options.onError?.(error, notice.id);
          }
        }
        // What failed waits for its claim to lapse rather than being claimed again at once.
        if (failed > 0) break;
      }
      return { sent, failed };
    },
    (summary) => ({ errors: summary.failed }),
  );
}

/**
 * Sends notices soon after a move, off the request: `kick()` starts a run, or one more after the run under way
 * (which may have claimed before the move committed). `idle()` waits for the runs under way (a closing app).
 */
export function orderNoticeSender(db: Db, options: OrderNoticesOptions & { onRunError(error: unknown): void }) {
  let running: Promise<void> | null = null;
  let again = false;
  const run = (): Promise<void> =>
    sendOrderNotices(db, options)
      .then(() => undefined, options.onRunError)
      .then(() => {
        if (!again) return;
        again = false;
        return run();
      });
  return {
    kick() {
      if (running) {
        again = true;
        return;
      }
      running = run().finally(() => {
        running = null;
      });
    },
    idle: async () => {
      await running;
    },
  };
}

export interface OrderNoticesTimerOptions extends OrderNoticesOptions {
  everyMs: number;
  log: { error(details: object, message: string): void };
}

/** Runs `sendOrderNotices` now and every `everyMs` (`repeatEvery`). */
export function startOrderNoticesTimer(db: Db, options: OrderNoticesTimerOptions): () => Promise<void> {
  return repeatEvery(options.everyMs, () => sendOrderNotices(db, options).then(() => undefined), {
    atStart: true,
    onError: (error) => options.log.error({ err: error }, 'order notices job failed'),
  });
}
