import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { DeliverySheet } from '@haat/contract/console/console-deliveries.schemas';
import type { ConsoleToday } from '@haat/contract/console/console-today.schemas';
import { runSubscriptionOrders } from '#src/modules/subscriptions/index.ts';
import { changesCloseAt, indiaMoment } from '@haat/contract/subscriptions/delivery-days';
import { createTestApp } from '#src/testing/test-app.ts';
import {
  address,
  placeOrder,
  readyCheckout,
  setVariant,
  signIn,
  type Shopper,
} from '#src/modules/orders/commerce-test-kit.ts';
import {
  addDays,
  createSubscriptionShop,
  subscribe,
  today,
  weekdayOf,
  type SubscriptionShop,
} from '#src/modules/subscriptions/subscription-test-kit.ts';
import { signInStaff } from './console-test-kit.ts';

// Ten in the morning in India, today: tomorrow's changes are open whatever the hour the suite runs at.
const context = await createTestApp({ otpSendsPerIpPerHour: 100_000 }, { clock: () => indiaMoment(today(), '10:00') });
const { app } = context;
const db = context.database.db;

/** A date whose changes are still open (the cut-off is the evening before), on its own weekday. */
const DAY = addDays(today(), 3);

/** A shopper of the shop with a subscription delivering on DAY, to their own door. */
async function subscriber(
  shop: SubscriptionShop,
  who: { name: string; pin: string; slot?: number | null },
  overrides: Parameters<typeof subscribe>[2] = {},
): Promise<{ shopper: Shopper; id: string }> {
  const shopper = await signIn(app, shop);
  const slot = who.slot === null ? null : shop.slots[who.slot ?? 0];
  const id = await subscribe(shop, shopper, {
    daysOfWeek: [weekdayOf(DAY)],
    shippingAddress: { ...address, name: who.name, mobile: shopper.mobile, pin: who.pin },
    preferredTimeSlot: slot,
    ...overrides,
  });
  return { shopper, id };
}

