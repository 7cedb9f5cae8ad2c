import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import { productVariants, stockAlerts } from '#src/db/schema/index.ts';
import { selectRows } from '#src/db/select-rows.ts';
import { productText } from '#src/modules/catalogue/index.ts';

export interface Owner {
  storeId: string;
  customerId: string;
}

/** The shopper's open request for the pack, made now unless one is open already (the same one then). */
export async function openStockAlert(
  db: Db,
  owner: Owner,
  productVariantId: string,
  locale: Locale,
): Promise<{ productVariantId: string; createdAt: Date }> {
  // The open-request unique index turns a second press, or two at once, into the one request.
  await db
    .insert(stockAlerts)
    .values({ ...owner, productVariantId, locale })
    .onConflictDoNothing();
  const [row] = await db
    .select({ productVariantId: stockAlerts.productVariantId, createdAt: stockAlerts.createdAt })
    .from(stockAlerts)
    .where(and(ownOpen(owner), eq(stockAlerts.productVariantId, productVariantId)))
    .limit(1);
  return row!;
}

const ownOpen = (owner: Owner) =>
  and(eq(stockAlerts.storeId, owner.storeId), eq(stockAlerts.customerId, owner.customerId), isNull(stockAlerts.sentAt));

/** The shopper's open requests, oldest first, with each pack's product. */
export async function listOpenStockAlerts(db: Db, owner: Owner) {
  return db
    .select({
      productVariantId: stockAlerts.productVariantId,
      productId: productVariants.productId,
      createdAt: stockAlerts.createdAt,
    })
    .from(stockAlerts)
    .innerJoin(
      productVariants,
      and(eq(productVariants.id, stockAlerts.productVariantId), eq(productVariants.storeId, owner.storeId)),
    )
    .where(ownOpen(owner))
    .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.id));
}

/** Every request the shopper made, open and sent, oldest first, with each pack's product. */
export async function listAllStockAlerts(db: Db, owner: Owner) {
  return db
    .select({
      productVariantId: stockAlerts.productVariantId,
      productId: productVariants.productId,
      createdAt: stockAlerts.createdAt,
      sentAt: stockAlerts.sentAt,
    })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.productVariantId))
    .where(and(eq(stockAlerts.storeId, owner.storeId), eq(stockAlerts.customerId, owner.customerId)))
    .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.id));
}

/** Cancels the shopper's open request for the pack; a sent one stays as the record of its SMS. */
export async function cancelStockAlert(db: Db, owner: Owner, productVariantId: string): Promise<void> {
  await db.delete(stockAlerts).where(and(ownOpen(owner), eq(stockAlerts.productVariantId, productVariantId)));
}

/** How many requests one run of the job claims at most; the next run takes the rest. */
export const CLAIM_BATCH = 100;

/**
 * Claims open requests whose pack can be bought again, in a store that still offers "Notify me", by marking
 * them sent: the mark is the promise of one SMS. `FOR UPDATE SKIP LOCKED` gives servers running this together
 * disjoint requests, and `sent_at IS NULL` is checked again on the locked row, so a request is claimed once.
 */
export async function claimDueStockAlerts(db: Db): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`UPDATE stock_alerts a SET sent_at = now()
      FROM (
        SELECT due.id FROM stock_alerts due
        JOIN product_variants v ON v.id = due.product_variant_id AND v.store_id = due.store_id
        JOIN products p ON p.id = v.product_id AND p.store_id = due.store_id
        JOIN stores s ON s.id = due.store_id
        WHERE due.sent_at IS NULL AND v.available_quantity > 0 AND v.is_visible AND p.is_shown AND s.notify_me
        ORDER BY due.created_at, due.id
        LIMIT ${CLAIM_BATCH}
        FOR UPDATE OF due SKIP LOCKED
      ) claimed
      WHERE a.id = claimed.id AND a.sent_at IS NULL
      RETURNING a.id`,
  );
  return rows.map((row) => row.id);
}

/** A claimed request whose SMS could not be handed over is open again, for the next run. */
export async function forgetClaim(db: Db, alertId: string): Promise<void> {
  await db.update(stockAlerts).set({ sentAt: null }).where(eq(stockAlerts.id, alertId));
}

/** What the SMS of each claimed request says and where it goes. */
export interface ClaimedAlert {
  id: string;
  storeId: string;
  storeName: string;
  friendlyId: string;
  mobile: string;
  locale: Locale;
  productId: string;
  productName: string;
}

export async function describeClaimedAlerts(db: Db, alertIds: readonly string[]): Promise<ClaimedAlert[]> {
  if (alertIds.length === 0) return [];
  const rows: ClaimedAlert[] = [];
  // One query per language: the product's name is read in the language the shopper asked in.
  for (const locale of ['en', 'hi'] as const) {
    rows.push(
      ...(await selectRows<ClaimedAlert>(
        db,
        sql`SELECT a.id, a.store_id AS "storeId", s.name AS "storeName", s.friendly_id AS "friendlyId",
            c.mobile, a.locale, p.id AS "productId", ${productText('p', 'name', locale)} AS "productName"
          FROM stock_alerts a
          JOIN stores s ON s.id = a.store_id
          JOIN customers c ON c.id = a.customer_id AND c.store_id = a.store_id
          JOIN product_variants v ON v.id = a.product_variant_id AND v.store_id = a.store_id
          JOIN products p ON p.id = v.product_id AND p.store_id = a.store_id
          WHERE a.id IN (${sql.join(
            alertIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) AND a.locale = ${locale}`,
      )),
    );
  }
  return rows;
}
