import type { MessageId } from '@haat/contract/i18n/translate';
import { changesCloseAt, slotHasEnded } from '@haat/contract/subscriptions/delivery-days';
import type { Db } from '#src/db/connect.ts';
import { findStoreCommerceSettings } from '#src/modules/stores/index.ts';
import { findDayQuantity, pausedOn } from './delivery-days.repository.ts';
import { deliverySkipReasons, type DeliveryDay } from './delivery-order.service.ts';
import { listDueSubscriptions } from './subscription-deliveries.repository.ts';
import type { SubscriptionRow } from './subscriptions.repository.ts';

/**
 * The shopper's say on the date: paused or skipped (why), else the date's quantity; and never an order for a
 * slot already over when the job gets to it (issue 39). The one rule of what a date delivers: the daily job
 * makes its orders by it, and the shop's delivery sheet lists by it.
 */
export async function shopperPlan(
  tx: Db,
  subscription: SubscriptionRow,
  day: Pick<DeliveryDay, 'date' | 'placedAt'>,
): Promise<{ skipReason: MessageId | null; quantity: number }> {
  const { date } = day;
  if (await pausedOn(tx, subscription, date)) return { skipReason: deliverySkipReasons.paused, quantity: 0 };
  const quantity = (await findDayQuantity(tx, subscription.storeId, subscription.id, date)) ?? subscription.quantity;
  if (quantity === 0) return { skipReason: deliverySkipReasons.skipped, quantity };
  const slot = subscription.preferredTimeSlot;
  if (slot && slotHasEnded(date, slot, day.placedAt)) return { skipReason: deliverySkipReasons.slotPassed, quantity };
  return { skipReason: null, quantity };
}

/** One delivery a store makes on a date: the subscription (its address and slot are copies) and how many. */
export interface PlannedDelivery {
  subscription: SubscriptionRow;
  quantity: number;
}

/**
 * What the store delivers on `date` for subscriptions, as the daily job decides it: once the job has run for
 * the date, its outcome (an order made: delivered; skipped or failed: not); before, the shopper's plan as the
 * job will read it at the cut-off (the day's changes close then, so the sheet printed the evening before is
 * what the job makes). Oldest subscription first.
 */
export async function listDeliveriesOfDay(db: Db, storeId: string, date: string): Promise<PlannedDelivery[]> {
  const settings = await findStoreCommerceSettings(db, storeId);
  if (!settings) return [];
  const due = await listDueSubscriptions(db, storeId, date);
  const planned: PlannedDelivery[] = [];
  for (const { subscription, outcome } of due) {
    if (outcome && outcome !== 'PLACED') continue;
    const placedAt = changesCloseAt(date, settings.subscriptionCutoff);
    const plan = await shopperPlan(db, subscription, { date, placedAt });
    // An order made is delivered whatever the plan says now (nothing may change a served date).
    if (outcome === 'PLACED') planned.push({ subscription, quantity: plan.quantity || subscription.quantity });
    else if (!plan.skipReason) planned.push({ subscription, quantity: plan.quantity });
  }
  return planned;
}
