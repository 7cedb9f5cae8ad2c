import { pageCount } from '@haat/contract/common/pagination';
import { fromPaise } from '@haat/contract/format';
import { firstChangeableDate, openStartDate } from '@haat/contract/subscriptions/delivery-days';
import {
  addDays,
  deliversOn,
  indiaToday,
  subscriptionConfirmError,
  subscriptionUpdateError,
} from '@haat/contract/subscriptions/subscription-rules';
import type {
  createSubscriptionBodySchema,
  DayOfWeek,
  Subscription,
  SubscriptionListResponse,
  subscriptionListQuerySchema,
  updateSubscriptionBodySchema,
} from '@haat/contract/subscriptions/subscriptions.schemas';
import type { z } from 'zod';
import type { Locale } from '@haat/contract/i18n/locales';
import { text } from '@haat/contract/i18n/translate';
import { MAX_SUBSCRIPTIONS } from '@haat/contract/subscriptions/subscriptions.values';
import type { Db } from '#src/db/connect.ts';
import { findStoreCommerceSettings } from '#src/modules/stores/index.ts';
import type { CustomerPrincipal } from '#src/plugins/auth.ts';
import { fail, ok, type Result } from '#src/result.ts';
import { deliverySkipReasons } from './delivery-order.service.ts';
import { recordSkippedDelivery } from './subscription-deliveries.repository.ts';
import {
  countLiveSubscriptions,
  deleteOwnSubscription,
  findDeliverySlot,
  findOwnSubscription,
  findSubscribableVariant,
  insertSubscription,
  listCustomerSubscriptions,
  updateOwnSubscription,
  type SubscribableVariant,
  type SubscriptionRow,
} from './subscriptions.repository.ts';

type SubscriptionResult<T> = Result<T, 'NOT_FOUND' | 'INVALID' | 'LIMIT_REACHED'>;

type CreateBody = z.output<typeof createSubscriptionBodySchema>;
type UpdateBody = z.output<typeof updateSubscriptionBodySchema>;
type ListQuery = z.output<typeof subscriptionListQuerySchema>;

export const SUBSCRIPTION_NOT_FOUND_MESSAGE = 'server.subscriptionNotFound';
export const PRODUCT_UNAVAILABLE_MESSAGE = 'server.productUnavailable';
export const NOT_SUBSCRIBABLE_MESSAGE = 'server.notSubscribable';
export const INVALID_SLOT_MESSAGE = 'server.invalidSlot';
export const START_DATE_FIXED_MESSAGE = 'server.startDateFixed';

/**
 * Creates the caller's subscription. The §5 confirmation rules run first, exactly as the storefront runs
 * them (same function, India's today, the store's payment switches), so a shopper who bypasses the client
 * gets the same message; then the product must be the store's, sellable and subscribable, and the slot one
 * of the store's (its stored times are copied: the store may change its slots later). A shopper keeps at
 * most MAX_SUBSCRIPTIONS that have not ended (issue 33: each one is the daily job's work every day).
 */
export async function createSubscription(
  db: Db,
  principal: CustomerPrincipal,
  body: CreateBody,
  now: Date,
  locale: Locale,
): Promise<SubscriptionResult<Subscription>> {
  const settings = await findStoreCommerceSettings(db, principal.storeId);
  if (!settings) return fail('NOT_FOUND', 'server.storeNotFound');
  const recurrence = body.subscriptionRecurrence;
  const today = indiaToday(now);
  const ruleError = subscriptionConfirmError(
    {
      startDate: recurrence.startDate,
      endDate: recurrence.endDate,
      daysOfWeek: recurrence.daysOfWeek,
      hasAddress: Boolean(body.shippingAddress),
      paymentMethod: body.paymentMethod,
    },
    today,
    settings,
  );
  if (ruleError) return fail('INVALID', ruleError);
  const { paymentMethod, shippingAddress } = body;
  // The rules above refuse a missing start date, address or payment method; this tells the compiler so.
  if (!recurrence.startDate || !paymentMethod || !shippingAddress) {
    throw new Error('subscription rules passed an incomplete one');
  }
  // A start whose orders have closed (issue 39: set up at 10:38 for today's 07:00 slot) moves to the first
  // open date, as the set-up page said before Confirm; an end date before that leaves nothing to deliver.
  const startDate = openStartDate(recurrence.startDate, settings.subscriptionCutoff, now);
  const endError = subscriptionUpdateError({
    daysOfWeek: recurrence.daysOfWeek,
    startDate,
    endDate: recurrence.endDate,
  });
  if (endError) return fail('INVALID', endError);

  const variant = await findSubscribableVariant(db, principal.storeId, body.variantId, locale);
  if (!variant || !variant.sellable) return fail('INVALID', PRODUCT_UNAVAILABLE_MESSAGE);
  if (!variant.isSubscribable) return fail('INVALID', NOT_SUBSCRIBABLE_MESSAGE);
  let slot = null;
  if (body.preferredTimeSlot) {
    slot = await findDeliverySlot(db, principal.storeId, body.preferredTimeSlot.id);
    if (!slot) return fail('INVALID', INVALID_SLOT_MESSAGE);
  }

  const row = await db.transaction(async (tx) => {
    if ((await countLiveSubscriptions(tx, principal, today)) >= MAX_SUBSCRIPTIONS) return null;
    return insertSubscription(tx, {
      storeId: principal.storeId,
      customerId: principal.customerId,
      productVariantId: variant.productVariantId,
      quantity: body.quantity,
      daysOfWeek: inWeekOrder(recurrence.daysOfWeek),
      startDate,
      endDate: recurrence.endDate || null,
      isActive: body.isActive,
      preferredTimeSlot: slot,
      paymentMethod,
      shippingAddress,
    });
  });
  if (!row) return fail('LIMIT_REACHED', text('subscription.tooMany', { limit: MAX_SUBSCRIPTIONS }));
  return ok(toSubscription(row, variant));
}

