import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { indiaMoment } from '@haat/contract/subscriptions/delivery-days';
import type { DayOfWeek } from '@haat/contract/subscriptions/subscriptions.schemas';
import { orderSchema, type Order } from '@haat/contract/orders/orders.schemas';
import { stores } from '#src/db/schema/index.ts';
import { selectRows } from '#src/db/select-rows.ts';
import {
  address,
  countRows,
  createCommerceTestApp,
  fundWallet,
  setVariant,
  signIn,
  stockOf,
  type Shopper,
} from '#src/modules/orders/commerce-test-kit.ts';
import { addDays, createSubscriptionShop, subscribe, today, weekdayOf } from './subscription-test-kit.ts';
import { walletLedger } from '#src/modules/wallets/wallets.repository.ts';
import { startSubscriptionOrdersTimer } from './subscription-orders.timer.ts';
import { runSubscriptionOrders } from './subscription-orders.job.ts';

const context = await createCommerceTestApp();
const { app } = context;
const db = context.database.db;

// The job serves every store in the database: each test delivers in a week of its own, so summaries count
// that test's subscriptions only. A week holds each weekday once.
let weeksTaken = 0;
function ownWeek() {
  weeksTaken += 1;
  const start = addDays(today(), 7 * weeksTaken);
  const end = addDays(start, 6);
  const on = (day: DayOfWeek) =>
    Array.from({ length: 7 }, (_, i) => addDays(start, i)).find((d) => weekdayOf(d) === day)!;
  return { start, end, on };
}

/** The job as it runs on the morning of `date`: past its cut-off and the wallet's recharge deadline. */
const onTheDay = (date: string) => ({ date, now: indiaMoment(date, '07:00') });

async function ordersOf(shopper: Shopper): Promise<Order[]> {
  const response = await shopper.call('GET', `/api/orders?customerId=${shopper.customerId}&size=100`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().orders as unknown[]).map((order) => orderSchema.parse(order));
}

const historyActors = async (orderId: string) =>
  (
    await selectRows<{ actor: string; to_state: string }>(
      db,
      sql`select actor, to_state from order_state_history where order_id = ${orderId}`,
    )
  ).map((row) => `${row.actor}:${row.to_state}`);

