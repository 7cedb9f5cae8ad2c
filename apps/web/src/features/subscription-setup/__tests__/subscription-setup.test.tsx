import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_LINE_QUANTITY } from '@haat/contract/carts/carts.values';
import type { Product } from '@haat/contract/catalogue/catalogue.schemas';
import { messages } from '@haat/contract/messages';
import {
  CART_ID,
  CUSTOMER_ID,
  makeCustomerProfile,
  storeSignedInSession,
  WALLET_ID,
} from '#src/testing/auth-fixtures.ts';
import type { MessageId, MessageValues } from '#src/lib/i18n.tsx';
import { notify } from '#src/lib/notify.ts';
import { makeAddress } from '#src/testing/address-fixtures.ts';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { makeProduct } from '#src/testing/product-fixtures.ts';
import { englishI18n } from '#src/testing/i18n.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { ORG_ID, STORE_ID } from '#src/testing/store-fixtures.ts';
import { subscriptionBill, subscriptionSummary } from '#src/features/subscription-setup/lib/subscription-summary.ts';
import { makeSubscription } from '#src/testing/subscription-fixtures.ts';
import { makeDeliveryCalendar } from '#src/testing/delivery-calendar-fixtures.ts';

const TODAY = '2026-11-20';
const SLOT = { id: '0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e01', startTime: '05:30', endTime: '07:00' };
const EVENING = { id: '0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e02', startTime: '17:00', endTime: '19:00' };
const ADDRESS = makeAddress();

const payment = (cod: boolean, wallet: boolean) => ({
  onlinePayment: { enabled: true, activePaymentMethod: 'CASHFREE' },
  cashOnDelivery: { enabled: cod },
  bmsWallet: { enabled: wallet },
});

type Route = Parameters<typeof mockFetch>[0][string];

