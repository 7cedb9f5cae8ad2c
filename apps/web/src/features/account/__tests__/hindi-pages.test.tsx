import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as compiledEnglish } from '@haat/contract/i18n/compiled/en';
import type { Cart } from '@haat/contract/carts/carts.schemas';
import type { WalletTransaction } from '@haat/contract/wallets/wallets.schemas';
import {
  CART_ID,
  CUSTOMER_ID,
  makeCustomerProfile,
  storeSignedInSession,
  WALLET_ID,
} from '#src/testing/auth-fixtures.ts';
import { makeAddress } from '#src/testing/address-fixtures.ts';
import { makeCartItem } from '#src/testing/cart-fixtures.ts';
import { englishI18n, hindiI18n } from '#src/testing/i18n.ts';
import { mockFetch, type MockResponse } from '#src/testing/mock-fetch.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { makeBootstrap, STORE_ID } from '#src/testing/store-fixtures.ts';

// The login, cart, checkout, wallet, profile and address screens on a Hindi page: Hindi shows, and no English
// text of their catalogue areas is left in the page (text, labels, placeholders, titles).

const AREAS = ['login', 'cart', 'checkout', 'payment', 'address', 'wallet', 'profile', 'account', 'empty', 'privacy'];
const HOLE = '\u0001';
const anyValue = new Proxy({}, { get: () => HOLE });

/** Every English message of these areas that Hindi says otherwise, as a pattern for a whole text. */
const englishTexts: RegExp[] = Object.keys(compiledEnglish)
  .filter((id) => AREAS.includes(id.split('.')[0]!))
  .filter((id) => englishI18n._(id, anyValue) !== hindiI18n._(id, anyValue))
  .map((id) => {
    // Markup (`<0>…</0>`) is checked through its pieces' text: keep the text outside the tags.
    const english = englishI18n._(id, anyValue).replace(/<\/?\d+>/g, '');
    const parts = english.split(HOLE).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`^${parts.join('.+')}$`);
  });

/**
 * The English catalogue texts still shown in the page's content (the shell's bars are not these screens'),
 * dialogs included, but those named in `allowed`.
 */
function englishLeft(allowed: string[] = []): string[] {
  const root = document.getElementById('main')!;
  const shown = new Set<string>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) shown.add(node.textContent?.trim() ?? '');
  for (const element of [root, ...root.querySelectorAll('*')]) {
    shown.add(element.textContent?.trim() ?? '');
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) shown.add(element.getAttribute(name) ?? '');
  }
  return [...shown].filter((text) => text && !allowed.includes(text) && englishTexts.some((re) => re.test(text)));
}

const cart: Cart = {
  id: CART_ID,
  items: [makeCartItem({ isPriceChanged: true })],
  totalPrice: 200,
  couponDiscount: 0,
  totalDiscount: 40,
  tax: 9.52,
  finalPrice: 200,
};
const CHECKOUT_ID = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c07';

