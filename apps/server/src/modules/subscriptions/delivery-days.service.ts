import { WALLET_PAYMENT_METHOD } from '@haat/contract/checkouts/checkouts.values';
import { fromPaise, toPaise } from '@haat/contract/format';
import type { Locale } from '@haat/contract/i18n/locales';
import { text, translate, type MessageId, type Text } from '@haat/contract/i18n/translate';
import type {
  CalendarDelivery,
  CalendarDeliveryStatus,
  CreatePauseBody,
  DeliveryCalendar,
  Pause,
  WalletShortfall,
} from '@haat/contract/subscriptions/delivery-calendar.schemas';
import {
  calendarDates,
  changesOpen,
  deliveryDayMessages,
  firstChangeableDate,
  latestDayChangeDate,
  MAX_PLANNED_PAUSES,
  pauseDatesError,
} from '@haat/contract/subscriptions/delivery-days';
import { addDays, dayOfWeekOf, indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import type { Db } from '#src/db/connect.ts';
import { findStoreCommerceSettings } from '#src/modules/stores/index.ts';
import { findOwnWallet } from '#src/modules/wallets/index.ts';
import type { CustomerPrincipal } from '#src/plugins/auth.ts';
import { fail, ok, type Result } from '#src/result.ts';
import { deliveryFailureReasons, deliveryPricePaise, deliverySkipReasons } from './delivery-order.service.ts';
import {
  countOwnPauses,
  deletePause,
  deleteDayChange,
  findDayChanges,
  findDeliveries,
  findOwnPause,
  insertPause,
  listOwnPauses,
  lockOwnSubscriptions,
  shortenPause,
  upsertDayChange,
  type DateRange,
  type PauseRow,
} from './delivery-days.repository.ts';
import {
  findOwnSubscription,
  listCustomerSubscriptions,
  type SubscriptionRow,
  type SubscriptionWithVariant,
} from './subscriptions.repository.ts';
import { SUBSCRIPTION_NOT_FOUND_MESSAGE } from './subscriptions.service.ts';

type DayResult<T> = Result<T, 'NOT_FOUND' | 'INVALID'>;

/** The most subscriptions the calendar shows: far more than a household keeps. */
const CALENDAR_SUBSCRIPTIONS = 200;

/**
 * One date of one subscription: `quantity` instead of the usual, 0 to skip it; the usual quantity again
 * removes the change. Accepted only while the date's changes are open (the store's cut-off the day before),
 * within DAY_CHANGE_WITHIN_DAYS, and the date is one the subscription delivers on.
 */
export async function changeDeliveryDay(
  db: Db,
  principal: CustomerPrincipal,
  target: { id: string; date: string; quantity: number },
  now: Date,
  locale: Locale,
): Promise<DayResult<null>> {
  // Without a horizon a change for 2099 was kept (issue 33); one so far ahead is a pause, not a day's change.
  if (target.date > latestDayChangeDate(indiaToday(now))) return fail('INVALID', deliveryDayMessages.dayTooFar);
  return onOpenDate(db, principal, target, now, locale, async (tx, subscription) => {
    if (target.date < subscription.startDate) return fail('INVALID', deliveryDayMessages.beforeStart);
    if (subscription.endDate && target.date > subscription.endDate) {
      return fail('INVALID', deliveryDayMessages.afterEnd);
    }
    if (!subscription.daysOfWeek.includes(dayOfWeekOf(target.date))) {
      return fail('INVALID', deliveryDayMessages.notADeliveryDay);
    }
    const change = { storeId: principal.storeId, subscriptionId: subscription.id, deliveryDate: target.date };
    if (target.quantity === subscription.quantity) await deleteDayChange(tx, change);
    else await upsertDayChange(tx, { ...change, quantity: target.quantity });
    return ok(null);
  });
}

/** Brings the usual delivery of one date back (removes its skip or quantity change), while changes are open. */
export async function restoreDeliveryDay(
  db: Db,
  principal: CustomerPrincipal,
  target: { id: string; date: string },
  now: Date,
  locale: Locale,
): Promise<DayResult<null>> {
  return onOpenDate(db, principal, target, now, locale, async (tx, subscription) => {
    await deleteDayChange(tx, {
      storeId: principal.storeId,
      subscriptionId: subscription.id,
      deliveryDate: target.date,
    });
    return ok(null);
  });
}

/** Runs `change` on the caller's subscription, locked, when its date is still open for changes. */
async function onOpenDate(
  db: Db,
  principal: CustomerPrincipal,
  target: { id: string; date: string },
  now: Date,
  locale: Locale,
  change: (tx: Db, subscription: SubscriptionRow) => Promise<DayResult<null>>,
): Promise<DayResult<null>> {
  return db.transaction(async (tx) => {
    const subscription = await findOwnSubscription(tx, principal, target.id, { lock: true });
    if (!subscription) return fail('NOT_FOUND', SUBSCRIPTION_NOT_FOUND_MESSAGE);
    const range = { from: target.date, to: target.date };
    const closed = await closedFor(tx, principal, [subscription.id], range, now, locale);
    return closed ? fail('INVALID', closed) : change(tx, subscription);
  });
}

/**
 * A pause (vacation) of one subscription or of all the customer's in the store. Its first date must still be
 * open for changes; it ends within a year.
 */
export async function createPause(
  db: Db,
  principal: CustomerPrincipal,
  body: CreatePauseBody,
  now: Date,
  locale: Locale,
): Promise<DayResult<Pause>> {
  const settings = await findStoreCommerceSettings(db, principal.storeId);
  if (!settings) return fail('NOT_FOUND', 'server.storeNotFound');
  const today = indiaToday(now);
  const cutoffTime = settings.subscriptionCutoff;
  const datesError = pauseDatesError(
    body,
    {
      today,
      cutoffTime,
      firstChangeableDate: firstChangeableDate(cutoffTime, now),
    },
    locale,
  );
  if (datesError) return fail('INVALID', datesError);
  return db.transaction(async (tx) => {
    const locked = await lockOwnSubscriptions(tx, principal, body.subscriptionId);
    if (body.subscriptionId && locked.length === 0) return fail('NOT_FOUND', SUBSCRIPTION_NOT_FOUND_MESSAGE);
    const closed = await closedFor(tx, principal, locked, { from: body.startDate, to: body.endDate }, now, locale);
    if (closed) return fail('INVALID', closed);
    if ((await countOwnPauses(tx, principal, today)) >= MAX_PLANNED_PAUSES) {
      return fail('INVALID', deliveryDayMessages.tooManyPauses);
    }
    const row = await insertPause(tx, {
      storeId: principal.storeId,
      customerId: principal.customerId,
      subscriptionId: body.subscriptionId,
      startDate: body.startDate,
      endDate: body.endDate,
    });
    const productName = body.subscriptionId ? await productNameOf(tx, principal, body.subscriptionId, locale) : null;
    return ok(toPause(row, productName));
  });
}

/**
 * Ends a pause as early as the cut-off allows: one that has not begun is removed; one under way ends on the
 * last date already closed, so deliveries resume from the first date still open.
 */
export async function endPause(
  db: Db,
  principal: CustomerPrincipal,
  id: string,
  now: Date,
  locale: Locale,
): Promise<DayResult<null>> {
  return db.transaction(async (tx) => {
    const pause = await findOwnPause(tx, principal, id);
    if (!pause) return fail('NOT_FOUND', deliveryDayMessages.pauseNotFound);
    const locked = await lockOwnSubscriptions(tx, principal, pause.subscriptionId);
    const settings = await findStoreCommerceSettings(tx, principal.storeId);
    if (!settings) return fail('NOT_FOUND', 'server.storeNotFound');
    const firstOpen = firstChangeableDate(settings.subscriptionCutoff, now);
    // Over, or ending on dates already closed: nothing is left to resume.
    if (pause.endDate < firstOpen) {
      return fail('INVALID', deliveryDayMessages.changesClosed(pause.endDate, settings.subscriptionCutoff, locale));
    }
    const resumeFrom = pause.startDate > firstOpen ? pause.startDate : firstOpen;
    const closed = await closedFor(tx, principal, locked, { from: resumeFrom, to: pause.endDate }, now, locale);
    if (closed) return fail('INVALID', closed);
    if (pause.startDate >= firstOpen) await deletePause(tx, principal.storeId, pause.id);
    else await shortenPause(tx, principal.storeId, pause.id, addDays(firstOpen, -1));
    return ok(null);
  });
}

/**
 * Why changes for these subscriptions within the range are refused, or null: its first date's cut-off has
 * passed, or (a server whose clock runs behind) the job has already dealt with a date in it. Called with the
 * subscriptions locked, as the job locks them, so the two never cross.
 */
async function closedFor(
  tx: Db,
  principal: CustomerPrincipal,
  subscriptionIds: readonly string[],
  range: DateRange,
  now: Date,
  locale: Locale,
): Promise<Text | null> {
  const settings = await findStoreCommerceSettings(tx, principal.storeId);
  if (!settings) return text('server.storeNotFound');
  const cutoff = settings.subscriptionCutoff;
  if (!changesOpen(range.from, cutoff, now)) return deliveryDayMessages.changesClosed(range.from, cutoff, locale);
  const dealtWith = await findDeliveries(tx, principal.storeId, subscriptionIds, range);
  const first = dealtWith.map((delivery) => delivery.deliveryDate).sort()[0];
  return first ? deliveryDayMessages.changesClosed(first, cutoff, locale) : null;
}

async function productNameOf(
  tx: Db,
  principal: CustomerPrincipal,
  subscriptionId: string,
  locale: Locale,
): Promise<string | null> {
  const page = { limit: CALENDAR_SUBSCRIPTIONS, offset: 0 };
  const { rows } = await listCustomerSubscriptions(tx, principal, page, locale);
  return rows.find((row) => row.subscription.id === subscriptionId)?.variant.productName ?? null;
}

function toPause(row: PauseRow, productName: string | null): Pause {
  return {
    id: row.id,
    subscriptionId: row.subscriptionId,
    productName,
    startDate: row.startDate,
    endDate: row.endDate,
  };
}

/**
 * This week and the next for the caller's subscriptions: for each date a subscription delivers on, what will
 * come or why not, with the pauses and the wallet's shortfall for the next wallet deliveries.
 */
export async function deliveryCalendar(
  db: Db,
  principal: CustomerPrincipal,
  now: Date,
  locale: Locale,
): Promise<DayResult<DeliveryCalendar>> {
  const settings = await findStoreCommerceSettings(db, principal.storeId);
  if (!settings) return fail('NOT_FOUND', 'server.storeNotFound');
  const today = indiaToday(now);
  const dates = calendarDates(today);
  const range = { from: dates[0]!, to: dates.at(-1)! };
  const page = { limit: CALENDAR_SUBSCRIPTIONS, offset: 0 };
  const { rows } = await listCustomerSubscriptions(db, principal, page, locale);
  const ids = rows.map((row) => row.subscription.id);
  const [changes, deliveries, pauses, wallet] = await Promise.all([
    findDayChanges(db, principal.storeId, ids, range),
    findDeliveries(db, principal.storeId, ids, range),
    listOwnPauses(db, principal, range.from),
    findOwnWallet(db, principal),
  ]);
  const key = (subscriptionId: string, date: string) => `${subscriptionId}/${date}`;
  const changeOf = new Map(changes.map((change) => [key(change.subscriptionId, change.deliveryDate), change.quantity]));
  const deliveryOf = new Map(
    deliveries.map((delivery) => [key(delivery.subscriptionId, delivery.deliveryDate), delivery]),
  );
  const cutoff = settings.subscriptionCutoff;
  // The subscriptions are newest first; a day lists them oldest first, the order the job makes them in.
  const inOrder = [...rows].reverse();

  const days = dates.map((date) => ({
    date,
    deliveries: inOrder
      .filter(({ subscription }) => subscription.daysOfWeek.includes(dayOfWeekOf(date)))
      .map((row) => {
        const { subscription } = row;
        const dayQuantity = changeOf.get(key(subscription.id, date));
        const quantity = dayQuantity ?? subscription.quantity;
        const made = deliveryOf.get(key(subscription.id, date));
        const paused = pauses.some(
          (pause) =>
            (pause.subscriptionId === null || pause.subscriptionId === subscription.id) &&
            pause.startDate <= date &&
            date <= pause.endDate,
        );
        const { status, reason } = made ? fromDelivery(made) : plannedStatus(row, { date, today, quantity, paused });
        const open = !made && changesOpen(date, cutoff, now);
        const delivery: CalendarDelivery = {
          subscriptionId: subscription.id,
          productName: row.variant.productName,
          thumbnail: row.variant.thumbnail,
          weight: Number(row.variant.weight),
          weightUnit: row.variant.weightUnit,
          quantity,
          usualQuantity: subscription.quantity,
          timeSlot: subscription.preferredTimeSlot ?? null,
          price: fromPaise(made?.orderPricePaise ?? deliveryPricePaise(row.variant, quantity)),
          paymentMethod: subscription.paymentMethod,
          status,
          reason: reason && translate(locale, reason),
          orderId: made?.orderId ?? null,
          changeable: open && (status === 'SCHEDULED' || status === 'SKIPPED' || status === 'OUT_OF_STOCK'),
        };
        return delivery;
      }),
  }));

  const firstOpen = firstChangeableDate(cutoff, now);
  return ok({
    today,
    cutoffTime: cutoff,
    firstChangeableDate: firstOpen,
    days,
    // The days above show every pause in the fortnight; the list names those that can still be ended.
    pauses: pauses
      .filter((pause) => pause.endDate >= firstOpen)
      .map((pause) =>
        toPause(
          pause,
          pause.subscriptionId
            ? (rows.find((row) => row.subscription.id === pause.subscriptionId)?.variant.productName ?? null)
            : null,
        ),
      ),
    walletShortfall: walletShortfallOf(days, today, wallet?.balancePaise ?? 0, locale),
  });
}

function fromDelivery(made: { outcome: string; reason: MessageId | null }): {
  status: CalendarDeliveryStatus;
  reason: MessageId | null;
} {
  if (made.outcome === 'PLACED') return { status: 'ORDERED', reason: null };
  if (made.outcome === 'FAILED') return { status: 'FAILED', reason: made.reason };
  return { status: made.reason === deliverySkipReasons.paused ? 'PAUSED' : 'SKIPPED', reason: made.reason };
}

/** What a date the job has not dealt with will bring, by the same rules the job applies. */
function plannedStatus(
  { subscription, variant }: SubscriptionWithVariant,
  day: { date: string; today: string; quantity: number; paused: boolean },
): { status: CalendarDeliveryStatus; reason: MessageId | null } {
  if (day.date < subscription.startDate) return { status: 'BEFORE_START', reason: null };
  if (subscription.endDate && day.date > subscription.endDate) return { status: 'AFTER_END', reason: null };
  if (!subscription.isActive) return { status: 'SWITCHED_OFF', reason: null };
  if (day.paused) return { status: 'PAUSED', reason: deliverySkipReasons.paused };
  if (day.quantity === 0) return { status: 'SKIPPED', reason: deliverySkipReasons.skipped };
  if (day.date < day.today) return { status: 'NOT_ORDERED', reason: null };
  if (!variant.sellable) return { status: 'OUT_OF_STOCK', reason: deliveryFailureReasons.unavailable };
  if (!variant.isSubscribable) return { status: 'OUT_OF_STOCK', reason: deliveryFailureReasons.notSubscribable };
  if (variant.availableQuantity < day.quantity)
    return { status: 'OUT_OF_STOCK', reason: deliveryFailureReasons.outOfStock };
  return { status: 'SCHEDULED', reason: null };
}

/**
 * The first date from today whose wallet deliveries the job has still to make, when the balance does not
 * cover them: what to recharge, at least.
 */
function walletShortfallOf(
  days: { date: string; deliveries: CalendarDelivery[] }[],
  today: string,
  balancePaise: number,
  locale: Locale,
): WalletShortfall | null {
  for (const day of days) {
    if (day.date < today) continue;
    const due = day.deliveries.filter(
      (delivery) => delivery.status === 'SCHEDULED' && delivery.paymentMethod === WALLET_PAYMENT_METHOD,
    );
    if (due.length === 0) continue;
    const duePaise = due.reduce((sum, delivery) => sum + toPaise(delivery.price), 0);
    if (duePaise <= balancePaise) return null;
    const shortfall = fromPaise(duePaise - balancePaise);
    return {
      date: day.date,
      due: fromPaise(duePaise),
      balance: fromPaise(balancePaise),
      shortfall,
      message: translate(locale, deliveryDayMessages.walletShort(shortfall, day.date, locale)),
    };
  }
  return null;
}
