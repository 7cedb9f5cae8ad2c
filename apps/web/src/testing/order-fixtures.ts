import type { OrderDetail } from '@haat/contract/orders/orders.schemas';
import { makeAddress } from '#src/testing/address-fixtures.ts';

export const ORDER_ID = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c01';
export const placedAt = '2026-11-22T04:00:00.000Z';

/** A COD order of ₹318 placed on 22 November 2026, with its timeline. */
export function makeOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: ORDER_ID,
    orderNumber: 'HAAT-261122-7K3Q9Z',
    orderDate: placedAt,
    orderState: 'PLACED',
    paymentMethod: 'COD',
    paymentStatus: 'PENDING',
    shippingAddress: makeAddress(),
    orderItems: [],
    totalPrice: 288,
    couponCode: null,
    couponDiscount: 0,
    totalDiscount: 32,
    tax: 13.72,
    shippingCharge: 30,
    finalPrice: 318,
    expectedDeliveryTime: '1 to 4 hours',
    failureReason: null,
    cancelReason: null,
    timeline: [{ state: 'PLACED', at: placedAt }],
    ...overrides,
  };
}