function mockSetup(product: Product, extra: Record<string, Route> = {}) {
  return mockFetch({
    [`/api/products/${product.id}`]: { body: product },
    [`/api/carts/${CART_ID}`]: {
      body: { id: CART_ID, items: [], totalPrice: 0, couponDiscount: 0, totalDiscount: 0, tax: 0, finalPrice: 0 },
    },
    [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
    '/api/categories': { body: [] },
    '/api/delivery-slots': { body: [SLOT, EVENING] },
    [`/api/stores/${STORE_ID}/payment-config`]: { body: payment(true, true) },
    [`/api/addresses/${CUSTOMER_ID}`]: { body: { addressList: [ADDRESS], defaultAddressIndex: 0 } },
    [`/api/customers/${CUSTOMER_ID}`]: { body: makeCustomerProfile() },
    [`/api/wallets/${WALLET_ID}`]: { body: { id: WALLET_ID, accountBalance: 50, pendingCash: 0 } },
    '/api/subscriptions': { body: { subscriptions: [], totalPages: 1 } },
    // Only the store's cut-off is read from it.
    '/api/subscriptions/calendar': { body: makeDeliveryCalendar({}, { cutoffTime: '22:00' }) },
    ...extra,
  });
}

const subscribable = () => makeProduct({ isSubscribable: true });
const confirmButton = () => screen.getByRole('button', { name: 'Confirm Subscription' });
const dateInput = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const setDate = (label: string, value: string) => fireEvent.change(dateInput(label), { target: { value } });

beforeEach(() => {
  // Only Date is faked: 11:30 in India on 20 November 2026, so 'today' is fixed.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T06:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('subscriptionSummary', () => {
  const inclusive = { taxPercent: 0, taxType: 'INCLUSIVE' } as const;

  it('adds up MRP and what is paid in paise; the saving is the MRP less that', () => {
    expect(subscriptionSummary({ mrp: 90, sellingPrice: 76 }, inclusive, 3)).toEqual({
      subtotal: 270,
      tax: 0,
      savings: 42,
      total: 228,
    });
    expect(subscriptionSummary({ mrp: 0.3, sellingPrice: 0.1 }, inclusive, 3)).toEqual({
      subtotal: 0.9,
      tax: 0,
      savings: 0.6,
      total: 0.3,
    });
    expect(subscriptionSummary({ mrp: 50, sellingPrice: 50 }, inclusive, 2).savings).toBe(0);
  });

  it('charges GST that comes on top, as the delivery order will, and never above the MRP', () => {
    // ₹80 + 12 % = ₹89.60 a unit against the ₹90 MRP: the saving is 40 paise a unit, not ₹10.
    const summary = subscriptionSummary({ mrp: 90, sellingPrice: 80 }, { taxPercent: 12, taxType: 'EXCLUSIVE' }, 2);
    expect(summary).toEqual({ subtotal: 180, tax: 19.2, savings: 0.8, total: 179.2 });
    const included = subscriptionSummary({ mrp: 90, sellingPrice: 84 }, { taxPercent: 5, taxType: 'INCLUSIVE' }, 1);
    expect(included).toEqual({ subtotal: 90, tax: 4, savings: 6, total: 84 });
  });

  it('shows the four rows adding up as printed, the saving as a saving, never a minus', () => {
    const t = (id: MessageId, values?: MessageValues) => englishI18n._(id, values);
    const summary = subscriptionSummary({ mrp: 90, sellingPrice: 80 }, { taxPercent: 12, taxType: 'EXCLUSIVE' }, 2);
    const bill = subscriptionBill(summary, t);
    expect(bill.rows.map((row) => [row.label, row.value])).toEqual([
      ['Subtotal', '₹180.00'],
      ['Tax', 'Included'],
      ['Savings', 'You save ₹0.80'],
    ]);
    expect(bill.total).toBe('₹179.20');
    expect(bill.rows.reduce((sum, row) => sum + row.addsPaise, 0)).toBe(bill.totalPaise);
    expect(bill.includedTaxNote).toBe('Prices include ₹19.20 GST');
    expect(bill.rows.some((row) => row.value.includes('-'))).toBe(false);
  });
});

describe('/subscription/:productId', () => {
  it('shows the product, today as start, the slots in 12-hour form, the wallet balance and the summary', async () => {
    storeSignedInSession();
    const product = subscribable();
    mockSetup(product);
    renderRoute(`/subscription/${product.id}`);
    expect(await screen.findByRole('heading', { name: 'Fresh Paneer' })).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Product' });
    expect(within(card).getByText('₹90.00').closest('s')).toBeTruthy();
    expect(within(card).getByText('₹76.00')).toBeTruthy();
    expect(within(card).getByText('200 g')).toBeTruthy();
    expect(dateInput('Start Date').value).toBe(TODAY);
    expect(dateInput('Start Date').min).toBe(TODAY);
    expect(dateInput('End Date').min).toBe(TODAY);
    expect(dateInput('End Date').value).toBe('');
    expect(screen.getByRole('group', { name: 'Select Repeated Days' })).toBeTruthy();
    const slots = screen.getByRole('group', { name: 'Select Delivery Slot' });
    expect((within(slots).getByRole('radio', { name: '05:30 AM – 07:00 AM' }) as HTMLInputElement).checked).toBe(true);
    expect(within(slots).getByRole('radio', { name: '05:00 PM – 07:00 PM' })).toBeTruthy();
    expect(await screen.findByText('Balance ₹50.00')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Online' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Shop more' }).getAttribute('href')).toBe('/demo/category');

    const summary = screen.getByRole('region', { name: 'Summary' });
    const row = (label: string) => within(summary).getByText(label).parentElement?.querySelector('dd')?.textContent;
    expect([row('Subtotal'), row('Tax'), row('Savings'), row('Total')]).toEqual([
      '₹90.00',
      'Included',
      'You save ₹14.00',
      '₹76.00',
    ]);
    const remove = screen.getByRole('button', { name: 'Remove one Fresh Paneer' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add one more Fresh Paneer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add one more Fresh Paneer' }));
    expect([row('Subtotal'), row('Tax'), row('Savings'), row('Total')]).toEqual([
      '₹270.00',
      'Included',
      'You save ₹42.00',
      '₹228.00',
    ]);
    expect(remove.disabled).toBe(false);
  });

  it('shows each confirmation rule as an error toast, in order, then sends it; a refusal shows the server message and stays', async () => {
    storeSignedInSession();
    const product = subscribable();
    const created = vi.fn();
    mockSetup(product, {
      'POST /api/subscriptions': (_url, init) => {
        created(JSON.parse(String(init?.body)));
        return { status: 500, body: { message: 'stop here' } };
      },
    });
    const error = vi.spyOn(notify, 'error');
    const { router } = renderRoute(`/subscription/${product.id}`);
    await screen.findByRole('heading', { name: 'Fresh Paneer' });

    setDate('Start Date', '');
    fireEvent.click(confirmButton());
    expect(await screen.findByText(messages.subscription.selectDaysAndStart)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Monday' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Thursday' }));
    fireEvent.click(confirmButton());
    setDate('Start Date', '2026-11-19');
    fireEvent.click(confirmButton());
    setDate('Start Date', '2026-11-23');
    setDate('End Date', '2026-11-22');
    fireEvent.click(confirmButton());
    setDate('End Date', '2026-12-31');
    fireEvent.click(confirmButton());
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      messages.subscription.selectDaysAndStart,
      messages.subscription.selectDaysAndStart,
      messages.subscription.invalidStart,
      messages.subscription.endBeforeStart,
      messages.subscription.selectPayment,
    ]);
    expect(created).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    fireEvent.click(screen.getByRole('radio', { name: '05:00 PM – 07:00 PM' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add one more Fresh Paneer' }));
    fireEvent.click(confirmButton());
    expect(await screen.findByText('stop here')).toBeTruthy();
    expect(created).toHaveBeenCalledWith({
      storeId: STORE_ID,
      orgId: ORG_ID,
      customerId: CUSTOMER_ID,
      subscriptionRecurrence: { daysOfWeek: ['MONDAY', 'THURSDAY'], startDate: '2026-11-23', endDate: '2026-12-31' },
      shippingAddress: ADDRESS,
      variantId: product.variants[0]?.variantId,
      quantity: 2,
      isActive: true,
      preferredTimeSlot: EVENING,
      paymentMethod: 'COD',
    });
    expect(router.state.location.pathname).toBe(`/demo/subscription/${product.id}`);
    // Rule (4), no address, cannot be reached here: Confirm shows only once an address exists (next tests).
  });

  it('says before Confirm that a start whose orders have closed moves on, naming the slot', async () => {
    storeSignedInSession();
    const product = subscribable();
    mockSetup(product);
    renderRoute(`/subscription/${product.id}`);
    await screen.findByRole('heading', { name: 'Fresh Paneer' });
    // 11:30 on 20 November: today's orders closed at 10 PM yesterday.
    const note = () => screen.queryByText(/^Starts /)?.textContent;
    await screen.findByText(/^Starts /);
    expect(note()).toBe(
      "Starts tomorrow, 21 November 2026: today's 05:30 AM – 07:00 AM slot has closed. Each day's orders close at 10:00 PM the day before.",
    );
    fireEvent.click(screen.getByRole('radio', { name: '05:00 PM – 07:00 PM' }));
    expect(note()).toContain("today's 05:00 PM – 07:00 PM slot has closed");
    setDate('Start Date', '2026-11-21');
    expect(note()).toBeUndefined();

    // 10:15 PM: tomorrow's orders have closed too.
    vi.setSystemTime(new Date('2026-11-20T16:45:00Z'));
    setDate('Start Date', '2026-11-20');
    expect(note()).toMatch(/^Starts on 22 November 2026: today's 05:00 PM/);
    setDate('Start Date', '2026-11-21');
    expect(note()).toMatch(/^Starts on 22 November 2026: tomorrow's 05:00 PM/);
  });

  it('keeps the dates within the server’s horizons and the quantity within the cart’s line limit', async () => {
    storeSignedInSession();
    const product = subscribable();
    mockSetup(product);
    const error = vi.spyOn(notify, 'error');
    renderRoute(`/subscription/${product.id}`);
    await screen.findByRole('heading', { name: 'Fresh Paneer' });
    expect(dateInput('Start Date').max).toBe('2027-02-18');
    expect(dateInput('End Date').max).toBe('2027-11-21');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Monday' }));
    fireEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    setDate('Start Date', '9999-12-31');
    fireEvent.click(confirmButton());
    setDate('Start Date', '2026-11-23');
    setDate('End Date', '9999-12-31');
    fireEvent.click(confirmButton());
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      messages.subscription.startTooFar,
      messages.subscription.endTooFar,
    ]);

    const add = screen.getByRole('button', { name: 'Add one more Fresh Paneer' }) as HTMLButtonElement;
    for (let i = 1; i < MAX_LINE_QUANTITY; i += 1) fireEvent.click(add);
    expect(add.disabled).toBe(true);
  });

  it('goes to the account list 0.8 s after the server accepts, with the wallet chosen', async () => {
    storeSignedInSession();
    const product = subscribable();
    let body: Record<string, unknown> = {};
    mockSetup(product, {
      'POST /api/subscriptions': (_url, init) => {
        body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return { body: makeSubscription() };
      },
    });
    const { router } = renderRoute(`/subscription/${product.id}`);
    await screen.findByRole('heading', { name: 'Fresh Paneer' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    fireEvent.click(screen.getByRole('radio', { name: /Wallet Money/ }));
    fireEvent.click(confirmButton());
    expect(await screen.findByText('Subscription confirmed')).toBeTruthy();
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);
    expect(router.state.location.pathname).toBe(`/demo/subscription/${product.id}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/account/subscription'), { timeout: 3000 });
    expect(body).toMatchObject({
      paymentMethod: 'HAAT_WALLET',
      subscriptionRecurrence: { daysOfWeek: ['SUNDAY'], startDate: TODAY, endDate: '' },
      preferredTimeSlot: SLOT,
      quantity: 1,
    });
  });

  it('blocks confirmation when the store takes neither cash on delivery nor the wallet', async () => {
    storeSignedInSession();
    const product = subscribable();
    mockSetup(product, { [`/api/stores/${STORE_ID}/payment-config`]: { body: payment(false, false) } });
    const error = vi.spyOn(notify, 'error');
    renderRoute(`/subscription/${product.id}`);
    await screen.findByRole('heading', { name: 'Fresh Paneer' });
    expect(screen.queryByRole('radio', { name: /Cash on delivery/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Wallet Money/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Friday' }));
    fireEvent.click(confirmButton());
    expect(await screen.findByText(messages.subscription.paymentDisabled)).toBeTruthy();
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('offers only the wallet when cash on delivery is off, and the subscription can still be made', async () => {
    storeSignedInSession();
    const product = subscribable();
    mockSetup(product, {
      [`/api/stores/${STORE_ID}/payment-config`]: { body: payment(false, true) },
      'POST /api/subscriptions': { body: makeSubscription() },
    });
    renderRoute(`/subscription/${product.id}`);
    await screen.findByRole('heading', { name: 'Fresh Paneer' });
    expect(screen.queryByRole('radio', { name: /Cash on delivery/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Friday' }));
    fireEvent.click(screen.getByRole('radio', { name: /Wallet Money/ }));
    fireEvent.click(confirmButton());
    expect(await screen.findByText('Subscription confirmed')).toBeTruthy();
  });

  it('offers no Confirm Subscription until an address exists, only the Add Address tile', async () => {
    storeSignedInSession();
    const product = subscribable();
    mockSetup(product, { [`/api/addresses/${CUSTOMER_ID}`]: { body: { addressList: [], defaultAddressIndex: null } } });
    renderRoute(`/subscription/${product.id}`);
    await screen.findByRole('heading', { name: 'Fresh Paneer' });
    expect(screen.queryByRole('button', { name: 'Confirm Subscription' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Address' });
    expect((within(dialog).getByRole('switch', { name: 'Save address' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says a product is not available for subscription, with no form', async () => {
    storeSignedInSession();
    const product = makeProduct({ isSubscribable: false });
    mockSetup(product);
    renderRoute(`/subscription/${product.id}`);
    expect(await screen.findByRole('heading', { name: 'This product is not available for subscription' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm Subscription' })).toBeNull();
    expect(screen.queryByLabelText('Start Date')).toBeNull();
    expect(screen.getByRole('link', { name: 'View product' }).getAttribute('href')).toBe(`/demo/product/${product.id}`);
  });

  it("shows 'Not Found' for a product that does not exist", async () => {
    storeSignedInSession();
    const product = subscribable();
    mockSetup(product, { [`/api/products/${product.id}`]: { status: 404, body: { message: 'Not found' } } });
    renderRoute(`/subscription/${product.id}`);
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeTruthy();
  });
});
