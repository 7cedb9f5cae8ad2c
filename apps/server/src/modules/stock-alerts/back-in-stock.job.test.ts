import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores } from '#src/db/schema/index.ts';
import type { StoreImportInput } from '@haat/contract/store-import/store-import.schemas';
import { storePublicBase } from '#src/modules/stores/index.ts';
import { importStore } from '#src/modules/store-import/store-import.service.ts';
import {
  countRows,
  createCommerceTestApp,
  createShop,
  placeOrder,
  readyCheckout,
  setVariant,
  signIn,
  type CommerceShop,
} from '#src/modules/orders/commerce-test-kit.ts';
import { signInStaff } from '#src/modules/console/console-test-kit.ts';
import { fixtureImagesDir } from '#src/testing/factories.ts';
import { backInStockText, productLink, sendBackInStockMessages } from './back-in-stock.job.ts';
import { habitsOn, linkConfig, notifyMe, RecordingSms } from './stock-alerts-test-kit.ts';

describe('the back-in-stock SMS, as a rule', () => {
  const alert = { storeName: 'Green Grocer', productName: 'Cow Ghee' };

  it('speaks the language the shopper asked in, with the link', () => {
    const link = 'https://haat.example/green/product/6f1c';
    expect(backInStockText(alert, 'en', link)).toBe(`Green Grocer: Cow Ghee is back in stock. Order now: ${link}`);
    expect(backInStockText(alert, 'hi', link)).toBe(`Green Grocer: Cow Ghee फिर से स्टॉक में है। अभी ऑर्डर करें: ${link}`);
  });

  it('links to the store’s own domain, else PUBLIC_URL with its friendly id, never to a request’s host', () => {
    const config = { publicUrl: 'https://haat.example', port: 8080 };
    expect(productLink(storePublicBase(config, { friendlyId: 'green', domains: [] }), 'p1')).toBe(
      'https://haat.example/green/product/p1',
    );
    expect(storePublicBase(config, { friendlyId: 'green', domains: ['shop.green.in', 'green.in'] })).toBe(
      'https://green.in',
    );
    expect(storePublicBase({ publicUrl: undefined, port: 8080 }, { friendlyId: 'green', domains: [] })).toBe(
      'http://localhost:8080/green',
    );
  });
});

const context = await createCommerceTestApp();
const { app, storage } = context;
const db = context.database.db;
const run = (sms: RecordingSms) => sendBackInStockMessages(db, { sms, config: linkConfig });

/** A store with both habits, its rice sold out, and a shopper who asked to be told (in `locale`). */
async function waitingShopper(locale: 'en' | 'hi' = 'en', customise: (document: StoreImportInput) => void = () => {}) {
  const shop = await createShop(context, (document) => {
    habitsOn(document);
    customise(document);
  });
  await setVariant(db, shop.variants.rice, { availableQuantity: 0 });
  const shopper = await signIn(app, shop);
  const asked = await app.inject({
    method: 'POST',
    url: '/api/stock-alerts',
    headers: { authorization: `Bearer ${shopper.session.accessToken}`, 'accept-language': locale },
    payload: { productVariantId: shop.variants.rice, storeId: shop.storeId },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  return { shop, shopper, productId: asked.json().productId as string };
}

const sentTo = (sms: RecordingSms, shop: CommerceShop) =>
  sms.sent.filter((message) => message.storeId === shop.storeId);

describe('stock coming back sends exactly one SMS, whichever way it came', () => {
  it('through the console: a member sets the count', async () => {
    const { shop, shopper, productId } = await waitingShopper();
    const sms = new RecordingSms();
    await run(sms);
    expect(sentTo(sms, shop)).toEqual([]); // still sold out: nothing yet
    const member = await signInStaff(app, db, shop, 'STAFF');
    const set = await member.call('PATCH', `/variants/${shop.variants.rice}`, { availableQuantity: 7 });
    expect(set.json()).toMatchObject({ variantId: shop.variants.rice, availableQuantity: 7 });
    await run(sms);
    await run(sms);
    expect(sentTo(sms, shop)).toEqual([
      {
        storeId: shop.storeId,
        storeName: shop.storeName,
        mobile: shopper.mobile,
        product: 'Basmati Rice',
        link: `https://haat.example/${await friendlyIdOf(shop)}/product/${productId}`,
        locale: 'en',
        text: expect.stringContaining('Basmati Rice is back in stock. Order now: https://haat.example/'),
      },
    ]);
    // The console's count is in the audit log.
    expect(
      await countRows(db, 'console_audit', `action = 'VARIANT_CHANGED' and target_id = '${shop.variants.rice}'`),
    ).toBe(1);
  });

  it('through a store import: the document has stock again; the SMS is in Hindi when asked in Hindi', async () => {
    let document!: StoreImportInput;
    const { shop, productId } = await waitingShopper('hi', (d) => {
      document = d;
      d.products[1]!.translations = { hi: { name: 'बासमती चावल' } };
    });
    const sms = new RecordingSms();
    document.products[1]!.variants[0]!.availableQuantity = 25;
    const imported = await importStore({ db, storage }, document, fixtureImagesDir);
    expect(imported.ok).toBe(true);
    await run(sms);
    await run(sms);
    const [message, ...more] = sentTo(sms, shop);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ locale: 'hi', product: 'बासमती चावल' });
    expect(message!.text).toBe(
      `${shop.storeName}: बासमती चावल फिर से स्टॉक में है। अभी ऑर्डर करें: https://haat.example/${document.store.friendlyId}/product/${productId}`,
    );
  });

  it('through a cancelled order putting its stock back', async () => {
    const shop = await createShop(context, habitsOn);
    const buyer = await signIn(app, shop);
    // The buyer takes the only salt; then another shopper asks to be told.
    const placed = await placeOrder(
      buyer,
      await readyCheckout(buyer, [{ productVariantId: shop.variants.salt, quantity: 1 }], 'COD'),
    );
    const waiting = await signIn(app, shop);
    expect((await notifyMe(waiting, shop.variants.salt)).statusCode).toBe(200);
    const sms = new RecordingSms();
    await run(sms);
    expect(sentTo(sms, shop)).toEqual([]);
    const cancelled = await buyer.call('PUT', `/api/orders/${placed.json().id}/state`, {
      orderState: 'CANCELLED',
      reason: 'ordered twice',
    });
    expect(cancelled.statusCode).toBe(200);
    await run(sms);
    await run(sms);
    expect(sentTo(sms, shop).map((message) => [message.mobile, message.product])).toEqual([
      [waiting.mobile, 'Iodised Salt'],
    ]);
  });
});

