import type { Subscription } from '@haat/contract/subscriptions/subscriptions.schemas';
import { makeAddress } from '#src/testing/address-fixtures.ts';

export const SUBSCRIPTION_ID = '5b4a3928-1706-4f5e-8d4c-3b2a19080701';

/** A saved subscription: 2 × Toned Milk 500 ml at ₹28 (MRP ₹30), Monday and Thursday from 23 November 2026. */
export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: SUBSCRIPTION_ID,
    isActive: true,
    subscriptionItem: {
      productId: '5b4a3928-1706-4f5e-8d4c-3b2a19080702',
      productVariantId: '5b4a3928-1706-4f5e-8d4c-3b2a19080703',
      productName: 'Toned Milk',
      thumbnail: '/files/p/milk.svg',
      sellingPrice: 28,
      mrp: 30,
      quantity: 2,
      weight: 500,
      weightUnit: 'ML',
    },
    subscriptionRecurrence: {
      startDate: '2026-11-23',
      endDate: '2026-12-31',
      daysOfWeek: ['MONDAY', 'THURSDAY'],
      paymentMethod: 'COD',
    },
    preferredTimeSlot: { id: '0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e01', startTime: '05:30', endTime: '07:00' },
    shippingAddress: makeAddress(),
    ...overrides,
  };
}
