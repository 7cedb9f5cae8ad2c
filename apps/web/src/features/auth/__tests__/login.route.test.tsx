import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#src/lib/storage.ts';
import { CART_ID, CUSTOMER_ID, MOBILE, makeCustomerProfile } from '#src/testing/auth-fixtures.ts';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { LOCATION_ID, ORG_ID, STORE_ID } from '#src/testing/store-fixtures.ts';

const session = {
  mobile: MOBILE,
  customerId: CUSTOMER_ID,
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  accessTokenExpiresAt: '2030-01-01T00:15:00.000Z',
  refreshTokenExpiresAt: '2030-01-31T00:00:00.000Z',
};

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch({
    '/api/categories': { body: [] },
    [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
    'POST /api/identity/request-otp': { body: { message: 'OTP sent', resendAfterSeconds: 59, expiresInSeconds: 300 } },
    'POST /api/identity/verify-customer-otp': (_url, init) =>
      JSON.parse(String(init?.body)).otp === '123456'
        ? { body: session }
        : { status: 401, body: { message: 'Invalid code', code: 'UNAUTHORIZED' } },
    [`/api/customers/${CUSTOMER_ID}`]: { body: makeCustomerProfile({ name: 'Asha Rao' }) },
  });
});
afterEach(() => vi.unstubAllGlobals());

function bodyOf(path: string): Record<string, unknown> {
  const call = fetchMock.mock.calls.find(([input]) => String(input).startsWith(path));
  return JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
}

async function sendOtp() {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Phone number' }), { target: { value: MOBILE } });
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  return screen.findByRole('textbox', { name: 'Digit 1' });
}

function typeCode(code: string) {
  code
    .split('')
    .forEach((digit, i) =>
      fireEvent.change(screen.getByRole('textbox', { name: `Digit ${i + 1}` }), { target: { value: digit } }),
    );
}

describe('login page (spec §2, §4)', () => {
  it('logs a shopper in and returns to the guarded page, with the session and user stored', async () => {
    const { router } = renderRoute('/account/profile');
    expect(await screen.findByText('Log in or Sign up')).toBeTruthy();
    const notice = within(screen.getByText(/By continuing, you agree/));
    expect(notice.getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe('/demo/termsconditions');
    expect(notice.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/demo/privacypolicy');
    await sendOtp();
    expect(bodyOf('/api/identity/request-otp')).toEqual({ storeId: STORE_ID, orgName: 'Demo Org', mobile: MOBILE });
    expect(screen.getByText('Resend OTP in 0:59')).toBeTruthy();
    typeCode('123456');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/demo/account/profile');
    expect(bodyOf('/api/identity/verify-customer-otp')).toEqual({
      storeId: STORE_ID,
      orgId: ORG_ID,
      locationId: LOCATION_ID,
      mobile: MOBILE,
      otp: '123456',
      role: 'ROLE_CUSTOMER',
    });
    const keys = storageKeys('demo');
    expect(JSON.parse(localStorage.getItem(keys.auth)!)).toMatchObject({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      customerId: CUSTOMER_ID,
    });
    expect(JSON.parse(localStorage.getItem(keys.state)!).user).toMatchObject({
      username: MOBILE,
      userId: CUSTOMER_ID,
      cartId: CART_ID,
      userDisplayName: 'Asha Rao',
    });
  }, 20_000);

  it("shows 'Invalid OTP. Please try again.' for a wrong code and empties the boxes", async () => {
    renderRoute('/login');
    await sendOtp();
    typeCode('000000');
    expect(await screen.findByText('Invalid OTP. Please try again.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Digit 1' }) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's message when the code cannot be sent, and stays on the phone step", async () => {
    mockFetch({
      'POST /api/identity/request-otp': {
        status: 429,
        body: { message: 'Please wait before asking for another code', code: 'TOO_MANY' },
      },
    });
    renderRoute('/login');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Phone number' }), { target: { value: MOBILE } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please wait before asking for another code')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeTruthy();
  });

  it("falls back to 'Failed to send OTP. Please try again.' when the store cannot be reached", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderRoute('/login');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Phone number' }), { target: { value: MOBILE } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Failed to send OTP. Please try again.')).toBeTruthy();
  });
});
