import type { OrderState } from '@haat/contract/content/content.schemas';
import type { PaymentStatus } from '@haat/contract/orders/orders.schemas';

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  PENDING: 'Pending',
  PAID: 'Paid',
  FAILED: 'Failed',
  REFUNDED: 'Refunded to wallet',
  CANCELLED: 'Cancelled',
};

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

/** Spec §2: 'Download Invoice' only when DELIVERED; 'Shop more' also needs arrival from checkout ('status'). */
export function orderPageActions(state: OrderState, isFromCheckoutPage: string | undefined) {
  const delivered = state === 'DELIVERED';
  return { downloadInvoice: delivered, shopMore: delivered && isFromCheckoutPage === 'status' };
}
