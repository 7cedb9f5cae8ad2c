import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ConsoleReviewFilter } from '@haat/contract/reviews/reviews.values';
import type { Db } from '#src/db/connect.ts';
import { customers, orderItems, orders, productReviews, products, stores } from '#src/db/schema/index.ts';

/** A review with what every list shows beside it: its product's name and its author's name as kept. */
export interface ReviewRow {
  id: string;
  productId: string;
  productName: string;
  customerId: string;
  customerName: string | null;
  rating: number;
  body: string | null;
  updatedAt: Date;
  hiddenAt: Date | null;
}

const reviewColumns = {
  id: productReviews.id,
  productId: productReviews.productId,
  productName: products.name,
  customerId: productReviews.customerId,
  customerName: customers.name,
  rating: productReviews.rating,
  body: productReviews.body,
  updatedAt: productReviews.updatedAt,
  hiddenAt: productReviews.hiddenAt,
};

function selectReviews(db: Db, where: SQL | undefined) {
  return db
    .select(reviewColumns)
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .innerJoin(customers, eq(customers.id, productReviews.customerId))
    .where(where);
}

/** Whether the store takes reviews; null for no such store. */
export async function findReviewsEnabled(db: Db, storeId: string): Promise<boolean | null> {
  const [row] = await db.select({ enabled: stores.reviewsEnabled }).from(stores).where(eq(stores.id, storeId)).limit(1);
  return row ? row.enabled : null;
}

/**
 * The store's shown product with its rating (imported and buyers' together); null when the store has none
 * such, or hides it (its page answers 404 too).
 */
export async function findRatedProduct(
  db: Db,
  storeId: string,
  productId: string,
): Promise<{ id: string; averageRating: number; ratingCount: number } | null> {
  const [row] = await db
    .select({ id: products.id, averageRating: products.averageRating, ratingCount: products.ratingCount })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.id, productId), eq(products.isShown, true)))
    .limit(1);
  return row ?? null;
}

/** Whether a delivered order of the shopper in this store held the product: what entitles them to review it. */
export async function hasReceivedProduct(
  db: Db,
  storeId: string,
  customerId: string,
  productId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.storeId, storeId),
        eq(orders.customerId, customerId),
        eq(orders.orderState, 'DELIVERED'),
        eq(orderItems.storeId, storeId),
        eq(orderItems.productId, productId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findOwnReview(
  db: Db,
  storeId: string,
  customerId: string,
  productId: string,
): Promise<ReviewRow | null> {
  const [row] = await selectReviews(
    db,
    and(
      eq(productReviews.storeId, storeId),
      eq(productReviews.customerId, customerId),
      eq(productReviews.productId, productId),
    ),
  ).limit(1);
  return row ?? null;
}

/**
 * Writes the shopper's one review of the product: a second write edits it (its rating and words, and when it
 * changed). Whether it is hidden stays as the shop left it. The trigger recounts the product's rating.
 */
export async function saveOwnReview(
  db: Db,
  review: { storeId: string; customerId: string; productId: string; rating: number; body: string | null },
): Promise<void> {
  await db
    .insert(productReviews)
    .values(review)
    .onConflictDoUpdate({
      target: [productReviews.storeId, productReviews.productId, productReviews.customerId],
      set: { rating: review.rating, body: review.body, updatedAt: sql`now()` },
    });
}

/** Every review the shopper wrote in the store, hidden ones too, newest first. */
export async function listCustomerReviews(db: Db, storeId: string, customerId: string): Promise<ReviewRow[]> {
  return selectReviews(db, and(eq(productReviews.storeId, storeId), eq(productReviews.customerId, customerId))).orderBy(
    desc(productReviews.updatedAt),
    desc(productReviews.id),
  );
}

/** The product's latest shown reviews, newest first, and how many it has shown in all. */
export async function listShownReviews(
  db: Db,
  storeId: string,
  productId: string,
  limit: number,
): Promise<{ rows: ReviewRow[]; total: number }> {
  const shown = and(
    eq(productReviews.storeId, storeId),
    eq(productReviews.productId, productId),
    isNull(productReviews.hiddenAt),
  );
  // One statement: the count over every shown review is taken before the limit.
  const found = await db
    .select({ ...reviewColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .innerJoin(customers, eq(customers.id, productReviews.customerId))
    .where(shown)
    .orderBy(desc(productReviews.updatedAt), desc(productReviews.id))
    .limit(limit);
  const rows = found.map(({ total: _total, ...row }) => row);
  return { rows, total: found[0]?.total ?? 0 };
}

const filters: Record<ConsoleReviewFilter, SQL | undefined> = {
  ALL: undefined,
  SHOWN: isNull(productReviews.hiddenAt),
  HIDDEN: isNotNull(productReviews.hiddenAt),
};

/** One page of the store's reviews for the console, newest first, and how many match in all. */
export async function listStoreReviews(
  db: Db,
  storeId: string,
  show: ConsoleReviewFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const where = and(eq(productReviews.storeId, storeId), filters[show]);
  const rows = await selectReviews(db, where)
    .orderBy(desc(productReviews.updatedAt), desc(productReviews.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(productReviews).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** The store's review, locked for the change the shop makes to it; null when the store has none such. */
export async function lockStoreReview(db: Db, storeId: string, reviewId: string): Promise<ReviewRow | null> {
  const [row] = await selectReviews(db, and(eq(productReviews.storeId, storeId), eq(productReviews.id, reviewId)))
    .limit(1)
    .for('update', { of: productReviews });
  return row ?? null;
}

/** Hides (a moment) or shows again (null) the store's review; the trigger recounts its product's rating. */
export async function setReviewHiddenAt(
  db: Db,
  storeId: string,
  reviewId: string,
  change: { hiddenAt: Date | null; hiddenByStaffId: string | null },
): Promise<void> {
  await db
    .update(productReviews)
    .set(change)
    .where(and(eq(productReviews.storeId, storeId), eq(productReviews.id, reviewId)));
}

/** The store a review belongs to, for the operator's command line, which names only the review. */
export async function findReviewStoreId(db: Db, reviewId: string): Promise<string | null> {
  const [row] = await db
    .select({ storeId: productReviews.storeId })
    .from(productReviews)
    .where(eq(productReviews.id, reviewId))
    .limit(1);
  return row?.storeId ?? null;
}
