import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@haat/contract/messages';
import { deliveryCalendarSchema } from '@haat/contract/subscriptions/delivery-calendar.schemas';
import { indiaMoment } from '@haat/contract/subscriptions/delivery-days';
import { addDays, dayOfWeekOf, indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import { subscriptionDeliveries } from '#src/db/schema/index.ts';
import { runSubscriptionOrders } from './subscription-orders.job.ts';
import { TestClock } from '#src/modules/identity/identity-test-kit.ts';
import { signIn, type Shopper } from '#src/modules/orders/commerce-test-kit.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { createSubscriptionShop, subscriptionBody, type SubscriptionShop } from './subscription-test-kit.ts';

// Issue 39: set up at 10:38 for today's 07:00 slot, the subscription started today and the job made an order
// for a slot whose cut-off (22:00 the evening before) had long passed.
const clock = new TestClock();
const context = await createTestApp({ otpSendsPerIpPerHour: 100_000 }, { clock: clock.now });
const { app } = context;
const db = context.database.db;

// Each test has a week of its own, well ahead of the real today, so one test's job run finds no other's.
let weeks = 0;
function ownWeek() {
  weeks += 1;
  const today = addDays(indiaToday(), 7 * weeks + 30);
  return { today, day: (n: number) => addDays(today, n) };
}

/** Sets the clock and signs the shopper in (a new one unless `again` says who) then: a session is 15 minutes. */
async function signedInAt(shop: SubscriptionShop, moment: Date, again?: Shopper): Promise<Shopper> {
  clock.set(moment);
  return signIn(app, shop, again?.mobile);
}

const create = (shop: SubscriptionShop, shopper: Shopper, overrides: Parameters<typeof subscriptionBody>[2]) =>
  shopper.call('POST', '/api/subscriptions', subscriptionBody(shop, shopper, overrides));
const update = (shopper: Shopper, id: string, body: object) => shopper.call('PUT', `/api/subscriptions/${id}`, body);

async function calendarStatus(shopper: Shopper, id: string, date: string) {
  const response = await shopper.call('GET', `/api/subscriptions/calendar?customerId=${shopper.customerId}`);
  expect(response.statusCode, response.body).toBe(200);
  const calendar = deliveryCalendarSchema.parse(response.json());
  const delivery = calendar.days.find((d) => d.date === date)?.deliveries.find((d) => d.subscriptionId === id);
  return delivery && { status: delivery.status, reason: delivery.reason };
}

async function deliveryRow(subscriptionId: string, date: string) {
  const [row] = await db
    .select({ outcome: subscriptionDeliveries.outcome, reason: subscriptionDeliveries.reason })
    .from(subscriptionDeliveries)
    .where(
      and(eq(subscriptionDeliveries.subscriptionId, subscriptionId), eq(subscriptionDeliveries.deliveryDate, date)),
    );
  return row ?? null;
}

describe('POST /api/subscriptions: the first delivery', () => {
  it('starts on the first open date when today’s orders have closed, and the job makes none for today', async () => {
    const { today, day } = ownWeek();
    const shop = await createSubscriptionShop(context);
    const shopper = await signedInAt(shop, indiaMoment(today, '10:38'));
    const everyDay = [dayOfWeekOf(day(0)), dayOfWeekOf(day(1)), dayOfWeekOf(day(2))];
    const response = await create(shop, shopper, { daysOfWeek: everyDay, startDate: today, endDate: day(6) });
    expect(response.statusCode, response.body).toBe(200);
    const { id, subscriptionRecurrence } = response.json();
    expect(subscriptionRecurrence.startDate).toBe(day(1));
    expect(await calendarStatus(shopper, id, today)).toEqual({ status: 'BEFORE_START', reason: null });
    expect(await calendarStatus(shopper, id, day(1))).toEqual({ status: 'SCHEDULED', reason: null });

    // The job serving today (its cut-off long past) has nothing of this subscription's to make.
    const todays = await runSubscriptionOrders(db, { date: today, now: indiaMoment(today, '10:40') });
    expect(todays).toMatchObject({ considered: 0, placed: 0 });
    // Tomorrow's run, after tonight's cut-off, makes tomorrow's.
    const tomorrows = await runSubscriptionOrders(db, { date: day(1), now: indiaMoment(today, '22:00') });
    expect(tomorrows).toMatchObject({ considered: 1, placed: 1 });
  });

  it('moves to the day after once tonight’s cut-off has passed, to the minute', async () => {
    const { today, day } = ownWeek();
    const shop = await createSubscriptionShop(context);
    const shopper = await signedInAt(shop, indiaMoment(today, '21:50'));
    const startOf = async (startDate: string) => {
      const response = await create(shop, shopper, { startDate, endDate: day(6), preferredTimeSlot: null });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().subscriptionRecurrence.startDate as string;
    };
    clock.set(new Date(indiaMoment(today, '22:00').getTime() - 1));
    expect(await startOf(day(1))).toBe(day(1));
    clock.set(indiaMoment(today, '22:00'));
    expect(await startOf(day(1))).toBe(day(2));
    expect(await startOf(today)).toBe(day(2));
    expect(await startOf(day(4))).toBe(day(4));
  });

  it('refuses an end date before the first open date, and a start before today as before', async () => {
    const { today, day } = ownWeek();
    const shop = await createSubscriptionShop(context);
    const shopper = await signedInAt(shop, indiaMoment(today, '10:38'));
    const endsToday = await create(shop, shopper, { startDate: today, endDate: today });
    expect(endsToday.statusCode).toBe(400);
    expect(endsToday.json().message).toBe(messages.subscription.endBeforeStart);
    const yesterday = await create(shop, shopper, { startDate: day(-1) });
    expect(yesterday.json().message).toBe(messages.subscription.invalidStart);
    expect((await create(shop, shopper, { startDate: today, endDate: day(1) })).statusCode).toBe(200);
  });
});

describe('PUT /api/subscriptions/{id}: dates already closed', () => {
  it('adds no delivery on a closed date for a day added or a subscription switched on after its cut-off', async () => {
    const { today, day } = ownWeek();
    const shop = await createSubscriptionShop(context);
    // Set up days ago, delivering on day(1) only, in the evening slot (still to come today).
    let shopper = await signedInAt(shop, indiaMoment(day(-3), '12:00'));
    const created = await create(shop, shopper, {
      daysOfWeek: [dayOfWeekOf(day(1))],
      startDate: day(-2),
      endDate: day(6),
      preferredTimeSlot: shop.slots[1],
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json();
    const recurrence = (days: string[]) => ({
      subscriptionRecurrence: { daysOfWeek: days, startDate: day(-2), endDate: day(6) },
    });

    // 23:00 today: tomorrow's cut-off has passed too. Today and day(3) are added; tomorrow was due already.
    shopper = await signedInAt(shop, indiaMoment(today, '23:00'), shopper);
    const days = [dayOfWeekOf(today), dayOfWeekOf(day(1)), dayOfWeekOf(day(3))];
    const changed = await update(shopper, id, recurrence(days));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await deliveryRow(id, today)).toEqual({ outcome: 'SKIPPED', reason: 'delivery.reasonAfterCutoff' });
    expect(await deliveryRow(id, day(1))).toBeNull();
    expect(await calendarStatus(shopper, id, today)).toEqual({
      status: 'SKIPPED',
      reason: "Added after the day's cut-off",
    });

    expect(await runSubscriptionOrders(db, { date: today, now: clock.now() })).toMatchObject({ placed: 0 });
    expect(await runSubscriptionOrders(db, { date: day(1), now: clock.now() })).toMatchObject({ placed: 1 });

    // Switched off and on again after day(3)'s cut-off: day(3) gets nothing; day(4) onwards is open.
    shopper = await signedInAt(shop, indiaMoment(day(2), '22:30'), shopper);
    expect((await update(shopper, id, { ...recurrence(days), isActive: false })).statusCode).toBe(200);
    expect((await update(shopper, id, { ...recurrence(days), isActive: true })).statusCode).toBe(200);
    expect(await deliveryRow(id, day(3))).toEqual({ outcome: 'SKIPPED', reason: 'delivery.reasonAfterCutoff' });
    expect(await runSubscriptionOrders(db, { date: day(3), now: clock.now() })).toMatchObject({ placed: 0 });
  });

  it('leaves closed dates alone for a change that adds nothing to them', async () => {
    const { today, day } = ownWeek();
    const shop = await createSubscriptionShop(context);
    let shopper = await signedInAt(shop, indiaMoment(day(-3), '12:00'));
    const onToday = { daysOfWeek: [dayOfWeekOf(today)], startDate: day(-2), endDate: day(1) };
    const { id } = (await create(shop, shopper, onToday)).json();
    // 06:00: today's cut-off has passed; the end moves on, which adds nothing to today.
    shopper = await signedInAt(shop, indiaMoment(today, '06:00'), shopper);
    const later = { subscriptionRecurrence: { ...onToday, endDate: day(6) } };
    expect((await update(shopper, id, later)).statusCode).toBe(200);
    expect(await deliveryRow(id, today)).toBeNull();
    expect(await runSubscriptionOrders(db, { date: today, now: clock.now() })).toMatchObject({ placed: 1 });
  });
});

describe('the daily job and a slot that is over', () => {
  it('makes no order for a slot that ended before the job got to it, and says why', async () => {
    const { today, day } = ownWeek();
    const shop = await createSubscriptionShop(context);
    let shopper = await signedInAt(shop, indiaMoment(day(-3), '12:00'));
    const onToday = { daysOfWeek: [dayOfWeekOf(today)], startDate: day(-2), endDate: day(6) };
    const morning = (await create(shop, shopper, { ...onToday, preferredTimeSlot: shop.slots[0] })).json().id;
    const evening = (await create(shop, shopper, { ...onToday, preferredTimeSlot: shop.slots[1] })).json().id;
    const anyTime = (await create(shop, shopper, { ...onToday, preferredTimeSlot: null })).json().id;

    // The server was down all morning: the job first runs at 10:40, after the 07:00–09:00 slot.
    const summary = await runSubscriptionOrders(db, { date: today, now: indiaMoment(today, '10:40') });
    expect(summary).toMatchObject({ considered: 3, placed: 2, skipped: 1 });
    expect(await deliveryRow(morning, today)).toEqual({ outcome: 'SKIPPED', reason: 'delivery.reasonSlotPassed' });
    expect(await deliveryRow(evening, today)).toMatchObject({ outcome: 'PLACED' });
    expect(await deliveryRow(anyTime, today)).toMatchObject({ outcome: 'PLACED' });
    shopper = await signedInAt(shop, indiaMoment(today, '10:45'), shopper);
    expect(await calendarStatus(shopper, morning, today)).toEqual({
      status: 'SKIPPED',
      reason: 'The delivery slot had passed',
    });
  });
});