describe('runSubscriptionOrders', () => {
  it('places a COD order on the chosen weekdays within the range only, priced from the catalogue', async () => {
    const shop = await createSubscriptionShop(context);
    const shopper = await signIn(app, shop);
    const week = ownWeek();
    await subscribe(shop, shopper, {
      variantId: shop.variants.rice,
      quantity: 2,
      daysOfWeek: ['MONDAY', 'THURSDAY'],
      startDate: week.start,
      endDate: week.end,
    });
    const stock = await stockOf(db, shop.variants.rice);
    const placedOn: string[] = [];
    for (let i = -7; i < 14; i += 1) {
      const date = addDays(week.start, i);
      const summary = await runSubscriptionOrders(db, onTheDay(date));
      if (summary.placed > 0) placedOn.push(date);
      expect(summary).toMatchObject({ failed: 0, errors: 0 });
    }
    expect(placedOn.sort()).toEqual([week.on('MONDAY'), week.on('THURSDAY')].sort());
    expect(await stockOf(db, shop.variants.rice)).toBe(stock - 4);

    const orders = await ordersOf(shopper);
    expect(orders).toHaveLength(2);
    // Rice 450.25 × 2 + 5 % GST on top; no shipping on subscription deliveries.
    expect(orders[0]).toMatchObject({
      orderState: 'PLACED',
      paymentMethod: 'COD',
      paymentStatus: 'PENDING',
      totalPrice: 900.5,
      tax: 45.03,
      shippingCharge: 0,
      finalPrice: 945.53,
      totalDiscount: 54.47, // MRP (2 × 500) less what is paid, GST included
      expectedDeliveryTime: '07:00 AM - 09:00 AM',
      failureReason: null,
      shippingAddress: { name: address.name, pin: address.pin },
      orderItems: [{ productVariantId: shop.variants.rice, quantity: 2, sellingPrice: 450.25 }],
    });
    expect(orders[0]!.orderNumber).toMatch(/^HAAT-\d{6}-[0-9A-Z]{6}$/);
    expect(await historyActors(orders[0]!.id)).toEqual(['SUBSCRIPTION:PLACED']);
  });

  it('makes nothing twice: a replay of a date skips what it did', async () => {
    const shop = await createSubscriptionShop(context);
    const shopper = await signIn(app, shop);
    const week = ownWeek();
    await subscribe(shop, shopper, { daysOfWeek: ['TUESDAY'], startDate: week.start, endDate: week.end });
    await subscribe(shop, shopper, {
      daysOfWeek: ['TUESDAY', 'FRIDAY'],
      startDate: week.start,
      endDate: week.end,
      quantity: 3,
    });
    const date = week.on('TUESDAY');
    const first = await runSubscriptionOrders(db, onTheDay(date));
    expect(first).toMatchObject({ dates: [date], considered: 2, placed: 2, failed: 0, skipped: 0, errors: 0 });
    const stock = await stockOf(db, shop.variants.ghee);
    const again = await runSubscriptionOrders(db, onTheDay(date));
    expect(again).toMatchObject({ dates: [date], considered: 2, placed: 0, failed: 0, skipped: 2, errors: 0 });
    expect(await ordersOf(shopper)).toHaveLength(2);
    expect(await stockOf(db, shop.variants.ghee)).toBe(stock);
    expect(await countRows(db, 'subscription_deliveries', `delivery_date = '${date}'`)).toBe(2);
  });

  it('skips a paused subscription and does not back-fill after it resumes', async () => {
    const shop = await createSubscriptionShop(context);
    const shopper = await signIn(app, shop);
    const week = ownWeek();
    const id = await subscribe(shop, shopper, {
      daysOfWeek: ['MONDAY', 'FRIDAY'],
      startDate: week.start,
      endDate: week.end,
    });
    const recurrence = { daysOfWeek: ['MONDAY', 'FRIDAY'], startDate: week.start, endDate: week.end };
    const paused = await shopper.call('PUT', `/api/subscriptions/${id}`, {
      subscriptionRecurrence: recurrence,
      isActive: false,
    });
    expect(paused.statusCode).toBe(200);
    const monday = week.on('MONDAY');
    expect(await runSubscriptionOrders(db, onTheDay(monday))).toMatchObject({ considered: 0, placed: 0 });
    await shopper.call('PUT', `/api/subscriptions/${id}`, { subscriptionRecurrence: recurrence, isActive: true });
    const friday = week.on('FRIDAY');
    expect(await runSubscriptionOrders(db, onTheDay(friday))).toMatchObject({ considered: 1, placed: 1 });
    const delivered = await selectRows<{ delivery_date: string }>(
      db,
      sql`select delivery_date::text from subscription_deliveries where subscription_id = ${id}`,
    );
    expect(delivered.map((row) => row.delivery_date)).toEqual([friday]);
    expect(await ordersOf(shopper)).toHaveLength(1);
  });

  it('pays from the wallet, then fails a day the balance is short and keeps the subscription active', async () => {
    const shop = await createSubscriptionShop(context);
    const shopper = await signIn(app, shop);
    await fundWallet(db, shop, shopper, 1000);
    const week = ownWeek();
    const id = await subscribe(shop, shopper, {
      variantId: shop.variants.rice,
      daysOfWeek: ['MONDAY', 'TUESDAY', 'WEDNESDAY'],
      startDate: week.start,
      endDate: week.end,
      paymentMethod: 'HAAT_WALLET',
    });
    const stock = await stockOf(db, shop.variants.rice);
    expect(await runSubscriptionOrders(db, onTheDay(week.on('MONDAY')))).toMatchObject({ placed: 1 });
    expect(await runSubscriptionOrders(db, onTheDay(week.on('TUESDAY')))).toMatchObject({ placed: 1 });
    // 1000 − 2 × 472.76 = 54.48: not enough for a third.
    expect(await runSubscriptionOrders(db, onTheDay(week.on('WEDNESDAY')))).toMatchObject({ placed: 0, failed: 1 });

    const ledger = await walletLedger(db, shop.storeId, shopper.customerId);
    expect(ledger).toEqual({ balancePaise: 5448, ledgerPaise: 5448 });
    expect(await stockOf(db, shop.variants.rice)).toBe(stock - 2);
    const orders = await ordersOf(shopper);
    const failed = orders.filter((order) => order.orderState === 'FAILED');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      paymentMethod: 'HAAT_WALLET',
      paymentStatus: 'FAILED',
      failureReason: 'Insufficient Balance',
      finalPrice: 472.76,
    });
    expect(await historyActors(failed[0]!.id)).toEqual(['SUBSCRIPTION:FAILED']);
    expect(orders.filter((order) => order.orderState === 'PLACED').map((o) => o.paymentStatus)).toEqual([
      'PAID',
      'PAID',
    ]);
    const debits = await countRows(
      db,
      'wallet_transactions',
      `transaction_type = 'DEBIT' and store_id = '${shop.storeId}'`,
    );
    expect(debits).toBe(2);
    const list = await shopper.call('GET', `/api/subscriptions?customerId=${shopper.customerId}`);
    expect(list.json().subscriptions[0]).toMatchObject({ id, isActive: true });
  });

  it('fails a day out of stock, a hidden product and a payment mode switched off, taking nothing', async () => {
    const shop = await createSubscriptionShop(context);
    const shopper = await signIn(app, shop);
    const week = ownWeek();
    await subscribe(shop, shopper, {
      variantId: shop.variants.rice,
      quantity: 3,
      daysOfWeek: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY'],
      startDate: week.start,
      endDate: week.end,
    });
    await setVariant(db, shop.variants.rice, { availableQuantity: 2 });
    const reasonOn = async (date: string) => {
      const summary = await runSubscriptionOrders(db, onTheDay(date));
      expect(summary).toMatchObject({ considered: 1, errors: 0 });
      const [row] = await selectRows<{ outcome: string; reason: string | null }>(
        db,
        sql`select d.outcome, o.failure_reason as reason from subscription_deliveries d join orders o on o.id = d.order_id
          where d.store_id = ${shop.storeId} and d.delivery_date = ${date}`,
      );
      return `${row!.outcome}:${row!.reason}`;
    };
    expect(await reasonOn(week.on('MONDAY'))).toBe('FAILED:delivery.reasonOutOfStock');
    // Each shopper reads the reason in their own language (issue 36): never the English a job wrote.
    const failureReasonIn = async (language: string) => {
      const answer = await app.inject({
        method: 'GET',
        url: `/api/orders?customerId=${shopper.customerId}&storeId=${shop.storeId}`,
        headers: { authorization: `Bearer ${shopper.session.accessToken}`, 'accept-language': language },
      });
      return answer.json().orders[0].failureReason;
    };
    expect(await failureReasonIn('hi')).toBe('स्टॉक में नहीं');
    expect(await failureReasonIn('en')).toBe('Out of stock');
    expect(await stockOf(db, shop.variants.rice)).toBe(2);

    await setVariant(db, shop.variants.rice, { availableQuantity: 50, isVisible: false });
    expect(await reasonOn(week.on('TUESDAY'))).toBe('FAILED:delivery.reasonUnavailable');

    await setVariant(db, shop.variants.rice, { isVisible: true });
    await db.update(stores).set({ codEnabled: false }).where(eq(stores.id, shop.storeId));
    expect(await reasonOn(week.on('WEDNESDAY'))).toBe('FAILED:payment.methodNotSupported');

    await db.update(stores).set({ codEnabled: true }).where(eq(stores.id, shop.storeId));
    expect(await reasonOn(week.on('THURSDAY'))).toBe('PLACED:null');
    expect(await stockOf(db, shop.variants.rice)).toBe(47);
    const orders = await ordersOf(shopper);
    expect(orders.map((order) => order.paymentStatus).sort()).toEqual([
      'CANCELLED',
      'CANCELLED',
      'CANCELLED',
      'PENDING',
    ]);
  });
});

