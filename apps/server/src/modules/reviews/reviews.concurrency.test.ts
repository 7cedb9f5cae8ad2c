import { setTimeout as delay } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { onPostgres } from '#src/hardening/concurrency-kit.ts';
import { productReviews, products } from '#src/db/schema/index.ts';
import { createCommerceTestApp, signIn } from '#src/modules/orders/commerce-test-kit.ts';
import { createReviewShop, productOfVariant } from './reviews-test-kit.ts';

// Two reviews of one product written at the same moment: the recount trigger locks the product first, so
// the second recount waits for the first to commit and counts both. Without that lock the second would count
// from a snapshot taken before the first committed, and one rating would be lost. PGlite runs one
// transaction at a time, so the race is real only on PostgreSQL.
const context = onPostgres ? await createCommerceTestApp() : null;

describe.skipIf(!onPostgres)('reviews of one product at once (PostgreSQL)', { timeout: 60_000 }, () => {
  it('a review written while another is uncommitted is counted with it', async () => {
    const { app, database } = context!;
    const db = database.db;
    const shop = await createReviewShop(context!);
    const ghee = await productOfVariant(db, shop.variants.ghee);
    const [asha, ravi] = [await signIn(app, shop), await signIn(app, shop)];
    const review = (customerId: string, rating: number) => ({
      storeId: shop.storeId,
      productId: ghee,
      customerId,
      rating,
    });
    // Asha's review is written and held open while Ravi's is written; then hers commits, then his.
    let ashaWrote!: () => void;
    const written = new Promise<void>((resolve) => (ashaWrote = resolve));
    const first = db.transaction(async (tx) => {
      await tx.insert(productReviews).values(review(asha.customerId, 5));
      ashaWrote();
      await delay(300);
    });
    await written;
    const second = db.transaction(async (tx) => {
      await tx.insert(productReviews).values(review(ravi.customerId, 2));
    });
    await Promise.all([first, second]);
    const [row] = await db
      .select({ averageRating: products.averageRating, ratingCount: products.ratingCount })
      .from(products)
      .where(eq(products.id, ghee));
    expect(row).toEqual({ ratingCount: 2, averageRating: 3.5 });
  });
});
