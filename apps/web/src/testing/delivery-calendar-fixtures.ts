import type { CalendarDelivery, DeliveryCalendar } from '@haat/contract/subscriptions/delivery-calendar.schemas';
import { calendarDates } from '@haat/contract/subscriptions/delivery-days';
import { SUBSCRIPTION_ID } from '#src/testing/subscription-fixtures.ts';

/** Wednesday 25 November 2026 in India, before the 10 PM cut-off: tomorrow can still change. */
export const CALENDAR_TODAY = '2026-11-25';
export const TOMORROW = '2026-11-26';
export const ORDER_ID = '6c5b4a39-2817-4f60-9e5d-4c3b2a190801';
export const PAUSE_ID = '6c5b4a39-2817-4f60-9e5d-4c3b2a190802';

/** 2 × Toned Milk 500 ml at ₹28, 05:30–07:00, cash on delivery, still open to changes. */
export function makeCalendarDelivery(overrides: Partial<CalendarDelivery> = {}): CalendarDelivery {
  return {
    subscriptionId: SUBSCRIPTION_ID,
    productName: 'Toned Milk',
    thumbnail: null,
    weight: 500,
    weightUnit: 'ML',
    quantity: 2,
    usualQuantity: 2,
    timeSlot: { id: '0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e01', startTime: '05:30', endTime: '07:00' },
    price: 56,
    paymentMethod: 'COD',
    status: 'SCHEDULED',
    reason: null,
    orderId: null,
    changeable: true,
    ...overrides,
  };
}

/** The two weeks around CALENDAR_TODAY with `deliveries` on the dates given, nothing elsewhere. */
export function makeDeliveryCalendar(
  deliveries: Record<string, CalendarDelivery[]> = {},
  overrides: Partial<DeliveryCalendar> = {},
): DeliveryCalendar {
  return {
    today: CALENDAR_TODAY,
    cutoffTime: '22:00',
    firstChangeableDate: TOMORROW,
    days: calendarDates(CALENDAR_TODAY).map((date) => ({ date, deliveries: deliveries[date] ?? [] })),
    pauses: [],
    walletShortfall: null,
    ...overrides,
  };
}
