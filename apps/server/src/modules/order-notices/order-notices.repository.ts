import { and, eq, sql } from 'drizzle-orm';
import type { OrderState } from '@haat/contract/content/content.schemas';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import { orderNotices } from '#src/db/schema/index.ts';
import { selectRows } from '#src/db/select-rows.ts';

/** How many notices one claim takes; a run claims again until none is due. */
const CLAIM_BATCH = 20;
/** A notice is tried this many times, then left (the gateway refuses it for good: a bad template, a bad number). */
export const NOTICE_ATTEMPTS = 5;

/** Inside the transaction that moved the order: its SMS for this state, once (a second is a no-op). */
export async function queueOrderNotice(
  tx: Db,
  order: { storeId: string; id: string },
  state: OrderState,
): Promise<void> {
  await tx
    .insert(orderNotices)
    .values({ storeId: order.storeId, orderId: order.id, state })
    .onConflictDoNothing({ target: [orderNotices.orderId, orderNotices.state] });
}

/** What the SMS of a claimed notice says and where it goes. */
export interface ClaimedNotice {
  id: string;
  storeId: string;
  storeName: string;
  friendlyId: string;
  orderId: string;
  orderNumber: string;
  state: OrderState;
  mobile: string;
  locale: Locale;
}

/**
 * Claims due notices for a minute (unsent, not claimed by a live claim, tries left), oldest first, skipping
 * rows another server holds: each is sent by one server. Answers them with what their SMS needs.
 */
export async function claimDueNotices(db: Db): Promise<ClaimedNotice[]> {
  return selectRows<ClaimedNotice>(
    db,
    sql`WITH claimed AS (
        UPDATE order_notices n SET claimed_until = now() + interval '1 minute', attempts = n.attempts + 1
        FROM (
          SELECT due.id FROM order_notices due
          WHERE due.sent_at IS NULL AND due.attempts < ${NOTICE_ATTEMPTS}
            AND (due.claimed_until IS NULL OR due.claimed_until < now())
          ORDER BY due.created_at, due.id
          LIMIT ${CLAIM_BATCH}
          FOR UPDATE OF due SKIP LOCKED
        ) due
        WHERE n.id = due.id
        RETURNING n.id, n.store_id, n.order_id, n.state
      )
      SELECT c.id, c.store_id AS "storeId", s.name AS "storeName", s.friendly_id AS "friendlyId",
        c.order_id AS "orderId", o.order_number AS "orderNumber", c.state, cu.mobile,
        coalesce(o.locale, s.default_language) AS locale
      FROM claimed c
      JOIN orders o ON o.id = c.order_id AND o.store_id = c.store_id
      JOIN customers cu ON cu.id = o.customer_id AND cu.store_id = c.store_id
      JOIN stores s ON s.id = c.store_id`,
  );
}

/** The SMS went: never again. */
export async function markNoticeSent(db: Db, notice: { id: string; storeId: string }): Promise<void> {
  await db
    .update(orderNotices)
    .set({ sentAt: sql`now()` })
    .where(and(eq(orderNotices.id, notice.id), eq(orderNotices.storeId, notice.storeId)));
}
