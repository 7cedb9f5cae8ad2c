import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@haat/contract/format';
import { messages } from '@haat/contract/messages';
import {
  deliveryCalendarSchema,
  pauseSchema,
  type CalendarDelivery,
  type DeliveryCalendar,
} from '@haat/contract/subscriptions/delivery-calendar.schemas';
import { translate } from '@haat/contract/i18n/translate';
import { deliveryDayMessages, indiaMoment, MAX_PLANNED_PAUSES } from '@haat/contract/subscriptions/delivery-days';
import { addDays, dayOfWeekOf, indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import { orders, stores, subscriptionDeliveries, subscriptionWalletNotices } from '#src/db/schema/index.ts';
import { runSubscriptionOrders } from './subscription-orders.job.ts';
import { TestClock } from '#src/modules/identity/identity-test-kit.ts';
import { fundWallet, setVariant, signIn, stockOf, type Shopper } from '#src/modules/orders/commerce-test-kit.ts';
import type { OtpMessage, SmsProvider, WalletShortfallMessage } from '#src/providers/sms/sms-provider.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { createSubscriptionShop, subscribe, type SubscriptionShop } from './subscription-test-kit.ts';

/** The SMS the job sends, kept for the test to read. */
class RecordingSms implements SmsProvider {
  readonly name = 'console' as const;
  readonly shortfalls: WalletShortfallMessage[] = [];
  async sendOtp(_message: OtpMessage): Promise<void> {}
  async sendWalletShortfall(message: WalletShortfallMessage): Promise<void> {
    this.shortfalls.push(message);
  }
  async sendBackInStock(): Promise<void> {}
  async sendOrderUpdate(): Promise<void> {}
}

const clock = new TestClock();
const context = await createTestApp({ otpSendsPerIpPerHour: 100_000 }, { clock: clock.now });
const { app } = context;
const db = context.database.db;

// Each test lives in a fortnight of its own, from a Sunday well ahead: `today` is that Sunday, so the
// calendar starts on it, and a job run for one test's dates finds no other test's deliveries.
let fortnights = 0;
function ownFortnight() {
  fortnights += 1;
  const realToday = indiaToday();
  const firstSunday = addDays(realToday, 7 - new Date(`${realToday}T00:00:00Z`).getUTCDay());
  const today = addDays(firstSunday, 14 * fortnights);
  clock.set(indiaMoment(today, '12:00'));
  return { today, day: (n: number) => addDays(today, n) };
}

/** A subscription through the API, within the test's fortnight unless told (from the clock's today). */
function subscribeNow(shop: SubscriptionShop, shopper: Shopper, overrides: Parameters<typeof subscribe>[2] = {}) {
  const today = indiaToday(clock.now());
  return subscribe(shop, shopper, { startDate: today, endDate: addDays(today, 13), ...overrides });
}

async function shopWithShopper(): Promise<{ shop: SubscriptionShop; shopper: Shopper }> {
  const shop = await createSubscriptionShop(context);
  return { shop, shopper: await signIn(app, shop) };
}

async function calendarOf(shopper: Shopper): Promise<DeliveryCalendar> {
  const response = await shopper.call('GET', `/api/subscriptions/calendar?customerId=${shopper.customerId}`);
  expect(response.statusCode, response.body).toBe(200);
  return deliveryCalendarSchema.parse(response.json());
}

function deliveryOn(calendar: DeliveryCalendar, date: string, subscriptionId: string): CalendarDelivery | undefined {
  return calendar.days.find((day) => day.date === date)?.deliveries.find((d) => d.subscriptionId === subscriptionId);
}

const changeDay = (shopper: Shopper, id: string, date: string, quantity: unknown) =>
  shopper.call('PUT', `/api/subscriptions/${id}/days/${date}`, { quantity });
const restoreDay = (shopper: Shopper, id: string, date: string, storeId: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/subscriptions/${id}/days/${date}?storeId=${storeId}`,
    headers: { authorization: `Bearer ${shopper.session.accessToken}` },
  });
const pause = (shopper: Shopper, body: { subscriptionId: string | null; startDate: string; endDate: string }) =>
  shopper.call('POST', '/api/subscriptions/pauses', { customerId: shopper.customerId, ...body });
const endPause = (shopper: Shopper, id: string, storeId: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/subscriptions/pauses/${id}?storeId=${storeId}`,
    headers: { authorization: `Bearer ${shopper.session.accessToken}` },
  });