/** A page of the token's customer's own subscriptions (another customer id answered 404 at the gate). */
export async function listOwnSubscriptions(
  db: Db,
  principal: CustomerPrincipal,
  query: Pick<ListQuery, 'page' | 'size'>,
  locale: Locale,
): Promise<SubscriptionResult<SubscriptionListResponse>> {
  const page = { limit: query.size, offset: (query.page - 1) * query.size };
  const { rows, total } = await listCustomerSubscriptions(db, principal, page, locale);
  return ok({
    subscriptions: rows.map(({ subscription, variant }) => toSubscription(subscription, variant)),
    totalPages: pageCount(total, query.size),
  });
}

/**
 * New days and end date (spec §5 account rules), and optionally the active flag. The start date is fixed:
 * sent, it must be the saved one. Pausing stops deliveries from the next run; resuming does not back-fill,
 * nor does any change add a delivery on a date whose orders have closed.
 */
export async function updateOwnSubscriptionRecurrence(
  db: Db,
  principal: CustomerPrincipal,
  id: string,
  body: UpdateBody,
  now: Date,
  locale: Locale,
): Promise<SubscriptionResult<Subscription>> {
  const settings = await findStoreCommerceSettings(db, principal.storeId);
  if (!settings) return fail('NOT_FOUND', 'server.storeNotFound');
  return db.transaction(async (tx) => {
    const current = await findOwnSubscription(tx, principal, id, { lock: true });
    if (!current) return fail('NOT_FOUND', SUBSCRIPTION_NOT_FOUND_MESSAGE);
    const recurrence = body.subscriptionRecurrence;
    if (recurrence.startDate && recurrence.startDate !== current.startDate) {
      return fail('INVALID', START_DATE_FIXED_MESSAGE);
    }
    const endDate = recurrence.endDate || null;
    const ruleError = subscriptionUpdateError({
      daysOfWeek: recurrence.daysOfWeek,
      startDate: current.startDate,
      endDate,
    });
    if (ruleError) return fail('INVALID', ruleError);
    const updated = await updateOwnSubscription(tx, principal, id, {
      daysOfWeek: inWeekOrder(recurrence.daysOfWeek),
      endDate,
      ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
    });
    await keepClosedDates(tx, current, updated!, settings.subscriptionCutoff, now);
    const variant = await findSubscribableVariant(tx, principal.storeId, current.productVariantId, locale);
    // Both exist: the row is locked, and deleting a variant deletes its subscriptions.
    return ok(toSubscription(updated!, variant!));
  });
}

export async function deleteOwnSubscriptionById(
  db: Db,
  principal: CustomerPrincipal,
  id: string,
): Promise<SubscriptionResult<null>> {
  const deleted = await deleteOwnSubscription(db, principal, id);
  return deleted ? ok(null) : fail('NOT_FOUND', SUBSCRIPTION_NOT_FOUND_MESSAGE);
}

/** A subscription as the account list shows it, priced from the catalogue now. */
export function toSubscription(row: SubscriptionRow, variant: SubscribableVariant): Subscription {
  return {
    id: row.id,
    isActive: row.isActive,
    subscriptionItem: {
      productId: variant.productId,
      productVariantId: variant.productVariantId,
      productName: variant.productName,
      thumbnail: variant.thumbnail,
      sellingPrice: fromPaise(variant.sellingPricePaise),
      mrp: fromPaise(variant.mrpPaise),
      quantity: row.quantity,
      weight: Number(variant.weight),
      weightUnit: variant.weightUnit,
    },
    subscriptionRecurrence: {
      startDate: row.startDate,
      endDate: row.endDate,
      daysOfWeek: row.daysOfWeek,
      paymentMethod: row.paymentMethod,
    },
    preferredTimeSlot: row.preferredTimeSlot ?? null,
    shippingAddress: row.shippingAddress,
  };
}

/**
 * Today, and tomorrow past the cut-off, have closed: the job makes (or has made) their orders as the
 * subscription stood then. A change that would add a delivery on one (switched back on, a day added, the end
 * moved on) marks it SKIPPED for the job, so no order is made for a slot whose cut-off has passed.
 */
async function keepClosedDates(
  tx: Db,
  before: SubscriptionRow,
  after: SubscriptionRow,
  cutoffTime: string,
  now: Date,
): Promise<void> {
  const firstOpen = firstChangeableDate(cutoffTime, now);
  for (let date = indiaToday(now); date < firstOpen; date = addDays(date, 1)) {
    const was = before.isActive && deliversOn(before, date);
    const is = after.isActive && deliversOn(after, date);
    if (is && !was) {
      await recordSkippedDelivery(tx, {
        storeId: after.storeId,
        subscriptionId: after.id,
        deliveryDate: date,
        reason: deliverySkipReasons.afterCutoff,
      });
    }
  }
}

/** Days in the week's order, each once (the storefront sends them in the order they were clicked). */
export function inWeekOrder(days: readonly DayOfWeek[]): DayOfWeek[] {
  const week: DayOfWeek[] = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
  return week.filter((day) => days.includes(day));
}