describe('POST /api/dev/jobs/subscriptions', () => {
  it('runs the job for the date in the body or the query and answers the summary', async () => {
    const shop = await createSubscriptionShop(context);
    const shopper = await signIn(app, shop);
    const week = ownWeek();
    await subscribe(shop, shopper, { daysOfWeek: ['SATURDAY'], startDate: week.start, endDate: week.end });
    const date = week.on('SATURDAY');
    const byBody = await app.inject({ method: 'POST', url: '/api/dev/jobs/subscriptions', payload: { date } });
    expect(byBody.statusCode, byBody.body).toBe(200);
    expect(byBody.json()).toEqual({
      dates: [date],
      considered: 1,
      placed: 1,
      failed: 0,
      skipped: 0,
      awaitingRecharge: 0,
      notified: 0,
      errors: 0,
    });
    const byQuery = await app.inject({ method: 'POST', url: `/api/dev/jobs/subscriptions?date=${date}` });
    expect(byQuery.json()).toMatchObject({ dates: [date], placed: 0, skipped: 1 });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/dev/jobs/subscriptions',
      payload: { date: '2026-13-01' },
    });
    expect(bad.statusCode).toBe(400);
    const todays = await app.inject({ method: 'POST', url: '/api/dev/jobs/subscriptions' });
    expect(todays.statusCode).toBe(200);
    expect(todays.json()).toMatchObject({ errors: 0 });
  });
});

describe('startSubscriptionOrdersTimer', () => {
  it('serves today in India at once, logs what it placed, and stops', async () => {
    const shop = await createSubscriptionShop(context);
    const shopper = await signIn(app, shop);
    // Other tests deliver from next week on: today belongs to this one. Set up before today's cut-off (the
    // API now starts one made later on the first open date), in the evening slot, still to come at noon.
    const id = await subscribe(shop, shopper, {
      daysOfWeek: [weekdayOf(today())],
      startDate: addDays(today(), 3),
      preferredTimeSlot: shop.slots[1],
    });
    await db.execute(sql`update subscriptions set start_date = ${today()}, end_date = ${today()} where id = ${id}`);
    const info: string[] = [];
    const errors: string[] = [];
    const changed: string[] = [];
    const stop = startSubscriptionOrdersTimer(db, {
      everyMs: 60_000,
      log: { info: (line) => info.push(line), error: (_details, line) => errors.push(line) },
      onStockChanged: (storeId) => changed.push(storeId),
      // Noon: before the cut-off, so tomorrow (other tests' subscriptions) is not served yet.
      clock: () => indiaMoment(today(), '12:00'),
      sms: app.providers.sms,
      concurrency: 1,
    });
    await expect.poll(() => info.length).toBe(1);
    await stop();
    expect(info[0]).toBe(`Subscription orders for ${today()}: 1 due, 1 placed, 0 failed, 0 already done or skipped`);
    expect(errors).toEqual([]);
    expect(await ordersOf(shopper)).toHaveLength(1);
    // The stock the order took is told to the cached reads (the app's cache bus, in main.ts).
    expect(changed).toEqual([shop.storeId]);
  });
});