function mockShop(extra: Record<string, MockResponse> = {}) {
  return mockFetch({
    '/api/categories': { body: [] },
    [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
    [`/api/customers/${CUSTOMER_ID}`]: { body: makeCustomerProfile({ name: 'Asha Rao', email: 'asha@example.in' }) },
    [`/api/stores/${STORE_ID}/payment-config`]: {
      body: {
        onlinePayment: { enabled: true, activePaymentMethod: 'CASHFREE' },
        cashOnDelivery: { enabled: true },
        bmsWallet: { enabled: true },
      },
    },
    [`/api/stores/${STORE_ID}/shipping-config`]: {
      body: {
        shippingEnabled: true,
        manualShippingConfigs: [{ shippingTime: '1 to 4 hours', charge: 30, freeAbove: 499 }],
      },
    },
    ...extra,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a Hindi page', () => {
  it('logs in in Hindi', async () => {
    mockShop();
    renderRoute('/login', makeBootstrap(), hindiI18n);
    expect(await screen.findByRole('heading', { name: 'लॉग इन करें या साइन अप करें' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'फ़ोन नंबर' }).getAttribute('placeholder')).toBe('अपना फ़ोन नंबर डालें');
    expect(screen.getByRole('button', { name: 'OTP भेजें' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'गोपनीयता नीति' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('shows the cart with a line in Hindi', async () => {
    storeSignedInSession();
    mockShop({ [`/api/carts/${CART_ID}`]: { body: cart } });
    renderRoute('/cart', makeBootstrap(), hindiI18n);
    expect(await screen.findByRole('heading', { name: 'आपकी कार्ट' })).toBeTruthy();
    expect(screen.getByText('कार्ट में 1 सामान')).toBeTruthy();
    expect(screen.getByText('कीमत बदल गई है: अब ₹100.00')).toBeTruthy();
    expect(screen.getByText('MRP पर आपकी बचत ₹40.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'आगे बढ़ें' })).toBeTruthy();
    // The shared bill rows (ui) still write their own Total.
    expect(englishLeft(['Total'])).toEqual([]);
  });

  it("reviews the checkout in Hindi: items, address, payment method, bill and 'ऑर्डर करें'", async () => {
    storeSignedInSession();
    const address = makeAddress();
    const checkout = {
      ...cart,
      id: CHECKOUT_ID,
      cartItems: cart.items,
      couponCode: '',
      couponProblem: null,
      shippingPrice: 30,
      orderId: null,
    };
    mockShop({
      [`/api/carts/${CART_ID}`]: { body: cart },
      [`/api/addresses/${CUSTOMER_ID}`]: { body: { addressList: [address], defaultAddressIndex: 0 } },
      [`/api/wallets/${WALLET_ID}`]: { body: { id: WALLET_ID, accountBalance: 50, pendingCash: 0 } },
      'POST /api/checkouts': { body: { ...checkout, shippingAddress: null, paymentMethod: null, finalPrice: 230 } },
      [`PATCH /api/checkouts/${CHECKOUT_ID}`]: {
        body: { ...checkout, shippingAddress: address, paymentMethod: 'COD', finalPrice: 230 },
      },
    });
    renderRoute('/cart', makeBootstrap(), hindiI18n);
    fireEvent.click(await screen.findByRole('button', { name: 'आगे बढ़ें' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'कैश ऑन डिलीवरी' }));
    fireEvent.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
    expect(await screen.findByRole('button', { name: 'ऑर्डर करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ऑर्डर का सामान' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'डिलीवरी का पता' })).toBeTruthy();
    const method = screen.getByRole('heading', { name: 'भुगतान का तरीका' }).closest('section')!;
    expect(within(method).getByText('कैश ऑन डिलीवरी')).toBeTruthy();
    expect(within(method).getByText('₹230.00 तैयार रखें: ऑर्डर पहुँचने पर नकद भुगतान करना है।')).toBeTruthy();
    expect(within(method).getByRole('button', { name: 'भुगतान का तरीका बदलें' })).toBeTruthy();
    const bar = screen.getByRole('group', { name: 'चेकआउट का कुल' });
    expect(within(bar).getByText('भुगतान: कैश ऑन डिलीवरी')).toBeTruthy();
    const bill = screen.getByRole('region', { name: 'बिल की जानकारी' });
    expect(within(bill).getByText('डिलीवरी शुल्क')).toBeTruthy();
    expect(within(bill).getByText('कीमतों में ₹9.52 GST शामिल है')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'चेकआउट के चरण' })).toBeTruthy();
    expect(screen.getByText('मात्रा 2')).toBeTruthy();
    expect(englishLeft(['Total'])).toEqual([]);
  });

  it('shows the wallet and its history in Hindi, dates included', async () => {
    storeSignedInSession();
    const line = (overrides: Partial<WalletTransaction>): WalletTransaction => ({
      id: crypto.randomUUID(),
      dateTime: '2026-11-22T04:00:00.000Z',
      description: 'Wallet recharge (online payment)',
      transactionAmount: 500,
      transactionType: 'CREDIT',
      status: 'COMPLETED',
      paymentSource: 'ONLINE_PAYMENT',
      ...overrides,
    });
    mockShop({
      [`GET /api/wallets/${WALLET_ID}`]: { body: { id: WALLET_ID, accountBalance: 1234.5, pendingCash: 200 } },
      [`GET /api/wallet-transactions/${WALLET_ID}`]: {
        body: {
          transactions: [
            line({}),
            line({ description: 'Payment for order HAAT-7K3Q9Z', transactionType: 'DEBIT', transactionAmount: 318 }),
            line({ description: 'Wallet recharge (cash on delivery)', status: 'PENDING', paymentSource: 'COD' }),
          ],
          totalPages: 1,
        },
      },
    });
    renderRoute('/account/wallet', makeBootstrap(), hindiI18n);
    expect(await screen.findByRole('heading', { name: 'आपका वॉलेट' })).toBeTruthy();
    expect(await screen.findByText('ऑर्डर HAAT-7K3Q9Z का भुगतान')).toBeTruthy();
    expect(screen.getByText('वॉलेट रिचार्ज (कैश ऑन डिलीवरी)')).toBeTruthy();
    expect(screen.getByText('₹200.00 डिलीवरी पर देने हैं — दुकान के पैसे लेते ही बैलेंस में जुड़ जाएँगे')).toBeTruthy();
    expect(screen.getAllByText(/नवंबर/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'वॉलेट रिचार्ज करें' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('shows the profile form and photo block in Hindi', async () => {
    storeSignedInSession();
    mockShop();
    renderRoute('/account/profile', makeBootstrap(), hindiI18n);
    expect(await screen.findByRole('textbox', { name: 'ईमेल पता' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'प्रोफ़ाइल' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'महिला' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फ़ोटो बदलें' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'ईमेल पता' }), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'अपडेट करें' }));
    expect(await screen.findByText('कृपया सही ईमेल पता डालें')).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it("says the address form's validation messages in Hindi", async () => {
    storeSignedInSession();
    mockShop({ [`/api/addresses/${CUSTOMER_ID}`]: { body: { addressList: [makeAddress()], defaultAddressIndex: 0 } } });
    renderRoute('/account/address', makeBootstrap(), hindiI18n);
    expect(await screen.findByText('मुख्य पता')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'पता जोड़ें' }));
    const dialog = await screen.findByRole('dialog', { name: 'पता जोड़ें' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'पिनकोड' }), { target: { value: '5600' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'सेव करें' }));
    expect(await within(dialog).findByText('नाम ज़रूरी है')).toBeTruthy();
    expect(within(dialog).getByText('कृपया सही पिनकोड डालें')).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'घर' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });
});
