import type { OrderState } from '@haat/contract/content/content.schemas';
import type { PaymentStatus } from '@haat/contract/orders/orders.schemas';
import type { DeliveryTimeLabel } from '@haat/contract/stores/stores.schemas';
import type { MessageId } from '#src/lib/i18n.tsx';

/** An order's state as the shopper reads it ('Placed', 'Delivered'…). */
export const orderStateLabel = (state: OrderState): MessageId => `orders.state.${state}`;

/** Where an order's money stands, as the shopper reads it ('Paid', 'Refunded to wallet'…). */
export const paymentStatusLabel = (status: PaymentStatus): MessageId => `orders.paymentStatus.${status}`;

/** `HAAT-261122-7K3Q9Z` → `#3Q9Z`: '#' and the last 4 characters of the order number (spec §2). */
export function shortOrderNumber(orderNumber: string): string {
  return `#${orderNumber.slice(-4)}`;
}

/** Spec §2: the expected delivery time shows for SHIPPED and PLACED orders of a store that ships. */
export function showsExpectedDelivery(
  state: OrderState,
  expectedDeliveryTime: string | null,
): expectedDeliveryTime is string {
  return expectedDeliveryTime !== null && (state === 'SHIPPED' || state === 'PLACED');
}

/** The store's expected delivery times (a fixed list, spec §4) as the shopper reads them; others as written. */
const DELIVERY_TIMES: Record<DeliveryTimeLabel, MessageId> = {
  '30 to 60 minutes': 'orders.time30To60Minutes',
  '1 to 4 hours': 'orders.time1To4Hours',
  '6 to 24 hours': 'orders.time6To24Hours',
  '12 to 24 hours': 'orders.time12To24Hours',
  '1 to 3 days': 'orders.time1To3Days',
  '3 to 5 days': 'orders.time3To5Days',
  '5 to 10 days': 'orders.time5To10Days',
};

export const deliveryTimeId = (time: string): MessageId | null =>
  (DELIVERY_TIMES as Record<string, MessageId>)[time] ?? null;

/**
 * Spec §2: 'Download Invoice' only when DELIVERED; 'Shop more' also needs arrival from checkout ('status').
 * An order cancelled after it shipped had its invoice issued when it left, so it has a credit note (decision
 * 030): the timeline says whether it shipped.
 */
export function orderPageActions(
  state: OrderState,
  isFromCheckoutPage: string | undefined,
  timeline: readonly { state: OrderState }[] = [],
) {
  const delivered = state === 'DELIVERED';
  return {
    downloadInvoice: delivered,
    downloadCreditNote: state === 'CANCELLED' && timeline.some((entry) => entry.state === 'SHIPPED'),
    shopMore: delivered && isFromCheckoutPage === 'status',
  };
}