async function sheetOf(
  caller: { call: (method: 'GET', path: string) => Promise<{ statusCode: number; body: string; json: () => unknown }> },
  date = DAY,
) {
  const answer = await caller.call('GET', `/deliveries?date=${date}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as DeliverySheet;
}

const namesOn = (sheet: DeliverySheet) => sheet.slots.flatMap((slot) => slot.deliveries.map((one) => one.name));

describe('GET /api/stores/:storeId/console/deliveries', () => {
  it('lists the day’s deliveries by slot with the door and the pack, leaving out paused, skipped and switched-off ones', async () => {
    const shop = await createSubscriptionShop(context);
    const staff = await signInStaff(app, db, shop, 'STAFF');
    await subscriber(shop, { name: 'Meera Iyer', pin: '560041', slot: 1 }, { quantity: 2 });
    const changed = await subscriber(shop, { name: 'Asha Rao', pin: '560038' }, { variantId: shop.variants.rice });
    await subscriber(shop, { name: 'Bina Das', pin: '560001', slot: null }, { quantity: 3 });
    const paused = await subscriber(shop, { name: 'Paused Pal', pin: '560002' });
    const skipped = await subscriber(shop, { name: 'Skipped Sen', pin: '560003' });
    await subscriber(shop, { name: 'Off Singh', pin: '560004' }, { isActive: false });
    await subscriber(shop, { name: 'Other Day', pin: '560005' }, { daysOfWeek: [weekdayOf(addDays(DAY, 1))] });

    const pausedAnswer = await paused.shopper.call('POST', '/api/subscriptions/pauses', {
      customerId: paused.shopper.customerId,
      subscriptionId: null,
      startDate: DAY,
      endDate: addDays(DAY, 2),
    });
    expect(pausedAnswer.statusCode, pausedAnswer.body).toBe(200);
    const skippedAnswer = await skipped.shopper.call('PUT', `/api/subscriptions/${skipped.id}/days/${DAY}`, {
      quantity: 0,
    });
    expect(skippedAnswer.statusCode, skippedAnswer.body).toBe(204);
    const more = await changed.shopper.call('PUT', `/api/subscriptions/${changed.id}/days/${DAY}`, { quantity: 4 });
    expect(more.statusCode, more.body).toBe(204);

    const sheet = await sheetOf(staff);
    expect(sheet.date).toBe(DAY);
    expect(sheet.deliveryCount).toBe(3);
    expect(namesOn(sheet)).not.toContain('Paused Pal');
    expect(namesOn(sheet)).not.toContain('Skipped Sen');
    expect(namesOn(sheet)).not.toContain('Off Singh');
    expect(namesOn(sheet)).not.toContain('Other Day');
    expect(sheet.slots.map((slot) => slot.slot)).toEqual([
      { startTime: shop.slots[0]!.startTime, endTime: shop.slots[0]!.endTime },
      { startTime: shop.slots[1]!.startTime, endTime: shop.slots[1]!.endTime },
      null,
    ]);
    expect(sheet.slots[0]!.deliveries).toEqual([
      {
        subscriptionId: changed.id,
        name: 'Asha Rao',
        mobile: changed.shopper.mobile,
        address: '12, 4th Cross, Indiranagar, Near the park, Bengaluru',
        pin: '560038',
        pack: expect.objectContaining({ variantId: shop.variants.rice, productName: 'Basmati Rice' }),
        quantity: 4,
      },
    ]);
    expect(sheet.slots[1]!.deliveries).toMatchObject([
      { name: 'Meera Iyer', quantity: 2, pack: { variantId: shop.variants.ghee } },
    ]);
    expect(sheet.slots[2]!.deliveries).toMatchObject([{ name: 'Bina Das', quantity: 3 }]);
    // What to load adds up to the doors: 2 + 3 ghee, 4 rice.
    expect(sheet.load.map(({ variantId, quantity }) => ({ variantId, quantity }))).toEqual(
      expect.arrayContaining([
        { variantId: shop.variants.ghee, quantity: 5 },
        { variantId: shop.variants.rice, quantity: 4 },
      ]),
    );
    const doors = sheet.slots.flatMap((slot) => slot.deliveries).reduce((sum, one) => sum + one.quantity, 0);
    expect(sheet.load.reduce((sum, pack) => sum + pack.quantity, 0)).toBe(doors);
  });

  it('reads the day as the job served it: an order made stays on the sheet, a failed one leaves it', async () => {
    const shop = await createSubscriptionShop(context);
    const owner = await signInStaff(app, db, shop, 'OWNER');
    await subscriber(shop, { name: 'First Door', pin: '560010' });
    await subscriber(shop, { name: 'Second Door', pin: '560011' });
    expect(namesOn(await sheetOf(owner)).sort()).toEqual(['First Door', 'Second Door']);
    // One ghee left: the job makes one order and fails the other day for stock.
    await setVariant(db, shop.variants.ghee, { availableQuantity: 1 });
    // The job serves every store's subscriptions of the day: this shop's are two of them.
    const summary = await runSubscriptionOrders(db, { date: DAY, now: changesCloseAt(DAY, '22:00') });
    expect(summary.failed).toBeGreaterThanOrEqual(1);
    const after = await sheetOf(owner);
    expect(after.deliveryCount).toBe(1);
    expect(after.load).toMatchObject([{ variantId: shop.variants.ghee, quantity: 1 }]);
  });

  it('is tomorrow in India when no date is given, and names products in the caller’s language', async () => {
    const shop = await createSubscriptionShop(context, (document) => {
      for (const product of document.products) {
        if (product.name === 'Cow Ghee') product.translations = { hi: { name: 'देसी घी' } };
      }
    });
    const staff = await signInStaff(app, db, shop, 'STAFF');
    await subscriber(shop, { name: 'Kal Wale', pin: '560020' }, { daysOfWeek: [weekdayOf(addDays(today(), 1))] });
    const answer = await app.inject({
      method: 'GET',
      url: `/api/stores/${shop.storeId}/console/deliveries`,
      headers: { authorization: `Bearer ${staff.session.accessToken}`, 'accept-language': 'hi' },
    });
    const sheet = answer.json() as DeliverySheet;
    expect(sheet.date).toBe(addDays(today(), 1));
    expect(sheet.load).toMatchObject([{ productName: 'देसी घी', quantity: 1 }]);
  });

  it('refuses a date that is not one with 400 and a message', async () => {
    const shop = await createSubscriptionShop(context);
    const staff = await signInStaff(app, db, shop, 'STAFF');
    for (const date of ['2026-02-30', 'tomorrow', '29-11-2026']) {
      for (const path of [`/deliveries?date=${date}`, `/deliveries/pdf?date=${date}`]) {
        const answer = await staff.call('GET', path);
        expect(answer.statusCode, path).toBe(400);
        expect(answer.json().message, path).toEqual(expect.any(String));
      }
    }
    const language = await staff.call('GET', `/deliveries/pdf?date=${DAY}&language=fr`);
    expect(language.statusCode).toBe(400);
  });

  it('answers 404 to another store’s staff and to a shopper, whatever the store’s sheet holds', async () => {
    const shop = await createSubscriptionShop(context);
    const elsewhere = await createSubscriptionShop(context);
    const stranger = await signInStaff(app, db, elsewhere, 'OWNER');
    const { shopper } = await subscriber(shop, { name: 'Private Person', pin: '560030' });
    for (const path of [`/deliveries?date=${DAY}`, `/deliveries/pdf?date=${DAY}`, '/today']) {
      const url = `/api/stores/${shop.storeId}/console${path}`;
      for (const token of [stranger.session.accessToken, shopper.session.accessToken]) {
        const answer = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        expect(answer.statusCode, url).toBe(404);
        expect(answer.body).not.toContain('Private Person');
      }
    }
  });
});

async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(document, { mergePages: true })).text.replace(/\s+/g, ' ');
}

describe('GET /api/stores/:storeId/console/deliveries/pdf', () => {
  it('downloads the sheet as a PDF listing what the subscriptions say, in the language asked for', async () => {
    const shop = await createSubscriptionShop(context);
    const staff = await signInStaff(app, db, shop, 'STAFF');
    await subscriber(shop, { name: 'Meera Iyer', pin: '560041' }, { quantity: 2 });
    const skipped = await subscriber(shop, { name: 'Skipped Sen', pin: '560003' });
    await skipped.shopper.call('PUT', `/api/subscriptions/${skipped.id}/days/${DAY}`, { quantity: 0 });

    const answer = await staff.call('GET', `/deliveries/pdf?date=${DAY}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="deliveries-${DAY}-en.pdf"`);
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain('Meera Iyer');
    expect(text).toContain('560041');
    expect(text).toContain('To load');
    expect(text).not.toContain('Skipped Sen');

    const hindi = await staff.call('GET', `/deliveries/pdf?date=${DAY}&language=hi`);
    expect(hindi.headers['content-disposition']).toBe(`attachment; filename="deliveries-${DAY}-hi.pdf"`);
    expect(await pdfText(hindi.rawPayload)).toContain('गाड़ी में रखें');
  });
});

describe('GET /api/stores/:storeId/console/today', () => {
  it('adds up today’s orders, the cash still to collect and the pack sizes running out', async () => {
    const shop = await createSubscriptionShop(context);
    const staff = await signInStaff(app, db, shop, 'STAFF');
    const shopper = await signIn(app, shop);
    const first = (
      await placeOrder(
        shopper,
        await readyCheckout(shopper, [{ productVariantId: shop.variants.rice, quantity: 1 }], 'COD'),
      )
    ).json();
    const second = (
      await placeOrder(
        shopper,
        await readyCheckout(shopper, [{ productVariantId: shop.variants.ghee, quantity: 1 }], 'COD'),
      )
    ).json();
    const shipped = await staff.call('POST', `/orders/${second.id}/moves`, { move: 'SHIP', fromState: 'PLACED' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    await setVariant(db, shop.variants.ghee, { availableQuantity: 5 });
    await setVariant(db, shop.variants.rice, { availableQuantity: 6 });
    await subscriber(shop, { name: 'Kal Wale', pin: '560020' }, { daysOfWeek: [weekdayOf(addDays(today(), 1))] });

    const answer = await staff.call('GET', '/today');
    expect(answer.statusCode, answer.body).toBe(200);
    const day = answer.json() as ConsoleToday;
    const both = Math.round((first.finalPrice + second.finalPrice) * 100) / 100;
    expect(day).toMatchObject({
      date: today(),
      orders: { count: 2, amount: both },
      cashToCollect: { count: 2, amount: both },
      cashOutForDelivery: { count: 1, amount: second.finalPrice },
      tomorrowDeliveries: 1,
      lowStockCount: 2,
    });
    // Salt (1 left) first, then ghee (5); rice at 6 is not running out.
    expect(day.lowStock.map((pack) => [pack.productName, pack.availableQuantity])).toEqual([
      ['Iodised Salt', 1],
      ['Cow Ghee', 5],
    ]);
    const elsewhere = await createSubscriptionShop(context);
    const other = await signInStaff(app, db, elsewhere, 'OWNER');
    expect(((await other.call('GET', '/today')).json() as ConsoleToday).orders).toEqual({ count: 0, amount: 0 });
  });
});
