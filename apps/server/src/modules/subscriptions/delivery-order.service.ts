import { WALLET_PAYMENT_METHOD } from '@haat/contract/checkouts/checkouts.values';
import { to12Hour } from '@haat/contract/format';
import type { MessageId } from '@haat/contract/i18n/translate';
import type { Db } from '#src/db/connect.ts';
import type { DeliveryOutcome } from '#src/db/schema/index.ts';
import { paymentMethodEnabled, priceCheckout } from '#src/modules/pricing/index.ts';
import { findStoreCommerceSettings, type StoreCommerceSettings } from '#src/modules/stores/index.ts';
import { writeOrder, writeOrderRecord, type WrittenOrder } from '#src/modules/orders/index.ts';
import { inEnglish, unlessRefused } from '#src/result.ts';
import type { CatalogueVariant } from '#src/modules/catalogue/index.ts';
import { findSubscribableVariant, type SubscriptionRow } from './subscriptions.repository.ts';

/** Who wrote an order's first history line when the daily job made it. */
export const SUBSCRIPTION_ACTOR = 'SUBSCRIPTION';

/** Failure reasons written on a delivery's FAILED order (and its delivery row). */
export const deliveryFailureReasons = {
  insufficientBalance: 'payment.insufficientBalance',
  outOfStock: 'delivery.reasonOutOfStock',
  unavailable: 'delivery.reasonUnavailable',
  notSubscribable: 'delivery.reasonNotSubscribable',
  paymentDisabled: 'payment.methodNotSupported',
} as const satisfies Record<string, MessageId>;

/** Why the job skipped a date (written on its delivery row; no order is made). */
export const deliverySkipReasons = {
  paused: 'delivery.reasonPaused',
  skipped: 'delivery.reasonSkipped',
  /** Switched on, or the day added, after the date's cut-off: the store had planned the day without it. */
  afterCutoff: 'delivery.reasonAfterCutoff',
  /** The job reached the date after its slot had ended (a server down all morning): too late to deliver. */
  slotPassed: 'delivery.reasonSlotPassed',
} as const satisfies Record<string, MessageId>;

/** What one delivery of `quantity` costs at the variant's price now: a checkout's price without shipping. */
export function deliveryPricePaise(variant: CatalogueVariant, quantity: number): number {
  return priceCheckout([{ variant, quantity, referencePricePaise: variant.sellingPricePaise }], { shippingRule: null })
    .finalPricePaise;
}

export interface DeliveryOrder {
  orderId: string;
  outcome: DeliveryOutcome;
  reason: MessageId | null;
}

/**
 * The India date a delivery is for, the moment the job makes its order (the order number's day), and the
 * quantity of that date (the usual one, or the shopper's change for the date).
 */
export interface DeliveryDay {
  date: string;
  placedAt: Date;
  quantity: number;
  /** Before the recharge deadline a short wallet throws AwaitingRecharge instead of failing the day. */
  awaitRecharge: boolean;
}

/** The wallet is short and the shopper may still recharge: the caller rolls the delivery back, to retry. */
export class AwaitingRecharge extends Error {}

/** What a refusal of the shared order steps means for a day: the reason written on its FAILED order. */
const reasonOfRefusal: Record<DeliveryRefusal, MessageId> = {
  NOT_AVAILABLE: deliveryFailureReasons.outOfStock,
  INSUFFICIENT_BALANCE: deliveryFailureReasons.insufficientBalance,
};
type DeliveryRefusal = 'NOT_AVAILABLE' | 'INSUFFICIENT_BALANCE';

/**
 * Makes the order of one subscription delivery, inside the caller's transaction (which has claimed the
 * delivery), for the day's quantity. Prices and tax are the catalogue's now, priced like a checkout but
 * without shipping (the shopper confirmed a total without it). The order is written as every order is
 * (`writeOrder`) in a savepoint: when stock or balance is short it rolls back and a FAILED order with the
 * reason is written instead, so a failed day takes neither stock nor money and the shopper sees why.
 */
export async function makeDeliveryOrder(
  tx: Db,
  subscription: SubscriptionRow,
  day: DeliveryDay,
): Promise<DeliveryOrder> {
  const settings = await findStoreCommerceSettings(tx, subscription.storeId);
  // A day's order is written by a job, with no shopper's page to follow: its items are named in the store's
  // default language, as the job's SMS texts are.
  const variant =
    settings &&
    (await findSubscribableVariant(tx, subscription.storeId, subscription.productVariantId, settings.defaultLanguage));
  // Deleting a variant deletes its subscriptions, and a store its everything: both exist under the lock.
  if (!settings || !variant) throw new Error(`subscription ${subscription.id} lost its store or variant`);
  const order = orderOfDay(subscription, settings, variant, day);
  let reason = refusalBeforeStock(subscription, settings, variant);
  if (!reason) {
    const byWallet = subscription.paymentMethod === WALLET_PAYMENT_METHOD;
    const placed = await unlessRefused<WrittenOrder, DeliveryRefusal>(() =>
      tx.transaction((savepoint) =>
        writeOrder(savepoint, {
          ...order,
          orderState: 'PLACED',
          paymentStatus: byWallet ? 'PAID' : 'PENDING',
          historyReason: `Subscription delivery for ${day.date}`,
        }),
      ),
    );
    if (placed.ok) return { orderId: placed.value.order.id, outcome: 'PLACED', reason: null };
    if (placed.error.code === 'INSUFFICIENT_BALANCE' && day.awaitRecharge) throw new AwaitingRecharge();
    reason = reasonOfRefusal[placed.error.code];
  }
  const failed = await writeOrderRecord(tx, {
    ...order,
    orderState: 'FAILED',
    // No money moved: a short wallet is a failed payment; any other refusal cancels before payment.
    paymentStatus: reason === deliveryFailureReasons.insufficientBalance ? 'FAILED' : 'CANCELLED',
    failureReason: reason,
    historyReason: inEnglish(reason),
  });
  return { orderId: failed.order.id, outcome: 'FAILED', reason };
}

/** The order a day would make: one line at the catalogue's price now, to the subscription's address. */
function orderOfDay(
  subscription: SubscriptionRow,
  settings: StoreCommerceSettings,
  variant: CatalogueVariant,
  day: DeliveryDay,
) {
  const slot = subscription.preferredTimeSlot;
  return {
    storeId: subscription.storeId,
    customerId: subscription.customerId,
    checkoutId: null,
    lines: [{ variant, quantity: day.quantity, referencePricePaise: variant.sellingPricePaise }],
    shipping: { shippingRule: null },
    paymentMethod: subscription.paymentMethod,
    shippingAddress: subscription.shippingAddress,
    expectedDeliveryTime: slot
      ? `${to12Hour(slot.startTime)} - ${to12Hour(slot.endTime)}`
      : (settings.shippingRule?.shippingTime ?? null),
    placedAt: day.placedAt,
    actor: SUBSCRIPTION_ACTOR,
  };
}

function refusalBeforeStock(
  subscription: SubscriptionRow,
  settings: StoreCommerceSettings,
  variant: { sellable: boolean; isSubscribable: boolean },
): MessageId | null {
  if (!variant.sellable) return deliveryFailureReasons.unavailable;
  if (!variant.isSubscribable) return deliveryFailureReasons.notSubscribable;
  if (!paymentMethodEnabled(settings, subscription.paymentMethod)) return deliveryFailureReasons.paymentDisabled;
  return null;
}
