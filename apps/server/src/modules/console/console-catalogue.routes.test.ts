import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleProductList } from '@haat/contract/console/console-catalogue.schemas';
import { changedTables, snapshot } from '#src/hardening/hardening-world.ts';
import {
  createCommerceTestApp,
  createShop,
  shownStock,
  signIn,
  stockOf,
  type CommerceShop,
} from '#src/modules/orders/commerce-test-kit.ts';
import { signInStaff, type StaffCaller } from './console-test-kit.ts';

const context = await createCommerceTestApp();
const { app } = context;
const db = context.database.db;

let shop: CommerceShop;
let elsewhere: CommerceShop;
let staff: StaffCaller;
let owner: StaffCaller;
let skuOf: (name: 'ghee' | 'rice' | 'salt') => string;

beforeAll(async () => {
  shop = await createShop(context);
  elsewhere = await createShop(context);
  staff = await signInStaff(app, db, shop, 'STAFF');
  owner = await signInStaff(app, db, shop, 'OWNER');
  const list = (await staff.call('GET', '/products?size=50')).json<ConsoleProductList>();
  const variants = list.products.flatMap((product) => product.variants);
  skuOf = (name) => variants.find((variant) => variant.variantId === shop.variants[name])!.sku;
});

const refusal = (answer: { statusCode: number; json: () => unknown }) => ({
  status: answer.statusCode,
  body: answer.json(),
});

describe('GET /api/stores/:storeId/console/products', () => {
  it('lists the store’s products with each pack size’s price, MRP, stock and visibility, and finds by name or SKU', async () => {
    const all = (await staff.call('GET', '/products')).json<ConsoleProductList>();
    expect(all.products.map((product) => product.name)).toEqual(['Cow Ghee', 'Basmati Rice', 'Iodised Salt']);
    expect(all.products[0]).toMatchObject({
      taxPercent: 12,
      taxType: 'INCLUSIVE',
      variants: [
        { variantId: shop.variants.ghee, sellingPrice: 599.99, mrp: 650, availableQuantity: 20, isVisible: true },
      ],
    });
    const byName = (await staff.call('GET', '/products?q=basmati')).json<ConsoleProductList>();
    expect(byName.products.map((product) => product.name)).toEqual(['Basmati Rice']);
    const bySku = (
      await staff.call('GET', `/products?q=${encodeURIComponent(skuOf('salt'))}`)
    ).json<ConsoleProductList>();
    expect(bySku.products.map((product) => product.name)).toEqual(['Iodised Salt']);
    // A pattern typed is letters, not a wildcard.
    expect((await staff.call('GET', '/products?q=%25')).json<ConsoleProductList>().products).toEqual([]);
  });

  it('refuses a bad page with a message', async () => {
    const answer = await staff.call('GET', '/products?page=0');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toHaveProperty('message');
  });
});

