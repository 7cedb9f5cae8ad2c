import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consoleAudit } from '#src/db/schema/index.ts';
import { createCommerceTestApp } from '#src/modules/orders/commerce-test-kit.ts';
import {
  buyer,
  createReviewShop,
  productOfVariant,
  productReviews,
  saveReview,
} from '#src/modules/reviews/reviews-test-kit.ts';
import { runTestCli } from './cli-test-kit.ts';

const context = await createCommerceTestApp();
const db = context.database.db;
const shop = await createReviewShop(context);
const ghee = await productOfVariant(db, shop.variants.ghee);

// The CLI tells running servers through Redis (clears-server-caches.test.ts); here the test app forgets its
// cached reads itself after each command.
const cli = async (...argv: string[]) => {
  const ran = await runTestCli(context, argv);
  context.app.publicReads.invalidateStore(shop.storeId);
  return ran;
};

describe('cli reviews hide <reviewId> / reviews show <reviewId>', () => {
  it('hides a review from the page and the rating, shows it again, and writes who did it (nobody)', async () => {
    const asha = await buyer(context, shop, shop.variants.ghee, 'Asha Rao');
    const review = (await saveReview(asha, ghee, { rating: 1, text: 'Spam spam' })).json().review.id as string;
    expect(await cli('reviews', 'hide', review)).toEqual({
      code: 0,
      err: '',
      out: `Review ${review} of Cow Ghee (1/5): hidden`,
    });
    expect(await productReviews(context, shop, ghee)).toMatchObject({ reviewCount: 0, ratingCount: 0 });
    expect((await cli('reviews', 'show', review)).out).toBe(`Review ${review} of Cow Ghee (1/5): shown`);
    expect(await productReviews(context, shop, ghee)).toMatchObject({ reviewCount: 1, ratingCount: 1 });
    const lines = await db
      .select({ action: consoleAudit.action, staffId: consoleAudit.staffId })
      .from(consoleAudit)
      .where(and(eq(consoleAudit.storeId, shop.storeId), eq(consoleAudit.targetId, review)));
    expect(lines).toEqual(
      expect.arrayContaining([
        { action: 'REVIEW_HIDDEN', staffId: null },
        { action: 'REVIEW_SHOWN', staffId: null },
      ]),
    );
  });

  it('exits 1 for an unknown review and 2 for bad arguments', async () => {
    expect(await cli('reviews', 'hide', shop.storeId)).toMatchObject({
      code: 1,
      err: `Review ${shop.storeId} not found`,
    });
    expect((await cli('reviews', 'hide', 'nope')).code).toBe(2);
    expect((await cli('reviews', 'show')).code).toBe(2);
  });
});
