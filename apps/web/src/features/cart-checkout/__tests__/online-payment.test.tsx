import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_POLL_INTERVAL_MS } from '@haat/contract/constants';
import type { Order, OrderDetail } from '@haat/contract/orders/orders.schemas';
import type { PaymentTransactionStatus } from '@haat/contract/payments/payments.schemas';
import type { PaymentProvider } from '@haat/contract/stores/stores.schemas';
import {
  CART_ID,
  CUSTOMER_ID,
  makeCustomerProfile,
  storeSignedInSession,
  WALLET_ID,
} from '#src/testing/auth-fixtures.ts';
import { mockFetch, type MockResponse } from '#src/testing/mock-fetch.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { makeAddress } from '#src/testing/address-fixtures.ts';
import { makeCartItem } from '#src/testing/cart-fixtures.ts';
import { makeOrder, ORDER_ID, placedAt } from '#src/testing/order-fixtures.ts';
import { ORG_ID, STORE_ID } from '#src/testing/store-fixtures.ts';

const CHECKOUT_ID = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c07';
const TRANSACTION_ID = '8b7a6f5e-4d3c-4b2a-9f8e-7d6c5b4a3f01';
const PAYMENT_URL = 'https://gateway.example/checkout/session-1';

const address = makeAddress({ email: 'asha@example.in' });
const item = makeCartItem();
const totals = { totalPrice: 200, couponDiscount: 0, totalDiscount: 40, tax: 9.52, finalPrice: 230 };
const checkout = (paymentMethod: string | null, shippingAddress: typeof address | null) => ({
  ...totals,
  id: CHECKOUT_ID,
  cartItems: [item],
  shippingAddress,
  paymentMethod,
  couponCode: '',
  couponProblem: null,
  shippingPrice: 30,
  orderId: null,
});

/** The online order while its payment is pending; `overrides` moves it on. */
function pendingOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return makeOrder({
    orderState: 'PENDING',
    paymentMethod: 'PAYMENT_GATEWAY',
    shippingAddress: address,
    ...totals,
    expectedDeliveryTime: null,
    timeline: [{ state: 'PENDING', at: placedAt }],
    ...overrides,
  });
}

const transaction = (paymentStatus: PaymentTransactionStatus, provider: PaymentProvider = 'CASHFREE') => ({
  body: {
    id: TRANSACTION_ID,
    paymentStatus,
    provider,
    amount: 230,
    orderId: ORDER_ID,
    purpose: 'ORDER',
    failureReason: null,
  },
});

type Route = MockResponse | ((url: URL, init?: RequestInit) => MockResponse);

function mockCheckout(provider: PaymentProvider, extra: Record<string, Route> = {}) {
  return mockFetch({
    [`/api/carts/${CART_ID}`]: { body: { id: CART_ID, items: [item], ...totals, finalPrice: 200 } },
    [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
    '/api/categories': { body: [] },
    [`/api/stores/${STORE_ID}/payment-config`]: {
      body: {
        onlinePayment: { enabled: true, activePaymentMethod: provider },
        cashOnDelivery: { enabled: true },
        bmsWallet: { enabled: false },
      },
    },
    [`/api/addresses/${CUSTOMER_ID}`]: { body: { addressList: [address], defaultAddressIndex: 0 } },
    [`/api/customers/${CUSTOMER_ID}`]: { body: makeCustomerProfile() },
    [`/api/wallets/${WALLET_ID}`]: { body: { id: WALLET_ID, accountBalance: 0, pendingCash: 0 } },
    'POST /api/checkouts': { body: checkout(null, null) },
    [`PATCH /api/checkouts/${CHECKOUT_ID}`]: { body: checkout('PAYMENT_GATEWAY', address) },
    'POST /api/orders': { body: pendingOrder() },
    [`GET /api/orders/${ORDER_ID}`]: { body: pendingOrder({ orderState: 'PLACED', paymentStatus: 'PAID' }) },
    'POST /api/payments/initiate-payment': {
      body: { id: TRANSACTION_ID, paymentSessionId: 'session-1', paymentUrl: PAYMENT_URL, provider },
    },
    ...extra,
  });
}

function bodyOf(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
  );
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
}

/** Place Order, then (CASHFREE, PHONEPE) the way to pay: the provider's page unless a UPI way is named. */
async function placeOnlineOrder(
  way: 'Cards, netbanking and more' | 'Scan a QR code' | null = 'Cards, netbanking and more',
) {
  const view = renderRoute('/cart');
  fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
  await screen.findByRole('group', { name: 'Select a delivery address' });
  expect((screen.getByRole('radio', { name: 'Online' }) as HTMLInputElement).checked).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
  if (way) await chooseWay(way);
  return view;
}

