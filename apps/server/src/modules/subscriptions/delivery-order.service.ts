import { WALLET_PAYMENT_METHOD } from '@haat/contract/checkouts/checkouts.values';
import { to12Hour } from '@haat/contract/format';
import type { MessageId } from '@haat/contract/i18n/translate';
import type { PaymentStatus } from '@haat/contract/orders/orders.schemas';
import { walletDescriptions } from '@haat/contract/wallets/wallets.values';
import type { Db } from '#src/db/connect.ts';
import type { DeliveryOutcome } from '#src/db/schema/index.ts';
import {
  orderMoneyOf,
  paymentMethodEnabled,
  priceCheckout,
  type PricedCheckoutLine,
} from '#src/modules/pricing/index.ts';
import { findStoreCommerceSettings, type StoreCommerceSettings } from '#src/modules/stores/index.ts';
import {
  insertOrderItems,
  insertWithFreshNumber,
  orderItemOf,
  type OrderRow,
  recordStateChange,
  takeStock,
} from '#src/modules/orders/index.ts';
import { debitWallet } from '#src/modules/wallets/index.ts';
import { inEnglish } from '#src/result.ts';
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

/** Thrown inside the savepoint to undo the stock take and the debit; the delivery then fails cleanly. */
class DeliveryRefused extends Error {
  constructor(readonly reason: MessageId) {
    super(inEnglish(reason));
  }
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

/**
 * Makes the order of one subscription delivery, inside the caller's transaction (which has claimed the
 * delivery), for the day's quantity. Prices and tax are the catalogue's now, priced like a checkout but
 * without shipping (the shopper confirmed a total without it). The stock take, the order and the wallet debit run in a savepoint:
 * when stock or balance is short it rolls back and a FAILED order with the reason is written instead, so a
 * failed day takes neither stock nor money and the shopper sees why in their orders.
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
  const line: PricedCheckoutLine = {
    variant,
    quantity: day.quantity,
    referencePricePaise: variant.sellingPricePaise,
  };
  let reason = refusalBeforeStock(subscription, settings, variant);
  if (!reason) {
    try {
      const order = await tx.transaction((savepoint) => placeDelivery(savepoint, subscription, settings, line, day));
      return { orderId: order.id, outcome: 'PLACED', reason: null };
    } catch (error) {
      if (!(error instanceof DeliveryRefused)) throw error;
      reason = error.reason;
      if (reason === deliveryFailureReasons.insufficientBalance && day.awaitRecharge) throw new AwaitingRecharge();
    }
  }
  const failed = await insertDeliveryOrder(tx, subscription, settings, line, {
    orderState: 'FAILED',
    // No money moved: a short wallet is a failed payment; any other refusal cancels before payment.
    paymentStatus: reason === deliveryFailureReasons.insufficientBalance ? 'FAILED' : 'CANCELLED',
    failureReason: reason,
    placedAt: day.placedAt,
  });
  await recordStateChange(tx, {
    storeId: subscription.storeId,
    orderId: failed.id,
    fromState: null,
    toState: 'FAILED',
    actor: SUBSCRIPTION_ACTOR,
    reason: inEnglish(reason),
  });
  return { orderId: failed.id, outcome: 'FAILED', reason };
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

async function placeDelivery(
  tx: Db,
  subscription: SubscriptionRow,
  settings: StoreCommerceSettings,
  line: PricedCheckoutLine,
  day: DeliveryDay,
): Promise<OrderRow> {
  const { storeId, customerId } = subscription;
  if (!(await takeStock(tx, storeId, line.variant.productVariantId, line.quantity))) {
    throw new DeliveryRefused(deliveryFailureReasons.outOfStock);
  }
  const byWallet = subscription.paymentMethod === WALLET_PAYMENT_METHOD;
  const order = await insertDeliveryOrder(tx, subscription, settings, line, {
    orderState: 'PLACED',
    paymentStatus: byWallet ? 'PAID' : 'PENDING',
    failureReason: null,
    placedAt: day.placedAt,
  });
  if (byWallet && order.finalPricePaise > 0) {
    const debited = await debitWallet(tx, {
      storeId,
      customerId,
      amountPaise: order.finalPricePaise,
      description: walletDescriptions.orderPayment(order.orderNumber),
      orderId: order.id,
    });
    if (!debited) throw new DeliveryRefused(deliveryFailureReasons.insufficientBalance);
  }
  await recordStateChange(tx, {
    storeId,
    orderId: order.id,
    fromState: null,
    toState: 'PLACED',
    actor: SUBSCRIPTION_ACTOR,
    reason: `Subscription delivery for ${day.date}`,
  });
  return order;
}

async function insertDeliveryOrder(
  tx: Db,
  subscription: SubscriptionRow,
  settings: StoreCommerceSettings,
  line: PricedCheckoutLine,
  {
    placedAt,
    ...state
  }: {
    orderState: 'PLACED' | 'FAILED';
    paymentStatus: PaymentStatus;
    failureReason: MessageId | null;
    placedAt: Date;
  },
): Promise<OrderRow> {
  const price = priceCheckout([line], { shippingRule: null });
  const slot = subscription.preferredTimeSlot;
  const order = await insertWithFreshNumber(
    tx,
    {
      storeId: subscription.storeId,
      customerId: subscription.customerId,
      checkoutId: null,
      ...state,
      paymentMethod: subscription.paymentMethod,
      shippingAddress: subscription.shippingAddress,
      ...orderMoneyOf(price),
      expectedDeliveryTime: slot
        ? `${to12Hour(slot.startTime)} - ${to12Hour(slot.endTime)}`
        : (settings.shippingRule?.shippingTime ?? null),
    },
    placedAt,
  );
  await insertOrderItems(tx, subscription.storeId, order.id, [orderItemOf(line, 0)]);
  return order;
}
