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
    ).toEqual(['Orders', 'Cash', 'Reviews']);
  });

  it('forgets a session the server ended and asks for the phone again', async () => {
    storeStaffSession();
    mockFetch({ [`${CONSOLE}/me`]: { status: 401, body: { message: 'Please sign in to the shop console.' } } });
    renderRoute('/console/orders');
    expect(await screen.findByRole('heading', { name: 'Sign in to the shop console' })).toBeTruthy();
    expect(window.localStorage.getItem('haat:demo:console')).toBeNull();
  });
});
