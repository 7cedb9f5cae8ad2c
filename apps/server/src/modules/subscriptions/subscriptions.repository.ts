import { and, count, desc, eq, gte, isNull, or } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DeliverySlot } from '@haat/contract/content/content.schemas';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import { customers, deliverySlots, products, productVariants, subscriptions } from '#src/db/schema/index.ts';
import { databaseNow } from '#src/db/database-now.ts';
import { catalogueVariantColumns } from '#src/modules/catalogue/index.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = Omit<typeof subscriptions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const variantColumns = (locale: Locale) => ({
  ...catalogueVariantColumns(locale),
  isSubscribable: products.isSubscribable,
});
/** A variant as subscriptions read it: the catalogue's view plus whether its product may be subscribed to. */
export type SubscribableVariant = SelectResultFields<ReturnType<typeof variantColumns>>;

/** A subscription with the variant it delivers, for the account list (prices are the catalogue's now). */
export interface SubscriptionWithVariant {
  subscription: SubscriptionRow;
  variant: SubscribableVariant;
}

export interface SubscriptionOwner {
  storeId: string;
  customerId: string;
}

const ownedBy = (owner: SubscriptionOwner, id: string) =>
  and(
    eq(subscriptions.id, id),
    eq(subscriptions.storeId, owner.storeId),
    eq(subscriptions.customerId, owner.customerId),
  );

/** The store's variant with its product (named in `locale`), or null (another store's and unknown ids alike). */
export async function findSubscribableVariant(
  db: Db,
  storeId: string,
  variantId: string,
  locale: Locale,
): Promise<SubscribableVariant | null> {
  const [row] = await db
    .select(variantColumns(locale))
    .from(productVariants)
    .innerJoin(products, and(eq(products.id, productVariants.productId), eq(products.storeId, storeId)))
    .where(and(eq(productVariants.storeId, storeId), eq(productVariants.id, variantId)))
    .limit(1);
  return row ? { ...row, taxPercent: Number(row.taxPercent) } : null;
}

/** One of the store's delivery slots, as stored (its times, not the client's copy), or null. */
export async function findDeliverySlot(db: Db, storeId: string, slotId: string): Promise<DeliverySlot | null> {
  const [row] = await db
    .select({ id: deliverySlots.id, startTime: deliverySlots.startTime, endTime: deliverySlots.endTime })
    .from(deliverySlots)
    .where(and(eq(deliverySlots.storeId, storeId), eq(deliverySlots.id, slotId)))
    .limit(1);
  return row ?? null;
}

/**
 * How many subscriptions the owner keeps in the store that have not ended by `today`, switched off or not
 * (one switched off may be switched back on at any time). The customer's row is locked first: two creations
 * at once take turns and cannot both slip under the cap.
 */
export async function countLiveSubscriptions(tx: Db, owner: SubscriptionOwner, today: string): Promise<number> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, owner.customerId), eq(customers.storeId, owner.storeId)))
    // Not FOR UPDATE: an order placed for this customer at the same moment checks its foreign key with KEY SHARE.
    .for('no key update');
  const [row] = await tx
    .select({ total: count() })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.storeId, owner.storeId),
        eq(subscriptions.customerId, owner.customerId),
        or(isNull(subscriptions.endDate), gte(subscriptions.endDate, today)),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function insertSubscription(db: Db, subscription: NewSubscription): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(subscription).returning();
  return row!;
}

/** The owner's subscription; `lock` holds its row (the daily job reads it under the same lock). */
export async function findOwnSubscription(
  db: Db,
  owner: SubscriptionOwner,
  id: string,
  options: { lock?: boolean } = {},
): Promise<SubscriptionRow | null> {
  const query = db.select().from(subscriptions).where(ownedBy(owner, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateOwnSubscription(
  db: Db,
  owner: SubscriptionOwner,
  id: string,
  changes: Partial<Pick<SubscriptionRow, 'daysOfWeek' | 'endDate' | 'isActive'>>,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...changes, updatedAt: databaseNow })
    .where(ownedBy(owner, id))
    .returning();
  return row ?? null;
}

/** Deletes the owner's subscription; false when there was none to delete. */
export async function deleteOwnSubscription(db: Db, owner: SubscriptionOwner, id: string): Promise<boolean> {
  const rows = await db.delete(subscriptions).where(ownedBy(owner, id)).returning({ id: subscriptions.id });
  return rows.length === 1;
}

/**
 * One page of the customer's subscriptions with their variants (products named in `locale`), newest first,
 * and how many in all.
 */
export async function listCustomerSubscriptions(
  db: Db,
  owner: SubscriptionOwner,
  page: { limit: number; offset: number },
  locale: Locale,
): Promise<{ rows: SubscriptionWithVariant[]; total: number }> {
  const where = and(eq(subscriptions.storeId, owner.storeId), eq(subscriptions.customerId, owner.customerId));
  const [counted] = await db.select({ total: count() }).from(subscriptions).where(where);
  const rows = await db
    .select({ subscription: subscriptions, variant: variantColumns(locale) })
    .from(subscriptions)
    .innerJoin(
      productVariants,
      and(eq(productVariants.id, subscriptions.productVariantId), eq(productVariants.storeId, owner.storeId)),
    )
    .innerJoin(products, and(eq(products.id, productVariants.productId), eq(products.storeId, owner.storeId)))
    .where(where)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    rows: rows.map((row) => ({
      subscription: row.subscription,
      variant: { ...row.variant, taxPercent: Number(row.variant.taxPercent) },
    })),
    total: Number(counted?.total ?? 0),
  };
}