describe('PATCH /api/stores/:storeId/console/variants/:variantId', () => {
  it('changes stock and price, which the storefront shows at once, and writes who did it in the log', async () => {
    const answer = await staff.call('PATCH', `/variants/${shop.variants.rice}`, {
      availableQuantity: 33,
      sellingPrice: 440,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ availableQuantity: 33, sellingPrice: 440, mrp: 500 });
    expect(await shownStock(app, shop, shop.variants.rice)).toBe(33);
    const audit = (await owner.call('GET', '/audit?page=1&size=5')).json().entries[0];
    expect(audit).toMatchObject({
      action: 'VARIANT_CHANGED',
      targetType: 'VARIANT',
      targetId: shop.variants.rice,
      staff: { id: staff.staffId },
      before: { sku: skuOf('rice'), availableQuantity: 10, sellingPrice: 450.25 },
      after: { sku: skuOf('rice'), availableQuantity: 33, sellingPrice: 440 },
    });
  });

  it('refuses an MRP below the price with its GST on top, and changes nothing', async () => {
    const before = await snapshot(db);
    // Rice is 440 + 5 % GST = 462.00 a pack: an MRP of 461.99 would be sold above.
    const answer = await staff.call('PATCH', `/variants/${shop.variants.rice}`, { mrp: 461.99 });
    expect(refusal(answer)).toEqual({
      status: 400,
      body: { code: 'BAD_REQUEST', message: 'The MRP (₹461.99) must be at least the price with its GST (₹462.00)' },
    });
    expect(changedTables(before, await snapshot(db))).toEqual([]);
    expect((await staff.call('PATCH', `/variants/${shop.variants.rice}`, { mrp: 462 })).statusCode).toBe(200);
  });

  it('answers in Hindi for a member who reads Hindi', async () => {
    const answer = await app.inject({
      method: 'PATCH',
      url: `/api/stores/${shop.storeId}/console/variants/${shop.variants.ghee}`,
      headers: { authorization: `Bearer ${staff.session.accessToken}`, 'accept-language': 'hi' },
      payload: { sellingPrice: 700 },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('MRP (₹650.00) GST सहित कीमत (₹700.00) से कम नहीं हो सकता');
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const before = await snapshot(db);
    for (const body of [{}, { availableQuantity: -1 }, { availableQuantity: 2.5 }, { sellingPrice: 10.001 }]) {
      const answer = await staff.call('PATCH', `/variants/${shop.variants.salt}`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toHaveProperty('message');
    }
    expect(changedTables(before, await snapshot(db))).toEqual([]);
  });

  it('finds no pack size of another store', async () => {
    const answer = await staff.call('PATCH', `/variants/${elsewhere.variants.salt}`, { availableQuantity: 0 });
    expect(refusal(answer)).toEqual({ status: 404, body: { code: 'NOT_FOUND', message: 'Pack size not found' } });
    expect(await stockOf(db, elsewhere.variants.salt)).toBe(1);
  });

  it('opens to no shopper, and to no member of another store’s staff', async () => {
    const shopper = await signIn(app, shop);
    const asShopper = await app.inject({
      method: 'PATCH',
      url: `/api/stores/${shop.storeId}/console/variants/${shop.variants.salt}`,
      headers: { authorization: `Bearer ${shopper.session.accessToken}` },
      payload: { availableQuantity: 0 },
    });
    expect(asShopper.statusCode).toBe(404);
    const stranger = await signInStaff(app, db, elsewhere, 'OWNER');
    const asStranger = await app.inject({
      method: 'PATCH',
      url: `/api/stores/${shop.storeId}/console/variants/${shop.variants.salt}`,
      headers: { authorization: `Bearer ${stranger.session.accessToken}` },
      payload: { availableQuantity: 0 },
    });
    expect(asStranger.statusCode).toBe(404);
    expect(await stockOf(db, shop.variants.salt)).toBe(1);
  });
});

describe('POST /api/stores/:storeId/console/stock-prices', () => {
  it('writes every row of a good file in one go, and says how many pack sizes changed', async () => {
    const csv = `sku,stock,selling_price,visible\r\n${skuOf('ghee')},15,,yes\r\n"${skuOf('salt')}",4,27.5,no\r\n`;
    const answer = await staff.call('POST', '/stock-prices', { csv });
    expect(answer.json()).toEqual({ updated: 2 });
    expect(await stockOf(db, shop.variants.ghee)).toBe(15);
    const salt = (
      await staff.call('GET', `/products?q=${encodeURIComponent(skuOf('salt'))}`)
    ).json<ConsoleProductList>();
    expect(salt.products[0]!.variants[0]).toMatchObject({ availableQuantity: 4, sellingPrice: 27.5, isVisible: false });
  });

  it('reports every bad row by its line and reason, and writes nothing when any row is bad', async () => {
    const before = await snapshot(db);
    const csv = [
      'sku,stock,mrp',
      `${skuOf('ghee')},9,`,
      `${skuOf('rice')},many,`,
      'NO-SUCH-SKU,1,',
      `${skuOf('salt')},2,1.00`,
      `${skuOf('ghee')},3,`,
    ].join('\n');
    const answer = await staff.call('POST', '/stock-prices', { csv });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      code: 'BAD_REQUEST',
      message: '4 rows have problems: nothing was changed',
      problems: [
        { line: 3, reason: 'stock must be a whole number, 0 or more' },
        { line: 4, reason: 'No pack size of this store has the SKU NO-SUCH-SKU' },
        { line: 5, reason: 'The MRP (₹1.00) must be at least the price with its GST (₹27.50)' },
        { line: 6, reason: `The SKU ${skuOf('ghee')} is already on line 2` },
      ],
    });
    expect(changedTables(before, await snapshot(db))).toEqual([]);
  });

  it('refuses a file whose header it cannot read, and another store’s SKUs as unknown', async () => {
    const header = await staff.call('POST', '/stock-prices', { csv: `sku,price\n${skuOf('ghee')},1` });
    expect(header.json()).toEqual({
      code: 'BAD_REQUEST',
      message: '1 row has a problem: nothing was changed',
      problems: [{ line: 1, reason: 'Unknown column "price": use sku, selling_price, mrp, stock or visible' }],
    });
    const theirs = (await signInStaff(app, db, elsewhere, 'STAFF')).call('POST', '/stock-prices', {
      csv: `sku,stock\n${skuOf('ghee')},0`,
    });
    expect((await theirs).json().problems).toEqual([
      { line: 2, reason: `No pack size of this store has the SKU ${skuOf('ghee')}` },
    ]);
    expect(await stockOf(db, shop.variants.ghee)).toBe(15);
  });
});