/** The job as it runs at `now` for `date`. */
const runJob = (date: string, now: Date, sms?: SmsProvider) =>
  runSubscriptionOrders(db, { date, now, ...(sms ? { sms } : {}) });

async function deliveryRow(subscriptionId: string, date: string) {
  const [row] = await db
    .select({
      outcome: subscriptionDeliveries.outcome,
      reason: subscriptionDeliveries.reason,
      orderId: subscriptionDeliveries.orderId,
    })
    .from(subscriptionDeliveries)
    .where(
      and(eq(subscriptionDeliveries.subscriptionId, subscriptionId), eq(subscriptionDeliveries.deliveryDate, date)),
    );
  return row ?? null;
}

describe('GET /api/subscriptions/calendar', () => {
  it('shows this week and the next, from Sunday, with what comes and why not', async () => {
    const { today, day } = ownFortnight();
    const { shop, shopper } = await shopWithShopper();
    const everyDay = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
    const milk = await subscribeNow(shop, shopper, {
      daysOfWeek: [dayOfWeekOf(day(2)), dayOfWeekOf(day(5))],
      startDate: day(2),
      endDate: day(9),
      quantity: 2,
    });
    const rice = await subscribeNow(shop, shopper, { variantId: shop.variants.rice, daysOfWeek: [...everyDay] });
    const off = await subscribeNow(shop, shopper, { daysOfWeek: [dayOfWeekOf(day(3))], isActive: false });
    await setVariant(db, shop.variants.rice, { availableQuantity: 0 });

    const calendar = await calendarOf(shopper);
    expect(calendar.today).toBe(today);
    expect(calendar.days.map((d) => d.date)).toEqual(Array.from({ length: 14 }, (_, i) => day(i)));
    expect(calendar.cutoffTime).toBe('22:00');
    expect(calendar.firstChangeableDate).toBe(day(1)); // noon: tomorrow is still open
    // Ghee 599.99 incl. 12 % GST, two of them: the order's total, as the job would price it.
    expect(deliveryOn(calendar, day(2), milk)).toMatchObject({
      status: 'SCHEDULED',
      quantity: 2,
      usualQuantity: 2,
      price: 1199.98,
      changeable: true,
      timeSlot: shop.slots[0],
    });
    expect(deliveryOn(calendar, day(9), milk)).toMatchObject({ status: 'SCHEDULED' });
    expect(deliveryOn(calendar, day(12), milk)).toMatchObject({ status: 'AFTER_END', changeable: false });
    expect(deliveryOn(calendar, day(1), milk)).toBeUndefined(); // not one of its days
    // Asked for today at noon, when today's orders had closed: it starts tomorrow (issue 39).
    expect(deliveryOn(calendar, day(0), rice)).toMatchObject({ status: 'BEFORE_START', changeable: false });
    expect(deliveryOn(calendar, day(1), rice)).toMatchObject({ status: 'OUT_OF_STOCK', reason: 'Out of stock' });
    expect(deliveryOn(calendar, day(3), off)).toMatchObject({ status: 'SWITCHED_OFF', changeable: false });
    expect(calendar.walletShortfall).toBeNull(); // all cash on delivery
  });

  it('answers 404 for another customer, 403 without a session, 400 for a bad id', async () => {
    ownFortnight();
    const { shop, shopper } = await shopWithShopper();
    const other = await signIn(app, shop);
    const theirs = await shopper.call('GET', `/api/subscriptions/calendar?customerId=${other.customerId}`);
    expect(theirs.statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/subscriptions/calendar?customerId=${shopper.customerId}&storeId=${shop.storeId}`,
    });
    expect(anonymous.statusCode).toBe(403);
    const bad = await shopper.call('GET', '/api/subscriptions/calendar?customerId=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
  });

  it('computes the same dates on a server in another time zone', async () => {
    ownFortnight();
    const { shop, shopper } = await shopWithShopper();
    await subscribeNow(shop, shopper, { daysOfWeek: ['MONDAY', 'FRIDAY'] });
    const zone = process.env.TZ;
    try {
      const answers = [];
      for (const tz of ['Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
        process.env.TZ = tz;
        answers.push(await calendarOf(shopper));
      }
      for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
    } finally {
      process.env.TZ = zone;
    }
  });
});

describe('PUT|DELETE /api/subscriptions/{id}/days/{date}', () => {
  it('skips one date or changes its quantity without touching the recurrence, and the job follows', async () => {
    const { day } = ownFortnight();
    const { shop, shopper } = await shopWithShopper();
    const id = await subscribeNow(shop, shopper, { daysOfWeek: [dayOfWeekOf(day(2)), dayOfWeekOf(day(3))] });

    expect((await changeDay(shopper, id, day(2), 0)).statusCode).toBe(204);
    expect((await changeDay(shopper, id, day(3), 3)).statusCode).toBe(204);
    let calendar = await calendarOf(shopper);
    expect(deliveryOn(calendar, day(2), id)).toMatchObject({ status: 'SKIPPED', quantity: 0, changeable: true });
    expect(deliveryOn(calendar, day(3), id)).toMatchObject({ status: 'SCHEDULED', quantity: 3, price: 1799.97 });
    expect(deliveryOn(calendar, day(9), id)).toMatchObject({ status: 'SCHEDULED', quantity: 1 });

    // Back to the usual for one, then skip it again.
    expect((await restoreDay(shopper, id, day(2), shop.storeId)).statusCode).toBe(204);
    expect(deliveryOn(await calendarOf(shopper), day(2), id)).toMatchObject({ status: 'SCHEDULED', quantity: 1 });
    expect((await changeDay(shopper, id, day(2), 0)).statusCode).toBe(204);

    const stock = await stockOf(db, shop.variants.ghee);
    expect(await runJob(day(2), indiaMoment(day(1), '22:00'))).toMatchObject({ placed: 0, skipped: 1 });
    expect(await deliveryRow(id, day(2))).toEqual({
      outcome: 'SKIPPED',
      reason: 'delivery.reasonSkipped',
      orderId: null,
    });
    expect(await runJob(day(3), indiaMoment(day(2), '22:00'))).toMatchObject({ placed: 1 });
    const made = await deliveryRow(id, day(3));
    const [order] = await db.select().from(orders).where(eq(orders.id, made!.orderId!));
    expect(order!.finalPricePaise).toBe(179_997);
    expect(await stockOf(db, shop.variants.ghee)).toBe(stock - 3);

    clock.set(indiaMoment(day(3), '08:00'));
    calendar = await calendarOf(await signIn(app, shop, shopper.mobile));
    expect(deliveryOn(calendar, day(2), id)).toMatchObject({ status: 'SKIPPED', changeable: false });
    expect(deliveryOn(calendar, day(3), id)).toMatchObject({
      status: 'ORDERED',
      orderId: made!.orderId,
      price: 1799.97,
    });
  });

  it('closes a date at the store’s cut-off the day before, to the minute, and says until when', async () => {
    const { day } = ownFortnight();
    const { shop, shopper } = await shopWithShopper();
    await db.update(stores).set({ subscriptionCutoff: '18:30' }).where(eq(stores.id, shop.storeId));
    const id = await subscribeNow(shop, shopper, { daysOfWeek: [dayOfWeekOf(day(2))] });

    clock.set(new Date(indiaMoment(day(1), '18:30').getTime() - 1));
    const evening = await signIn(app, shop, shopper.mobile);
    expect((await changeDay(evening, id, day(2), 0)).statusCode).toBe(204);
    expect((await calendarOf(evening)).firstChangeableDate).toBe(day(2));
    clock.set(indiaMoment(day(1), '18:30'));
    const late = await changeDay(evening, id, day(2), 2);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(translate('en', deliveryDayMessages.changesClosed(day(2), '18:30')));
    expect(late.json().message).toMatch(/^Changes for \d+ \w+ \d{4} were possible until 06:30 PM on \d+ \w+ \d{4}\.$/);
    expect((await restoreDay(evening, id, day(2), shop.storeId)).statusCode).toBe(400);
    expect((await calendarOf(evening)).firstChangeableDate).toBe(day(3));
    // What was written in time is what the job honours.
    expect(await runJob(day(2), indiaMoment(day(1), '18:30'))).toMatchObject({ placed: 0, skipped: 1 });
  });

  it('refuses dates the subscription does not deliver on, bad quantities, and others’ subscriptions', async () => {
    const { day } = ownFortnight();
    const { shop, shopper } = await shopWithShopper();
    const id = await subscribeNow(shop, shopper, {
      daysOfWeek: [dayOfWeekOf(day(3)), dayOfWeekOf(day(5))],
      startDate: day(5),
      endDate: day(10),
    });
    const cases: Array<[string, unknown, string]> = [
      [day(3), 1, translate('en', deliveryDayMessages.beforeStart)],
      [day(12), 1, translate('en', deliveryDayMessages.afterEnd)],
      [day(6), 1, translate('en', deliveryDayMessages.notADeliveryDay)],
      [day(-1), 0, translate('en', deliveryDayMessages.changesClosed(day(-1), '22:00'))],
    ];
    for (const [date, quantity, message] of cases) {
      const response = await changeDay(shopper, id, date, quantity);
      expect(response.statusCode, date).toBe(400);
      expect(response.json().message).toBe(message);
    }
    for (const quantity of [51, -1, 1.5, '2', null]) {
      const response = await changeDay(shopper, id, day(5), quantity);
      expect(response.statusCode, String(quantity)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await changeDay(shopper, id, '2026-02-30', 1)).statusCode).toBe(400);
    expect((await changeDay(shopper, 'nope', day(5), 1)).statusCode).toBe(400);

    const stranger = await signIn(app, shop);
    expect((await changeDay(stranger, id, day(5), 0)).statusCode).toBe(404);
    expect((await restoreDay(stranger, id, day(5), shop.storeId)).statusCode).toBe(404);
    const elsewhere = await shopWithShopper();
    expect((await changeDay(elsewhere.shopper, id, day(5), 0)).statusCode).toBe(404);
    expect(deliveryOn(await calendarOf(shopper), day(5), id)).toMatchObject({ status: 'SCHEDULED', quantity: 1 });
  });
});

describe('POST|DELETE /api/subscriptions/pauses', () => {
  it('pauses all subscriptions for a week, the job skips those dates, and deliveries resume after', async () => {
    const { day } = ownFortnight();
    const { shop, shopper } = await shopWithShopper();
    const everyDay = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
    const ghee = await subscribeNow(shop, shopper, { daysOfWeek: [...everyDay] });
    const rice = await subscribeNow(shop, shopper, { variantId: shop.variants.rice, daysOfWeek: [...everyDay] });

    const created = await pause(shopper, { subscriptionId: null, startDate: day(2), endDate: day(8) });
    expect(created.statusCode, created.body).toBe(200);
    expect(pauseSchema.parse(created.json())).toMatchObject({ subscriptionId: null, productName: null });
    const calendar = await calendarOf(shopper);
    expect(calendar.pauses).toEqual([created.json()]);
    for (const id of [ghee, rice]) {
      expect(deliveryOn(calendar, day(1), id)?.status).toBe('SCHEDULED');
      for (let n = 2; n <= 8; n += 1) expect(deliveryOn(calendar, day(n), id)?.status).toBe('PAUSED');
      expect(deliveryOn(calendar, day(9), id)?.status).toBe('SCHEDULED');
    }

    for (const n of [2, 8]) {
      await runJob(day(n), indiaMoment(day(n - 1), '22:00'));
      expect(await deliveryRow(ghee, day(n))).toEqual({
        outcome: 'SKIPPED',
        reason: 'delivery.reasonPaused',
        orderId: null,
      });
    }
    expect(await runJob(day(9), indiaMoment(day(8), '22:00'))).toMatchObject({ placed: 2 });
  });

  it('pauses one subscription only, and refuses bad ranges, closed dates and too many pauses', async () => {
    const { today, day } = ownFortnight();
    const { shop, shopper } = await shopWithShopper();
    const ghee = await subscribeNow(shop, shopper, { daysOfWeek: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY'] });
    const rice = await subscribeNow(shop, shopper, {
      variantId: shop.variants.rice,
      daysOfWeek: ['MONDAY', 'TUESDAY'],
    });
    const one = await pause(shopper, { subscriptionId: ghee, startDate: day(1), endDate: day(3) });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().productName).toBe('Cow Ghee');
    const calendar = await calendarOf(shopper);
    expect(deliveryOn(calendar, day(1), ghee)?.status).toBe('PAUSED');
    expect(deliveryOn(calendar, day(1), rice)?.status).toBe('SCHEDULED');

    const refusals: Array<[object, string]> = [
      [{ startDate: day(5), endDate: day(4) }, messages.subscription.endBeforeStart],
      [{ startDate: today, endDate: day(4) }, translate('en', deliveryDayMessages.changesClosed(today, '22:00'))],
      [{ startDate: day(1), endDate: addDays(today, 400) }, translate('en', deliveryDayMessages.pauseTooFar)],
    ];
    for (const [range, message] of refusals) {
      const response = await pause(shopper, { subscriptionId: null, ...range } as never);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await pause(shopper, { subscriptionId: null, startDate: 'soon', endDate: day(2) })).statusCode).toBe(400);

    const stranger = await signIn(app, shop);
    expect((await pause(stranger, { subscriptionId: ghee, startDate: day(1), endDate: day(2) })).statusCode).toBe(404);
    const forOther = await shopper.call('POST', '/api/subscriptions/pauses', {
      customerId: stranger.customerId,
      subscriptionId: null,
      startDate: day(1),
      endDate: day(2),
    });
    expect(forOther.statusCode).toBe(404);
    expect((await endPause(stranger, one.json().id, shop.storeId)).statusCode).toBe(404);

    for (let i = 1; i < MAX_PLANNED_PAUSES; i += 1) {
      expect(
        (await pause(shopper, { subscriptionId: rice, startDate: day(20 + i), endDate: day(20 + i) })).statusCode,
      ).toBe(200);
    }
    const eleventh = await pause(shopper, { subscriptionId: rice, startDate: day(40), endDate: day(41) });
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().message).toBe(translate('en', deliveryDayMessages.tooManyPauses));
  });

  it('ends a pause as early as the cut-off allows: removed before it begins, shortened once under way', async () => {
    const { day } = ownFortnight();
    const { shop, shopper } = await shopWithShopper();
    const id = await subscribeNow(shop, shopper, {
      daysOfWeek: ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'],
    });
    const later = (await pause(shopper, { subscriptionId: id, startDate: day(10), endDate: day(12) })).json();
    const soon = (await pause(shopper, { subscriptionId: null, startDate: day(1), endDate: day(6) })).json();
    expect((await endPause(shopper, later.id, shop.storeId)).statusCode).toBe(204);

    // Past tomorrow's cut-off, after the job made tomorrow's (paused) day: day(1) and day(2) stay paused.
    clock.set(indiaMoment(day(1), '23:00'));
    const again = await signIn(app, shop, shopper.mobile);
    await runJob(day(2), indiaMoment(day(1), '22:00'));
    expect((await endPause(again, soon.id, shop.storeId)).statusCode).toBe(204);
    const calendar = await calendarOf(again);
    // Shortened to the last closed date, it can no longer be ended: the list leaves it out, the days keep it.
    expect(calendar.pauses).toEqual([]);
    const endedAgain = await endPause(again, soon.id, shop.storeId);
    expect(endedAgain.statusCode).toBe(400);
    expect(endedAgain.json().message).toBe(translate('en', deliveryDayMessages.changesClosed(day(2), '22:00')));
    expect(deliveryOn(calendar, day(2), id)?.status).toBe('PAUSED');
    expect(deliveryOn(calendar, day(3), id)).toMatchObject({ status: 'SCHEDULED', changeable: true });
  });
});

describe('the wallet that never surprises', () => {
  it('tells the shopper once by SMS and on the calendar, waits for the recharge, then delivers', async () => {
    const { day } = ownFortnight();
    const { shop, shopper } = await shopWithShopper();
    await fundWallet(db, shop, shopper, 500);
    const id = await subscribeNow(shop, shopper, { daysOfWeek: [dayOfWeekOf(day(1))], paymentMethod: 'HAAT_WALLET' });

    // The calendar says so before the cut-off already: 599.99 due, 500 in the wallet.
    const before = await calendarOf(shopper);
    expect(before.walletShortfall).toEqual({
      date: day(1),
      due: 599.99,
      balance: 500,
      shortfall: 99.99,
      message: translate('en', deliveryDayMessages.walletShort(99.99, day(1))),
    });

    const sms = new RecordingSms();
    const evening = indiaMoment(day(0), '22:05');
    expect(await runJob(day(1), evening, sms)).toMatchObject({
      placed: 0,
      failed: 0,
      awaitingRecharge: 1,
      notified: 1,
    });
    expect(await runJob(day(1), indiaMoment(day(0), '22:15'), sms)).toMatchObject({ awaitingRecharge: 1, notified: 0 });
    expect(sms.shortfalls).toHaveLength(1);
    expect(sms.shortfalls[0]).toMatchObject({ storeId: shop.storeId, shortfall: '₹99.99' });
    expect(sms.shortfalls[0]!.text).toBe(
      `${shop.storeName}: your wallet is ₹99.99 short for your deliveries on ${formatDate(day(1))}. Recharge by 06:00 AM that day to receive them.`,
    );
    const [notice] = await db
      .select()
      .from(subscriptionWalletNotices)
      .where(eq(subscriptionWalletNotices.customerId, shopper.customerId));
    expect(notice).toMatchObject({ deliveryDate: day(1), shortfallPaise: 9999 });
    expect(await deliveryRow(id, day(1))).toBeNull();

    await fundWallet(db, shop, shopper, 99.99);
    expect((await calendarOf(shopper)).walletShortfall).toBeNull();
    expect(await runJob(day(1), indiaMoment(day(1), '05:00'), sms)).toMatchObject({ placed: 1 });
    expect(await deliveryRow(id, day(1))).toMatchObject({ outcome: 'PLACED' });
  });

  it("sends the evening's low-balance SMS in the store's default language (no shopper asked for it)", async () => {
    const { day } = ownFortnight();
    const { shop, shopper } = await shopWithShopper();
    await db.update(stores).set({ defaultLanguage: 'hi' }).where(eq(stores.id, shop.storeId));
    await fundWallet(db, shop, shopper, 500);
    await subscribeNow(shop, shopper, { daysOfWeek: [dayOfWeekOf(day(1))], paymentMethod: 'HAAT_WALLET' });
    const sms = new RecordingSms();
    expect(await runJob(day(1), indiaMoment(day(0), '22:05'), sms)).toMatchObject({ notified: 1 });
    const [sent] = sms.shortfalls;
    expect(sent).toMatchObject({ locale: 'hi', shortfall: '₹99.99', date: formatDate(day(1), 'hi') });
    expect(sent!.text).toBe(
      `${shop.storeName}: ${formatDate(day(1), 'hi')} की आपकी डिलीवरी के लिए आपके वॉलेट में ₹99.99 कम हैं। ` +
        'उन्हें पाने के लिए उसी दिन सुबह 6:00 बजे तक रिचार्ज करें।',
    );
  });

  it('fails the delivery with the balance reason once the recharge deadline has passed', async () => {
    const { day } = ownFortnight();
    const { shop, shopper } = await shopWithShopper();
    const id = await subscribeNow(shop, shopper, { daysOfWeek: [dayOfWeekOf(day(1))], paymentMethod: 'HAAT_WALLET' });
    expect(await runJob(day(1), indiaMoment(day(1), '05:59'))).toMatchObject({ awaitingRecharge: 1 });
    expect(await runJob(day(1), indiaMoment(day(1), '06:00'))).toMatchObject({ failed: 1, awaitingRecharge: 0 });
    expect(await deliveryRow(id, day(1))).toMatchObject({
      outcome: 'FAILED',
      reason: 'payment.insufficientBalance',
    });
  });

  it('a failed SMS is tried again on the next run', async () => {
    const { day } = ownFortnight();
    const { shop, shopper } = await shopWithShopper();
    await subscribeNow(shop, shopper, { daysOfWeek: [dayOfWeekOf(day(1))], paymentMethod: 'HAAT_WALLET' });
    const failing: SmsProvider = {
      name: 'msg91',
      sendOtp: async () => {},
      sendWalletShortfall: async () => {
        throw new Error('gateway down');
      },
      sendBackInStock: async () => {},
      sendOrderUpdate: async () => {},
    };
    expect(await runJob(day(1), indiaMoment(day(0), '22:05'), failing)).toMatchObject({ notified: 0, errors: 1 });
    const sms = new RecordingSms();
    expect(await runJob(day(1), indiaMoment(day(0), '22:10'), sms)).toMatchObject({ notified: 1, errors: 0 });
    expect(sms.shortfalls).toHaveLength(1);
  });
});