describe('once per request', () => {
  it('a failed send is tried again on the next run, and sent once', async () => {
    const { shop } = await waitingShopper();
    await setVariant(db, shop.variants.rice, { availableQuantity: 3 });
    const sms = new RecordingSms();
    sms.failing = true;
    expect(await run(sms)).toMatchObject({ failed: 1 });
    sms.failing = false;
    await run(sms);
    await run(sms);
    expect(sentTo(sms, shop)).toHaveLength(1);
  });

  it('a sent request is done: sold out and back again sends nothing more until the shopper asks again', async () => {
    const { shop, shopper } = await waitingShopper();
    const sms = new RecordingSms();
    await setVariant(db, shop.variants.rice, { availableQuantity: 3 });
    await run(sms);
    await setVariant(db, shop.variants.rice, { availableQuantity: 0 });
    // Their list no longer shows it: pressing again is a new request.
    expect((await shopper.call('GET', '/api/stock-alerts')).json().alerts).toEqual([]);
    await setVariant(db, shop.variants.rice, { availableQuantity: 2 });
    await run(sms);
    expect(sentTo(sms, shop)).toHaveLength(1);
    await setVariant(db, shop.variants.rice, { availableQuantity: 0 });
    expect((await notifyMe(shopper, shop.variants.rice)).statusCode).toBe(200);
    await setVariant(db, shop.variants.rice, { availableQuantity: 2 });
    await run(sms);
    expect(sentTo(sms, shop)).toHaveLength(2);
  });

  it('a cancelled request, or a store that turned it off, sends nothing', async () => {
    const { shop, shopper } = await waitingShopper();
    await app.inject({
      method: 'DELETE',
      url: `/api/stock-alerts/${shop.variants.rice}?storeId=${shop.storeId}`,
      headers: { authorization: `Bearer ${shopper.session.accessToken}` },
    });
    const sms = new RecordingSms();
    await setVariant(db, shop.variants.rice, { availableQuantity: 3 });
    await run(sms);
    expect(sentTo(sms, shop)).toEqual([]);

    const off = await waitingShopper();
    await db.update(stores).set({ notifyMe: false }).where(eq(stores.id, off.shop.storeId));
    await setVariant(db, off.shop.variants.rice, { availableQuantity: 3 });
    await run(sms);
    expect(sentTo(sms, off.shop)).toEqual([]);
  });
});

async function friendlyIdOf(shop: CommerceShop): Promise<string> {
  const rows = await app.inject({ method: 'GET', url: `/api/stores/${shop.storeId}` });
  return rows.json().friendlyId as string;
}
