import type { App } from '#src/app.ts';
import { outboxOtp, type TestStore } from '#src/modules/identity/identity-test-kit.ts';
import { placeOrder, readyCheckout, type CommerceShop, type Shopper } from '#src/modules/orders/commerce-test-kit.ts';

/** An order of one rice, paid cash on delivery, moved by the operator to `state` (PLACED as placed). */
export async function orderOf(
  app: App,
  shop: CommerceShop,
  shopper: Shopper,
  state: 'PLACED' | 'DELIVERED' | 'CANCELLED' = 'PLACED',
): Promise<{ id: string; orderNumber: string }> {
  const checkoutId = await readyCheckout(shopper, [{ productVariantId: shop.variants.rice, quantity: 1 }], 'COD');
  const placed = await placeOrder(shopper, checkoutId);
  if (placed.statusCode !== 200) throw new Error(`order answered ${placed.statusCode}: ${placed.body}`);
  const order = placed.json<{ id: string; orderNumber: string }>();
  const moves = { PLACED: [], DELIVERED: ['SHIPPED', 'DELIVERED'], CANCELLED: ['CANCELLED'] }[state];
  for (const orderState of moves) {
    const moved = await app.inject({
      method: 'POST',
      url: `/api/dev/orders/${order.id}/state`,
      payload: { orderState },
    });
    if (moved.statusCode !== 200) throw new Error(`${orderState} answered ${moved.statusCode}: ${moved.body}`);
  }
  return { id: order.id, orderNumber: order.orderNumber };
}

/** `POST …/deletion-otp` as the shopper, in `language` (the Accept-Language the storefront sends). */
export const askDeletionCode = (app: App, shop: TestStore, shopper: Shopper, language = 'en') =>
  app.inject({
    method: 'POST',
    url: `/api/customers/${shopper.customerId}/deletion-otp`,
    headers: { authorization: `Bearer ${shopper.session.accessToken}`, 'accept-language': language },
    payload: { storeId: shop.storeId },
  });

export const deleteAccount = (shopper: Shopper, otp?: string) =>
  shopper.call('POST', `/api/customers/${shopper.customerId}/delete`, otp === undefined ? {} : { otp });

/** Asks for the deletion code and reads it from the development outbox. */
export async function deletionCode(app: App, shop: TestStore, shopper: Shopper): Promise<string> {
  const sent = await askDeletionCode(app, shop, shopper);
  if (sent.statusCode !== 200) throw new Error(`deletion-otp answered ${sent.statusCode}: ${sent.body}`);
  return outboxOtp(app, shop, shopper.mobile);
}
