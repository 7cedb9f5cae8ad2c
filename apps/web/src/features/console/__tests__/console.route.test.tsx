import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import {
  CONSOLE,
  makeConsoleOrder,
  makeMe,
  ORDER_ID,
  storeStaffSession,
  summaryOf,
} from '#src/features/console/__tests__/console-fixtures.ts';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the console sign-in', () => {
  it('asks a browser without a staff session for the phone, and says plainly when the code is refused', async () => {
    const fetchMock = mockFetch({
      [`POST ${CONSOLE}/login/request-otp`]: {
        body: { message: 'OTP sent', resendAfterSeconds: 59, expiresInSeconds: 300 },
      },
      [`POST ${CONSOLE}/login/verify-otp`]: { status: 400, body: { message: 'Invalid OTP' } },
    });
    renderRoute('/console');
    expect(await screen.findByRole('heading', { name: 'Sign in to the shop console' })).toBeTruthy();
    // No shopper screen around it: the storefront's top bar and cart are not the console's.
    expect(screen.queryByRole('link', { name: /cart/i })).toBeNull();
    fireEvent.change(screen.getByLabelText(/phone/i), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    const first = await screen.findByRole('textbox', { name: /digit 1/i });
    fireEvent.paste(first, { clipboardData: { getData: () => '123456' } });
    expect(await screen.findByText('This code did not work')).toBeTruthy();
    expect(screen.getByText(/this phone number is not on the staff of Demo Mart/)).toBeTruthy();
    // The shopper's token is never sent: the console calls carry none but the staff's.
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('verify-otp'))!;
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
  });
});

