import type { DeliveryCalendar } from '@haat/contract/subscriptions/delivery-calendar.schemas';
import { CART_ID, CUSTOMER_ID, makeCustomerProfile, WALLET_ID } from '#src/testing/auth-fixtures.ts';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { STORE_ID } from '#src/testing/store-fixtures.ts';
import { makeSubscription } from '#src/testing/subscription-fixtures.ts';

type Route = Parameters<typeof mockFetch>[0][string];

/**
 * /account/subscription's calls: one subscription in the table, `calendar` (an answer, or a function for
 * one that changes), and a store that takes Online (Cashfree) and cash recharges.
 */
export function mockCalendarPage(
  calendar: DeliveryCalendar | (() => DeliveryCalendar),
  extra: Record<string, Route> = {},
) {
  return mockFetch({
    'GET /api/subscriptions': { body: { subscriptions: [makeSubscription()], totalPages: 1 } },
    'GET /api/subscriptions/calendar': () => ({ body: typeof calendar === 'function' ? calendar() : calendar }),
    [`/api/carts/${CART_ID}`]: {
      body: { id: CART_ID, items: [], totalPrice: 0, couponDiscount: 0, totalDiscount: 0, tax: 0, finalPrice: 0 },
    },
    [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
    '/api/categories': { body: [] },
    [`GET /api/customers/${CUSTOMER_ID}`]: { body: makeCustomerProfile() },
    [`GET /api/wallets/${WALLET_ID}`]: { body: { id: WALLET_ID, accountBalance: 0, pendingCash: 0 } },
    [`/api/stores/${STORE_ID}/payment-config`]: {
      body: {
        onlinePayment: { enabled: true, activePaymentMethod: 'CASHFREE' },
        cashOnDelivery: { enabled: true },
        bmsWallet: { enabled: true },
      },
    },
    ...extra,
  });
}

type FetchMock = ReturnType<typeof mockFetch>;

/** The calls made with `method` to `path`, as [url, parsed body]. */
export function callsTo(fetchMock: FetchMock, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
    )
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://x'),
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
    }));
}

export const calendarReads = (fetchMock: FetchMock) => callsTo(fetchMock, 'GET', '/api/subscriptions/calendar').length;
