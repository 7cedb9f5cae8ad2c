import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ConsoleReviewPage } from '@haat/contract/reviews/reviews.schemas';
import { products } from '#src/db/schema/index.ts';
import { signInStaff } from '#src/modules/console/console-test-kit.ts';
import { storeBootstrapSchema } from '@haat/contract/stores/stores.schemas';
import { setVariant, signIn } from '#src/modules/orders/commerce-test-kit.ts';
import { fixtureWebDistDir } from '#src/testing/factories.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { buyer, createReviewShop, myReview, productOfVariant, productReviews, saveReview } from './reviews-test-kit.ts';

// With a web build, so the product's page is served too.
const context = await createTestApp({
  otpSendsPerIpPerHour: 100_000,
  webDistDir: fixtureWebDistDir,
  sharedHosts: ['localhost'],
});
const { app } = context;
const db = context.database.db;

/** A store taking reviews, its ghee, and a shopper who received one. */
async function setting() {
  const shop = await createReviewShop(context);
  const ghee = await productOfVariant(db, shop.variants.ghee);
  const asha = await buyer(context, shop, shop.variants.ghee, 'Asha Rao');
  return { shop, ghee, asha };
}

async function ratingOf(productId: string) {
  const [row] = await db
    .select({ averageRating: products.averageRating, ratingCount: products.ratingCount })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

describe('PUT /api/products/:id/my-review', () => {
  it('saves a buyer’s rating and words; the page lists it under first name and initial', async () => {
    const { shop, ghee, asha } = await setting();
    expect(await myReview(asha, ghee)).toEqual({ canReview: true, review: null });
    const saved = await saveReview(asha, ghee, { rating: 4, text: '  Smells of home.  ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      canReview: true,
      review: { rating: 4, text: 'Smells of home.', hidden: false },
    });
    expect(await productReviews(context, shop, ghee)).toMatchObject({
      enabled: true,
      averageRating: 4,
      ratingCount: 1,
      reviewCount: 1,
      reviews: [{ rating: 4, text: 'Smells of home.', author: 'Asha R.' }],
    });
  });

  it('keeps one review per shopper and product: a second save edits it', async () => {
    const { shop, ghee, asha } = await setting();
    await saveReview(asha, ghee, { rating: 2, text: 'Leaked a little' });
    const edited = await saveReview(asha, ghee, { rating: 5, text: '' });
    expect(edited.json()).toMatchObject({ review: { rating: 5, text: null } });
    expect((await myReview(asha, ghee)).review).toMatchObject({ rating: 5, text: null });
    expect(await productReviews(context, shop, ghee)).toMatchObject({
      ratingCount: 1,
      averageRating: 5,
      reviewCount: 1,
    });
  });

  it('refuses a shopper who never received the product, with the reason in their language', async () => {
    const { shop, ghee } = await setting();
    const browser = await signIn(app, shop);
    // Ordered but not yet delivered counts as not received.
    const waiting = await buyer(context, shop, shop.variants.rice);
    const rice = await productOfVariant(db, shop.variants.rice);
    expect((await myReview(browser, ghee)).canReview).toBe(false);
    const refused = await saveReview(browser, ghee, { rating: 5, text: 'Great' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'You can review this product once an order of yours with it has been delivered',
    );
    const inHindi = await app.inject({
      method: 'PUT',
      url: `/api/products/${ghee}/my-review`,
      headers: { authorization: `Bearer ${browser.session.accessToken}`, 'accept-language': 'hi' },
      payload: { storeId: shop.storeId, rating: 5 },
    });
    expect(inHindi.json().message).toBe('इस सामान वाला आपका ऑर्डर डिलीवर होने के बाद ही आप इसका रिव्यू लिख सकते हैं');
    // The rice buyer received rice, not ghee.
    expect((await saveReview(waiting, ghee, { rating: 1 })).statusCode).toBe(409);
    expect((await saveReview(waiting, rice, { rating: 3 })).statusCode).toBe(200);
    expect((await productReviews(context, shop, ghee)).reviewCount).toBe(0);
  });

  it('refuses another store’s product as not found, and a store that takes no reviews', async () => {
    const { ghee } = await setting();
    const other = await createReviewShop(context);
    const outsider = await buyer(context, other, other.variants.ghee);
    const foreign = await saveReview(outsider, ghee, { rating: 5 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Product not found');
    const closed = await createReviewShop(context, false);
    const closedGhee = await productOfVariant(db, closed.variants.ghee);
    const received = await buyer(context, closed, closed.variants.ghee);
    const off = await saveReview(received, closedGhee, { rating: 5 });
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe('This store does not take reviews');
    expect(await productReviews(context, closed, closedGhee)).toMatchObject({ enabled: false, reviews: [] });
  });

  it('answers 404 for a product the store hides, as its page does', async () => {
    const { shop, ghee, asha } = await setting();
    await setVariant(db, shop.variants.ghee, { isVisible: false });
    app.publicReads.invalidateStore(shop.storeId);
    expect((await saveReview(asha, ghee, { rating: 5 })).statusCode).toBe(404);
    const read = await app.inject({ method: 'GET', url: `/api/products/${ghee}/reviews?storeId=${shop.storeId}` });
    expect(read.statusCode).toBe(404);
  });

  it('lets no other shopper edit a review: theirs is their own, and naming the author is refused', async () => {
    const { shop, ghee, asha } = await setting();
    await saveReview(asha, ghee, { rating: 5, text: 'Lovely' });
    const ravi = await buyer(context, shop, shop.variants.ghee, 'Ravi Kumar');
    await saveReview(ravi, ghee, { rating: 1, text: 'Not for me' });
    const impersonating = await ravi.call('PUT', `/api/products/${ghee}/my-review`, {
      customerId: asha.customerId,
      rating: 1,
    });
    expect(impersonating.statusCode).toBe(404);
    expect((await myReview(asha, ghee)).review).toMatchObject({ rating: 5, text: 'Lovely' });
    const page = await productReviews(context, shop, ghee);
    expect(page.reviews.map((review) => review.author)).toEqual(['Ravi K.', 'Asha R.']);
    expect(page).toMatchObject({ ratingCount: 2, averageRating: 3 });
  });

  it.each([
    [{ rating: 0 }, 'body.rating: Please choose a rating of 1 to 5 stars'],
    [{ rating: 6 }, 'body.rating: Please choose a rating of 1 to 5 stars'],
    [{ rating: 2.5 }, 'body.rating: Please choose a rating of 1 to 5 stars'],
    [{ rating: '5' }, 'body.rating: Please choose a rating of 1 to 5 stars'],
    [{ rating: 4, text: 'x'.repeat(501) }, 'body.text: A review can be at most 500 characters long'],
    [
      { rating: 4, text: 'Nice <b>ghee</b>' },
      'body.text: Reviews are plain text: please remove the HTML tags and try again',
    ],
    [
      { rating: 4, text: '<script>alert(1)</script>' },
      'body.text: Reviews are plain text: please remove the HTML tags and try again',
    ],
    [
      { rating: 4, text: 'Fish &amp; chips' },
      'body.text: Reviews are plain text: please remove the HTML tags and try again',
    ],
  ])('refuses %j with a clear 400 and saves nothing', async (body, message) => {
    const { shop, ghee, asha } = await setting();
    const refused = await asha.call('PUT', `/api/products/${ghee}/my-review`, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'BAD_REQUEST', message });
    expect((await myReview(asha, ghee)).review).toBeNull();
    expect((await productReviews(context, shop, ghee)).reviewCount).toBe(0);
  });

  it('takes 500 characters, and plain text that only looks like markup', async () => {
    const { ghee, asha } = await setting();
    expect((await saveReview(asha, ghee, { rating: 3, text: 'ब'.repeat(500) })).statusCode).toBe(200);
    const saved = await saveReview(asha, ghee, { rating: 3, text: 'Price < ₹600 & worth it <3' });
    expect(saved.json().review.text).toBe('Price < ₹600 & worth it <3');
  });
});

describe('the product’s page', () => {
  it('carries its rating and latest reviews in the server’s HTML, as the API answers them', async () => {
    const { shop, ghee, asha } = await setting();
    await saveReview(asha, ghee, { rating: 5, text: 'Smells of home.' });
    const url = `/${shop.friendlyId}/product/${ghee}`;
    const html = (await app.inject({ method: 'GET', url, headers: { host: 'localhost' } })).body;
    const written = /<script type="application\/json" id="haat-bootstrap">(.*?)<\/script>/.exec(html)?.[1];
    const bootstrap = storeBootstrapSchema.parse(JSON.parse(written!));
    expect(bootstrap.productReviews).toEqual(await productReviews(context, shop, ghee));
    expect(bootstrap.productReviews).toMatchObject({ reviewCount: 1, reviews: [{ author: 'Asha R.' }] });
  });
});

describe('the product’s rating follows its buyers’ reviews', () => {
  it('weighs each imported rating and each buyer’s rating alike (decision 046)', async () => {
    const shop = await createReviewShop(context);
    const ghee = await productOfVariant(db, shop.variants.ghee);
    await db.update(products).set({ importedAverageRating: 4, importedRatingCount: 3 }).where(eq(products.id, ghee));
    expect(await ratingOf(ghee)).toEqual({ averageRating: 4, ratingCount: 3 });
    const asha = await buyer(context, shop, shop.variants.ghee);
    await saveReview(asha, ghee, { rating: 2 });
    expect(await ratingOf(ghee)).toEqual({ averageRating: (4 * 3 + 2) / 4, ratingCount: 4 });
    const found = await app.inject({
      method: 'GET',
      url: `/api/search/products?storeId=${shop.storeId}&averageRating=4&size=50`,
    });
    expect(found.json().products.map((product: { id: string }) => product.id)).not.toContain(ghee);
  });
});

describe('a hidden review', () => {
  it('neither shows nor counts; the console shows it again; the shopper is told', async () => {
    const { shop, ghee, asha } = await setting();
    const ravi = await buyer(context, shop, shop.variants.ghee, 'Ravi Kumar');
    await saveReview(asha, ghee, { rating: 5, text: 'Lovely' });
    const rude = (await saveReview(ravi, ghee, { rating: 1, text: 'Rude words' })).json().review.id as string;
    const staff = await signInStaff(app, db, shop, 'STAFF');
    const hidden = await staff.call('POST', `/reviews/${rude}/hide`);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ id: rude, author: 'Ravi K.', hiddenAt: expect.any(String) });
    const page = await productReviews(context, shop, ghee);
    expect(page).toMatchObject({ averageRating: 5, ratingCount: 1, reviewCount: 1 });
    expect(page.reviews.map((review) => review.id)).not.toContain(rude);
    expect(await ratingOf(ghee)).toEqual({ averageRating: 5, ratingCount: 1 });
    // Editing does not bring it back.
    await saveReview(ravi, ghee, { rating: 2, text: 'Kinder words' });
    expect((await myReview(ravi, ghee)).review).toMatchObject({ hidden: true, rating: 2 });
    expect((await productReviews(context, shop, ghee)).ratingCount).toBe(1);
    const listed = (await staff.call('GET', '/reviews?show=HIDDEN')).json<ConsoleReviewPage>();
    expect(listed.reviews.map((review) => review.id)).toEqual([rude]);
    expect((await staff.call('POST', `/reviews/${rude}/show`)).json()).toMatchObject({ hiddenAt: null });
    expect(await productReviews(context, shop, ghee)).toMatchObject({ ratingCount: 2, averageRating: 3.5 });
  });

  it('cannot be hidden by the staff of another store', async () => {
    const { shop, ghee, asha } = await setting();
    const review = (await saveReview(asha, ghee, { rating: 5, text: 'Lovely' })).json().review.id as string;
    const other = await createReviewShop(context);
    const outsider = await signInStaff(app, db, other, 'OWNER');
    // Through their own store's console: no such review there.
    const ownConsole = await outsider.call('POST', `/reviews/${review}/hide`);
    expect(ownConsole.statusCode).toBe(404);
    expect(ownConsole.json().message).toBe('Review not found');
    // Naming the review's store: their token is not for it.
    const named = await app.inject({
      method: 'POST',
      url: `/api/stores/${shop.storeId}/console/reviews/${review}/hide`,
      headers: { authorization: `Bearer ${outsider.session.accessToken}` },
    });
    expect(named.statusCode).toBe(404);
    expect(await productReviews(context, shop, ghee)).toMatchObject({ reviewCount: 1, ratingCount: 1 });
    expect((await outsider.call('GET', '/reviews')).json<ConsoleReviewPage>().reviews).toEqual([]);
  });
});
