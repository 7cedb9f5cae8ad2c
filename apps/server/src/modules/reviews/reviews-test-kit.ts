import { eq } from 'drizzle-orm';
import type { MyReview, ProductReviews, SaveReviewBody } from '@haat/contract/reviews/reviews.schemas';
import type { Db } from '#src/db/connect.ts';
import { customers, productVariants } from '#src/db/schema/index.ts';
import {
  createShop,
  placeOrder,
  readyCheckout,
  signIn,
  type CommerceShop,
  type Shopper,
} from '#src/modules/orders/commerce-test-kit.ts';
import type { TestContext } from '#src/testing/test-app.ts';

/** The commerce test shop (ghee, rice, salt) with reviews on (`reviews.enabled`), or off. */
export const createReviewShop = (context: TestContext, enabled = true): Promise<CommerceShop> =>
  createShop(context, (document) => {
    document.store.reviews = { enabled };
  });

export async function productOfVariant(db: Db, variantId: string): Promise<string> {
  const [row] = await db
    .select({ productId: productVariants.productId })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row!.productId;
}

/** A shopper, named as their profile says, who received one of `variantId` (a COD order moved to DELIVERED). */
export async function buyer(
  context: TestContext,
  shop: CommerceShop,
  variantId: string,
  name?: string,
): Promise<Shopper> {
  const { app } = context;
  const shopper = await signIn(app, shop);
  if (name) await context.database.db.update(customers).set({ name }).where(eq(customers.id, shopper.customerId));
  const placed = await placeOrder(
    shopper,
    await readyCheckout(shopper, [{ productVariantId: variantId, quantity: 1 }], 'COD'),
  );
  if (placed.statusCode !== 200) throw new Error(`order answered ${placed.statusCode}: ${placed.body}`);
  const orderId = placed.json().id as string;
  for (const orderState of ['SHIPPED', 'DELIVERED']) {
    const moved = await app.inject({
      method: 'POST',
      url: `/api/dev/orders/${orderId}/state`,
      payload: { orderState },
    });
    if (moved.statusCode !== 200) throw new Error(`${orderState} answered ${moved.statusCode}: ${moved.body}`);
  }
  return shopper;
}

export const saveReview = (shopper: Shopper, productId: string, body: Omit<SaveReviewBody, 'storeId'>) =>
  shopper.call('PUT', `/api/products/${productId}/my-review`, body);

export async function myReview(shopper: Shopper, productId: string): Promise<MyReview> {
  return (await shopper.call('GET', `/api/products/${productId}/my-review`)).json<MyReview>();
}

export async function productReviews(context: TestContext, shop: CommerceShop, productId: string, locale = 'en') {
  const answer = await context.app.inject({
    method: 'GET',
    url: `/api/products/${productId}/reviews?storeId=${shop.storeId}`,
    headers: { 'accept-language': locale },
  });
  return answer.json<ProductReviews>();
}