describe('the console orders', () => {
  it('lists the orders and opens one with its shopper and next moves', async () => {
    storeStaffSession();
    const order = makeConsoleOrder();
    mockFetch({
      [`${CONSOLE}/me`]: { body: makeMe() },
      [`${CONSOLE}/orders`]: { body: { orders: [summaryOf(order)], totalCount: 1, totalPages: 1 } },
      [`${CONSOLE}/orders/${ORDER_ID}`]: { body: order },
    });
    renderRoute('/console');
    const link = await screen.findByRole('link', { name: /Order HAAT-261122-7K3Q9Z/ });
    expect(within(link).getByText('New')).toBeTruthy();
    fireEvent.click(link);
    expect(await screen.findByRole('link', { name: '9812345678' })).toBeTruthy();
    const moves = screen.getByRole('region', { name: 'Next steps' });
    expect(
      within(moves)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept', 'Packed', 'Out for delivery', 'Cancel order']);
  });

  it('reads its filters from the address, as Today’s tiles link them, and keeps a change there', async () => {
    storeStaffSession();
    const fetchMock = mockFetch({
      [`${CONSOLE}/me`]: { body: makeMe() },
      [`${CONSOLE}/orders`]: { body: { orders: [], totalCount: 0, totalPages: 1 } },
    });
    const { router } = renderRoute('/console/orders?state=SHIPPED&from=2026-11-28&to=soon');
    expect(await screen.findByText(/No orders match these filters/)).toBeTruthy();
    const asked = () =>
      fetchMock.mock.calls
        .map(([url]) => new URL(String(url), 'http://test.invalid'))
        .filter((url) => url.pathname === `${CONSOLE}/orders`)
        .map((url) => url.searchParams.toString());
    // A malformed date is left out rather than sent.
    expect(asked()).toEqual([expect.stringMatching(/&state=SHIPPED&from=2026-11-28&page=1$/)]);
    const state = screen.getByLabelText('Status') as HTMLSelectElement;
    expect(state.value).toBe('SHIPPED');
    fireEvent.change(state, { target: { value: 'PLACED' } });
    expect(router.state.location.search).toBe('?state=PLACED&from=2026-11-28');
  });

  it("shows the server's answer when another member moved the order first, and the order as it is now", async () => {
    storeStaffSession();
    let order = makeConsoleOrder({ orderState: 'SHIPPED' });
    mockFetch({
      [`${CONSOLE}/me`]: { body: makeMe('STAFF') },
      [`${CONSOLE}/orders/${ORDER_ID}`]: () => ({ body: order }),
      [`POST ${CONSOLE}/orders/${ORDER_ID}/moves`]: () => {
        order = makeConsoleOrder({ orderState: 'CANCELLED', cancelReason: 'Shop closed' });
        return { status: 409, body: { message: 'This order is already Cancelled' } };
      },
    });
    renderRoute(`/console/orders/${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delivered' }));
    // Cash on delivery: the cash collected is asked for first.
    fireEvent.change(screen.getByLabelText(/Cash collected/), { target: { value: '318' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Mark delivered' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This order is already Cancelled');
    expect(await screen.findByText('Cancellation reason: Shop closed')).toBeTruthy();
  });
});

describe('the console by role', () => {
  it('gives a STAFF member no staff or audit screens', async () => {
    storeStaffSession('STAFF');
    mockFetch({
      [`${CONSOLE}/me`]: { body: makeMe('STAFF') },
      [`${CONSOLE}/cash-recharges`]: { body: { recharges: [], totalCount: 0 } },
      [`${CONSOLE}/cash-summary`]: { body: { date: '2026-11-28', staff: [], total: 0 } },
    });
    renderRoute('/console/staff');
    expect(await screen.findByRole('heading', { name: 'For the owner only' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Console screens' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Today', 'Orders', 'Cash', 'Deliveries', 'Products', 'Reviews']);
  });

  it('forgets a session the server ended and asks for the phone again', async () => {
    storeStaffSession();
    mockFetch({ [`${CONSOLE}/me`]: { status: 401, body: { message: 'Please sign in to the shop console.' } } });
    renderRoute('/console/orders');
    expect(await screen.findByRole('heading', { name: 'Sign in to the shop console' })).toBeTruthy();
    expect(window.localStorage.getItem('haat:demo:console')).toBeNull();
  });
});

describe('the console products', () => {
  const product = {
    productId: '00000000-0000-4000-8000-000000000101',
    name: 'Basmati Rice',
    brand: 'India Gate',
    taxPercent: 5,
    taxType: 'EXCLUSIVE',
    variants: [
      {
        variantId: '00000000-0000-4000-8000-000000000102',
        sku: 'RICE-1KG',
        weight: 1,
        weightUnit: 'KG',
        sellingPrice: 120,
        mrp: 140,
        availableQuantity: 8,
        isVisible: true,
      },
    ],
  };

  it('sends only what the member changed, and shows the server’s refusal in words', async () => {
    storeStaffSession('STAFF');
    const fetchMock = mockFetch({
      [`${CONSOLE}/me`]: { body: makeMe('STAFF') },
      [`${CONSOLE}/products`]: { body: { products: [product], totalPages: 1 } },
      [`PATCH ${CONSOLE}/variants/${product.variants[0]!.variantId}`]: {
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'The MRP (₹140.00) must be at least the price with its GST (₹157.50)' },
      },
    });
    renderRoute('/console/products');
    const form = await screen.findByRole('form', { name: 'Basmati Rice 1 kg' });
    expect(within(form).getByText('RICE-1KG')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Price (₹)'), { target: { value: '150' } });
    fireEvent.submit(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The MRP (₹140.00) must be at least the price with its GST (₹157.50)')).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([, given]) => given?.method === 'PATCH')!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ sellingPrice: 150 });
    expect(JSON.parse(String(init?.body))).not.toHaveProperty('mrp');
  });

  it('lists each bad row of a refused CSV by its line', async () => {
    storeStaffSession('STAFF');
    mockFetch({
      [`${CONSOLE}/me`]: { body: makeMe('STAFF') },
      [`${CONSOLE}/products`]: { body: { products: [product], totalPages: 1 } },
      [`POST ${CONSOLE}/stock-prices`]: {
        status: 400,
        body: {
          code: 'BAD_REQUEST',
          message: '1 row has a problem: nothing was changed',
          problems: [{ line: 3, reason: 'stock must be a whole number, 0 or more' }],
        },
      },
    });
    renderRoute('/console/products');
    const file = new File(['sku,stock\nRICE-1KG,4\nRICE-1KG,many'], 'stock.csv', { type: 'text/csv' });
    fireEvent.change(await screen.findByLabelText('CSV file'), { target: { files: [file] } });
    fireEvent.submit(screen.getByRole('button', { name: 'Upload' }));
    const alert = await screen.findByText('Line 3: stock must be a whole number, 0 or more');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
  });
});
