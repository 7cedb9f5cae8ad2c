import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { personalDataSchema } from '@haat/contract/customers/personal-data.schemas';
import { productReviews as reviewRows, stockAlerts } from '#src/db/schema/index.ts';
import { createCommerceTestApp, createShop, setVariant } from '#src/modules/orders/commerce-test-kit.ts';
import { buyer, productOfVariant, productReviews, saveReview } from '#src/modules/reviews/reviews-test-kit.ts';
import { habitsOn, notifyMe } from '#src/modules/stock-alerts/stock-alerts-test-kit.ts';
import { deleteAccount, deletionCode } from './personal-data-test-kit.ts';

const context = await createCommerceTestApp();
const { app } = context;
const { db } = context.database;

/** A store taking reviews and "Notify me", with its salt sold out. */
async function habitShop() {
  const shop = await createShop(context, (document) => {
    habitsOn(document);
    document.store.reviews = { enabled: true };
  });
  await setVariant(db, shop.variants.salt, { availableQuantity: 0 });
  return shop;
}

/** A buyer of the shop's ghee who reviewed it, asked to hear of salt and rice, and was told of the rice. */
async function reviewerWithAlerts() {
  const shop = await habitShop();
  const ghee = await productOfVariant(db, shop.variants.ghee);
  const asha = await buyer(context, shop, shop.variants.ghee, 'Asha Rao');
  expect((await saveReview(asha, ghee, { rating: 2, text: 'Too salty' })).statusCode).toBe(200);
  expect((await notifyMe(asha, shop.variants.salt)).statusCode).toBe(200);
  await setVariant(db, shop.variants.rice, { availableQuantity: 0 });
  expect((await notifyMe(asha, shop.variants.rice)).statusCode).toBe(200);
  const sentAt = new Date('2026-11-20T04:30:00Z');
  await db
    .update(stockAlerts)
    .set({ sentAt })
    .where(and(eq(stockAlerts.customerId, asha.customerId), eq(stockAlerts.productVariantId, shop.variants.rice)));
  return { shop, ghee, asha, sentAt };
}

describe('a shopper’s reviews and "Notify me" requests', () => {
  it('are in their data’s copy: the review as they wrote it, each request open or sent', async () => {
    const { shop, ghee, asha, sentAt } = await reviewerWithAlerts();
    // Another shopper's review of the same product is not theirs.
    const ravi = await buyer(context, shop, shop.variants.ghee, 'Ravi Kumar');
    await saveReview(ravi, ghee, { rating: 5, text: 'Lovely' });
    const response = await asha.call('GET', `/api/customers/${asha.customerId}/personal-data`);
    expect(response.statusCode).toBe(200);
    const data = personalDataSchema.parse(response.json());
    expect(data.format).toBe('haat-personal-data/2');
    expect(data.reviews).toEqual([
      expect.objectContaining({
        productId: ghee,
        productName: 'Cow Ghee',
        rating: 2,
        text: 'Too salty',
        hidden: false,
      }),
    ]);
    expect(data.stockAlerts).toEqual([
      expect.objectContaining({ productVariantId: shop.variants.salt, sentAt: null }),
      expect.objectContaining({ productVariantId: shop.variants.rice, sentAt: sentAt.toISOString() }),
    ]);
  });

  it('go with an erased account, and its rating leaves the product’s average at once', async () => {
    const { shop, ghee, asha } = await reviewerWithAlerts();
    const ravi = await buyer(context, shop, shop.variants.ghee, 'Ravi Kumar');
    await saveReview(ravi, ghee, { rating: 4, text: null });
    expect(await productReviews(context, shop, ghee)).toMatchObject({ reviewCount: 2, ratingCount: 2 });
    const erased = await deleteAccount(asha, await deletionCode(app, shop, asha));
    expect(erased.statusCode, erased.body).toBe(204);
    expect(await db.select().from(reviewRows).where(eq(reviewRows.customerId, asha.customerId))).toEqual([]);
    expect(await db.select().from(stockAlerts).where(eq(stockAlerts.customerId, asha.customerId))).toEqual([]);
    // The cached public read of the reviews was forgotten: it answers without Asha's.
    expect(await productReviews(context, shop, ghee)).toMatchObject({
      averageRating: 4,
      ratingCount: 1,
      reviewCount: 1,
      reviews: [{ author: 'Ravi K.' }],
    });
  });
});