async function chooseWay(way: string) {
  const question = await screen.findByRole('dialog', { name: 'How would you like to pay?' });
  fireEvent.click(within(question).getByRole('button', { name: way }));
}

/** PROGRESS until `release()`, then `final`. */
function heldStatus(final: PaymentTransactionStatus, provider: PaymentProvider = 'CASHFREE') {
  let released = false;
  return {
    route: () => transaction(released ? final : 'PROGRESS', provider),
    release: () => {
      released = true;
    },
  };
}

beforeEach(() => storeSignedInSession());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('Place Order with Online', () => {
  it('pays the order in the provider dialog and opens its status page when it SUCCEEDED', async () => {
    const status = heldStatus('SUCCEEDED');
    const fetchMock = mockCheckout('CASHFREE', { [`GET /api/payment-transactions/${TRANSACTION_ID}`]: status.route });
    const { router } = await placeOnlineOrder();
    const dialog = await screen.findByRole('dialog', { name: 'Complete your payment' });
    expect(within(dialog).getByTitle('Payment page').getAttribute('src')).toBe(PAYMENT_URL);
    expect(bodyOf(fetchMock, 'POST', '/api/payments/initiate-payment')).toEqual({
      orgId: ORG_ID,
      storeId: STORE_ID,
      customerId: CUSTOMER_ID,
      userMobile: '9876543210',
      userMail: 'asha@example.in',
      amount: 230,
      provider: 'CASHFREE',
      orderId: ORDER_ID,
    });
    // Closing the provider's page keeps waiting for the answer (and asks at once).
    status.release();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Confirming your payment…')).toBeTruthy();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/demo/order/${ORDER_ID}/status`));
    const cartReads = fetchMock.mock.calls.filter(([input]) => String(input).includes(`/api/carts/${CART_ID}`));
    expect(cartReads.length).toBeGreaterThan(1);
  });

  it.each(['FAILED', 'USER_DROPPED'] as const)(
    "says 'Payment failed or user dropped' on %s and shows the order",
    async (final) => {
      const status = heldStatus(final);
      mockCheckout('CASHFREE', { [`GET /api/payment-transactions/${TRANSACTION_ID}`]: status.route });
      const { router } = await placeOnlineOrder();
      const dialog = await screen.findByRole('dialog', { name: 'Complete your payment' });
      status.release();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(await screen.findByText('Payment failed or user dropped')).toBeTruthy();
      await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/demo/order/${ORDER_ID}/status`));
    },
  );

  it("shows the server's reason when the payment cannot be created, and retries the same order", async () => {
    let answer: MockResponse = { status: 502, body: { message: 'Payment provider is unavailable', code: 'X' } };
    const fetchMock = mockCheckout('CASHFREE', {
      'POST /api/payments/initiate-payment': () => answer,
      [`GET /api/payment-transactions/${TRANSACTION_ID}`]: transaction('SUCCEEDED'),
    });
    const { router } = await placeOnlineOrder();
    expect(await screen.findByText('Payment provider is unavailable')).toBeTruthy();
    answer = { status: 500, body: { message: 'Internal Server Error' } };
    fireEvent.click(await screen.findByRole('button', { name: 'Retry payment' }));
    await chooseWay('Cards, netbanking and more');
    expect(await screen.findByText('Failed to initiate payment')).toBeTruthy();
    answer = { body: { id: TRANSACTION_ID, paymentSessionId: 's', paymentUrl: PAYMENT_URL, provider: 'CASHFREE' } };
    fireEvent.click(await screen.findByRole('button', { name: 'Retry payment' }));
    await chooseWay('Cards, netbanking and more');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/demo/order/${ORDER_ID}/status`));
    expect(
      fetchMock.mock.calls.filter(([input, init]) => init?.method === 'POST' && String(input) === '/api/orders'),
    ).toHaveLength(1);
  });

  it('starts BMSPAY on its own path and reads its status there', async () => {
    const fetchMock = mockCheckout('BMSPAY', {
      'POST /api/bms-pay/initiate-payment': {
        body: { id: TRANSACTION_ID, paymentSessionId: 's', paymentUrl: PAYMENT_URL, provider: 'BMSPAY' },
      },
      [`GET /api/bmspay-transactions/${TRANSACTION_ID}`]: transaction('SUCCEEDED', 'BMSPAY'),
    });
    // BMSPAY has no UPI API of its own: no question, straight to its page.
    const { router } = await placeOnlineOrder(null);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/demo/order/${ORDER_ID}/status`));
    expect(bodyOf(fetchMock, 'POST', '/api/bms-pay/initiate-payment')).toMatchObject({ provider: 'BMSPAY' });
  });

  it('sends the window to PHONEPE with the order status page as the way back', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: window.location.href, assign });
    const fetchMock = mockCheckout('PHONEPE');
    await placeOnlineOrder();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(PAYMENT_URL));
    expect(bodyOf(fetchMock, 'POST', '/api/payments/initiate-payment')).toMatchObject({
      provider: 'PHONEPE',
      returnPath: `/demo/order/${ORDER_ID}/status`,
    });
    expect(JSON.parse(sessionStorage.getItem(`haat:payment-return:${ORDER_ID}`) ?? '{}')).toEqual({
      paymentTransactionId: TRANSACTION_ID,
      provider: 'PHONEPE',
    });
    expect(screen.queryByRole('dialog', { name: 'Complete your payment' })).toBeNull();
  });
});

describe('back from PHONEPE on the order status page', () => {
  it('polls the payment, then shows the order as the server moved it', async () => {
    // The poll's 3 s pass on the test's clock, not the machine's.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    let state: Order['orderState'] = 'PENDING';
    const status = heldStatus('SUCCEEDED', 'PHONEPE');
    mockCheckout('PHONEPE', {
      [`GET /api/orders/${ORDER_ID}`]: () => ({ body: pendingOrder({ orderState: state }) }),
      [`GET /api/payment-transactions/${TRANSACTION_ID}`]: () => {
        const answer = status.route();
        if (answer.body.paymentStatus === 'SUCCEEDED') state = 'PLACED';
        return answer;
      },
    });
    const { router } = renderRoute(`/order/${ORDER_ID}/status?paymentTransactionId=${TRANSACTION_ID}`);
    expect(await screen.findByText('Confirming your payment…')).toBeTruthy();
    status.release();
    // The next read comes 3 s later.
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS);
    await vi.waitFor(() => expect(screen.getAllByText('Placed').length).toBeGreaterThan(0));
    expect(screen.queryByText('Confirming your payment…')).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it("says 'Payment failed or user dropped' when the payment failed", async () => {
    sessionStorage.setItem(
      `haat:payment-return:${ORDER_ID}`,
      JSON.stringify({ paymentTransactionId: TRANSACTION_ID, provider: 'PHONEPE' }),
    );
    mockCheckout('PHONEPE', {
      [`GET /api/orders/${ORDER_ID}`]: { body: pendingOrder({ orderState: 'FAILED', paymentStatus: 'FAILED' }) },
      [`GET /api/payment-transactions/${TRANSACTION_ID}`]: transaction('USER_DROPPED', 'PHONEPE'),
    });
    renderRoute(`/order/${ORDER_ID}/status`);
    expect(await screen.findByText('Payment failed or user dropped')).toBeTruthy();
    expect(sessionStorage.getItem(`haat:payment-return:${ORDER_ID}`)).toBeNull();
  });

  it('pays by UPI: shows the QR code from the server, can switch to the UPI app link, and settles by polling', async () => {
    const status = heldStatus('SUCCEEDED');
    const link = 'upi://pay?pa=shop%40upi&pn=Shop&tr=T1&am=230.00&cu=INR';
    const fetchMock = mockCheckout('CASHFREE', {
      'POST /api/payments/initiate-payment': {
        body: {
          id: TRANSACTION_ID,
          paymentSessionId: 's',
          paymentUrl: link,
          provider: 'CASHFREE',
          upi: { link, appUrl: link, qr: { size: 3, path: 'M0 0h1v1h-1z' } },
        },
      },
      [`GET /api/payment-transactions/${TRANSACTION_ID}`]: status.route,
    });
    const { router } = await placeOnlineOrder('Scan a QR code');
    const dialog = await screen.findByRole('dialog', { name: 'Scan to pay' });
    expect(bodyOf(fetchMock, 'POST', '/api/payments/initiate-payment')).toMatchObject({ upi: 'QR', orderId: ORDER_ID });
    const qr = within(dialog).getByRole('img', { name: 'UPI QR code' });
    expect(qr.getAttribute('data-upi-link')).toBe(link);
    expect(qr.querySelector('path')?.getAttribute('d')).toBe('M0 0h1v1h-1z');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay by UPI app' }));
    const app = await screen.findByRole('dialog', { name: 'Pay in your UPI app' });
    const open = within(app).getByRole('link', { name: 'Pay by UPI app' });
    expect(open.getAttribute('href')).toBe(link);
    // A upi:// link opens the phone's app in place; only a web page (the emulator's) opens beside the shop.
    expect(open.getAttribute('target')).toBeNull();
    status.release();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/demo/order/${ORDER_ID}/status`), {
      timeout: 10_000,
    });
  });
});
