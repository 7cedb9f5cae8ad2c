import { describe, expect, it } from 'vitest';
import type { StockAlert, StockAlertList } from '@haat/contract/stock-alerts/stock-alerts.schemas';
import {
  createCommerceTestApp,
  createShop,
  setVariant,
  signIn,
  type Shopper,
} from '#src/modules/orders/commerce-test-kit.ts';
import { habitsOn, notifyMe } from './stock-alerts-test-kit.ts';

const context = await createCommerceTestApp();
const { app } = context;
const db = context.database.db;

const myAlerts = async (shopper: Shopper) =>
  (await shopper.call('GET', '/api/stock-alerts')).json<StockAlertList>().alerts.map((alert) => alert.productVariantId);
const cancelAlert = (shopper: Shopper, storeId: string, variantId: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/stock-alerts/${variantId}?storeId=${storeId}`,
    headers: { authorization: `Bearer ${shopper.session.accessToken}` },
  });

async function soldOutShop() {
  const shop = await createShop(context, habitsOn);
  await setVariant(db, shop.variants.rice, { availableQuantity: 0 });
  return shop;
}

describe('POST /api/stock-alerts', () => {
  it('opens one request for an out-of-stock pack; pressing again answers the same one', async () => {
    const shop = await soldOutShop();
    const shopper = await signIn(app, shop);
    const first = await notifyMe(shopper, shop.variants.rice);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<StockAlert>()).toMatchObject({
      productVariantId: shop.variants.rice,
      productId: expect.any(String),
    });
    const again = await notifyMe(shopper, shop.variants.rice);
    expect(again.json<StockAlert>()).toEqual(first.json());
    expect(await myAlerts(shopper)).toEqual([shop.variants.rice]);
  });

  it('refuses a pack that is in stock, saying so in the shopper’s language', async () => {
    const shop = await soldOutShop();
    const shopper = await signIn(app, shop);
    const response = await notifyMe(shopper, shop.variants.ghee);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: 'Cow Ghee is in stock: add it to your cart instead' });
    const hindi = await app.inject({
      method: 'POST',
      url: '/api/stock-alerts',
      headers: { authorization: `Bearer ${shopper.session.accessToken}`, 'accept-language': 'hi' },
      payload: { productVariantId: shop.variants.ghee, storeId: shop.storeId },
    });
    expect(hindi.json().message).toBe('Cow Ghee स्टॉक में है: इसे सीधे कार्ट में डालें');
    expect(await myAlerts(shopper)).toEqual([]);
  });

  it('answers 404 for another store’s pack and a hidden one', async () => {
    const shop = await soldOutShop();
    const other = await soldOutShop();
    const shopper = await signIn(app, shop);
    const elsewhere = await notifyMe(shopper, other.variants.rice);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ code: 'NOT_FOUND', message: 'Product not found' });
    await setVariant(db, shop.variants.salt, { availableQuantity: 0, isVisible: false });
    expect((await notifyMe(shopper, shop.variants.salt)).statusCode).toBe(404);
    expect(await myAlerts(shopper)).toEqual([]);
  });

  it('refuses in a store that has not turned it on', async () => {
    const shop = await createShop(context);
    await setVariant(db, shop.variants.rice, { availableQuantity: 0 });
    const response = await notifyMe(await signIn(app, shop), shop.variants.rice);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'This store does not send back-in-stock messages',
    });
  });

  it('answers 400 for a malformed or missing pack id, and a guest 401 or 403', async () => {
    const shop = await soldOutShop();
    const shopper = await signIn(app, shop);
    for (const body of [{ productVariantId: 'not-an-id' }, {}]) {
      const response = await shopper.call('POST', '/api/stock-alerts', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
    const guest = await app.inject({
      method: 'POST',
      url: '/api/stock-alerts',
      payload: { productVariantId: shop.variants.rice, storeId: shop.storeId },
    });
    expect([401, 403]).toContain(guest.statusCode);
  });
});

describe('GET and DELETE /api/stock-alerts', () => {
  it('shows and cancels only the shopper’s own requests', async () => {
    const shop = await soldOutShop();
    const [asha, ravi] = [await signIn(app, shop), await signIn(app, shop)];
    await notifyMe(asha, shop.variants.rice);
    expect(await myAlerts(ravi)).toEqual([]);
    // Another shopper cancelling the same pack cancels only their own (none): Asha's stays.
    expect((await cancelAlert(ravi, shop.storeId, shop.variants.rice)).statusCode).toBe(204);
    expect(await myAlerts(asha)).toEqual([shop.variants.rice]);
    // A shopper of another store sees none of it, whatever the store id says.
    const elsewhere = await signIn(app, await soldOutShop());
    expect(await myAlerts(elsewhere)).toEqual([]);
    expect((await cancelAlert(elsewhere, shop.storeId, shop.variants.rice)).statusCode).toBe(404);
    expect(await myAlerts(asha)).toEqual([shop.variants.rice]);

    expect((await cancelAlert(asha, shop.storeId, shop.variants.rice)).statusCode).toBe(204);
    expect(await myAlerts(asha)).toEqual([]);
    expect((await cancelAlert(asha, shop.storeId, 'not-an-id')).statusCode).toBe(400);
  });
});
