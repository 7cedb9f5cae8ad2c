import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as english } from '@haat/contract/i18n/compiled/en';
import { messages as hindi } from '@haat/contract/i18n/compiled/hi';
import {
  CART_ID,
  CUSTOMER_ID,
  makeCustomerProfile,
  storeSignedInSession,
  WALLET_ID,
} from '#src/testing/auth-fixtures.ts';
import { notify } from '#src/lib/notify.ts';
import { makeAddress } from '#src/testing/address-fixtures.ts';
import { hindiI18n } from '#src/testing/i18n.ts';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { makeProduct } from '#src/testing/product-fixtures.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { STORE_ID } from '#src/testing/store-fixtures.ts';
import { makeDeliveryCalendar } from '#src/testing/delivery-calendar-fixtures.ts';

const AREAS = ['calendar.', 'subscriptions.', 'subscription.'];

/** These areas' English texts (without values) that read differently in Hindi. */
const englishTexts = Object.entries(english)
  .filter(([id, text]) => AREAS.some((area) => id.startsWith(area)) && typeof text === 'string')
  .filter(([id, text]) => text !== hindi[id] && (text as string).length > 1)
  .map(([, text]) => text as string);

function expectNoEnglishIn(element: HTMLElement) {
  const labels = [...element.querySelectorAll('[aria-label]')].map((node) => node.getAttribute('aria-label'));
  const shown = `${element.textContent ?? ''} ${labels.join(' ')}`;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const left = englishTexts.filter((text) => new RegExp(`(^|\\W)${escape(text)}($|\\W)`).test(shown));
  expect(left).toEqual([]);
}

const product = makeProduct({ isSubscribable: true });

function mockSetup() {
  return mockFetch({
    [`/api/products/${product.id}`]: { body: product },
    [`/api/carts/${CART_ID}`]: {
      body: { id: CART_ID, items: [], totalPrice: 0, couponDiscount: 0, totalDiscount: 0, tax: 0, finalPrice: 0 },
    },
    [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
    '/api/categories': { body: [] },
    '/api/delivery-slots': {
      body: [{ id: '0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e01', startTime: '05:30', endTime: '07:00' }],
    },
    [`/api/stores/${STORE_ID}/payment-config`]: {
      body: {
        onlinePayment: { enabled: true, activePaymentMethod: 'CASHFREE' },
        cashOnDelivery: { enabled: true },
        bmsWallet: { enabled: true },
      },
    },
    [`/api/addresses/${CUSTOMER_ID}`]: { body: { addressList: [makeAddress()], defaultAddressIndex: 0 } },
    [`/api/customers/${CUSTOMER_ID}`]: { body: makeCustomerProfile() },
    [`/api/wallets/${WALLET_ID}`]: { body: { id: WALLET_ID, accountBalance: 50, pendingCash: 0 } },
    '/api/subscriptions/calendar': { body: makeDeliveryCalendar({}, { cutoffTime: '22:00' }) },
  });
}

beforeEach(() => {
  // Only Date is faked: 11:30 in India on 20 November 2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T06:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/subscription/:productId in Hindi', () => {
  it('sets up in Hindi: days, dates, slot and summary, and says a broken rule in Hindi', async () => {
    storeSignedInSession();
    mockSetup();
    const error = vi.spyOn(notify, 'error');
    const { container } = renderRoute(`/subscription/${product.id}`, undefined, hindiI18n);
    await screen.findByRole('heading', { name: 'Fresh Paneer' });
    const card = screen.getByRole('region', { name: 'सामान' });
    expect(within(card).getByText('200 ग्राम')).toBeTruthy();
    const days = screen.getByRole('group', { name: 'दोहराने के दिन चुनें' });
    expect(within(days).getByRole('checkbox', { name: 'सोमवार' })).toBeTruthy();
    const slots = screen.getByRole('group', { name: 'डिलीवरी का समय चुनें' });
    expect(within(slots).getByRole('radio', { name: 'सुबह 5:30 बजे – सुबह 7:00 बजे' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'सारांश' });
    expect(within(summary).getByText('हर डिलीवरी पर लगेगा')).toBeTruthy();
    expect(within(summary).getByText('बचत')).toBeTruthy();
    // Today's orders closed at 10 PM yesterday: the page says so, in Hindi, before Confirm.
    expect((await screen.findByText(/से शुरू होगा/)).textContent).toBe(
      'कल, 21 नवंबर 2026 से शुरू होगा: आज का सुबह 5:30 बजे – सुबह 7:00 बजे वाला स्लॉट बंद हो चुका है। हर दिन के ऑर्डर एक दिन पहले रात 10:00 बजे तक ही लिए जाते हैं।',
    );
    expectNoEnglishIn(container.querySelector<HTMLElement>('.subscription-setup')!);

    fireEvent.click(screen.getByRole('button', { name: 'सब्सक्रिप्शन पक्का करें' }));
    expect(error).toHaveBeenLastCalledWith('गड़बड़! कृपया दोहराने के दिन और शुरू होने की तारीख चुनें।');
    fireEvent.click(within(days).getByRole('checkbox', { name: 'सोमवार' }));
    fireEvent.change(screen.getByLabelText('शुरू होने की तारीख'), { target: { value: '2026-11-23' } });
    fireEvent.change(screen.getByLabelText('खत्म होने की तारीख'), { target: { value: '2026-11-22' } });
    fireEvent.click(screen.getByRole('button', { name: 'सब्सक्रिप्शन पक्का करें' }));
    expect(error).toHaveBeenLastCalledWith('गड़बड़! खत्म होने की तारीख शुरू होने की तारीख से पहले नहीं हो सकती।');
    expectNoEnglishIn(container.querySelector<HTMLElement>('.subscription-setup')!);
  });
});
