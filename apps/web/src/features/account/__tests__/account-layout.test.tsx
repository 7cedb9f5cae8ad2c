import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_ID, makeCustomerProfile, MOBILE, storeSignedInSession } from '#src/testing/auth-fixtures.ts';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { STORE_ID } from '#src/testing/store-fixtures.ts';

let fetchMock: ReturnType<typeof mockFetch>;
let putAnswer = { status: 200, body: makeCustomerProfile({ name: 'Asha Rao' }) as unknown };
beforeEach(() => {
  storeSignedInSession();
  putAnswer = { status: 200, body: makeCustomerProfile({ name: 'Asha Rao', gender: 'FEMALE' }) };
  fetchMock = mockFetch({
    '/api/categories': { body: [] },
    [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
    [`GET /api/customers/${CUSTOMER_ID}`]: { body: makeCustomerProfile() },
    [`PUT /api/customers/${CUSTOMER_ID}`]: () => putAnswer,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('account layout (spec §2)', () => {
  it('lists the sections and Logout, highlights the active one, and toggles 13 rem / 4 rem', async () => {
    renderRoute('/account/profile');
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Profile', 'Wallet', 'Address', 'Orders', 'Subscription']);
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    const frame = nav.parentElement!;
    expect(frame.style.getPropertyValue('--account-nav-width')).toBe('13rem');
    fireEvent.click(within(nav).getByRole('button', { name: 'Collapse account menu' }));
    expect(frame.style.getPropertyValue('--account-nav-width')).toBe('4rem');
    fireEvent.click(within(nav).getByRole('button', { name: 'Expand account menu' }));
    expect(frame.style.getPropertyValue('--account-nav-width')).toBe('13rem');
  });

  it('opens the small-screen overlay from the menu button and closes it on a route change', async () => {
    const { router } = renderRoute('/account/profile');
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    const menu = screen.getByRole('button', { name: 'Account menu' });
    expect(nav.classList.contains('account-nav--open')).toBe(false);
    fireEvent.click(menu);
    expect(nav.classList.contains('account-nav--open')).toBe(true);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(nav).getByRole('link', { name: 'Wallet' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/demo/account/wallet'));
    // The new section renders once its code has loaded (navigation runs in a transition).
    await vi.waitFor(() => expect(nav.classList.contains('account-nav--open')).toBe(false), { timeout: 5000 });
  });
});

describe('the small-screen overlay and Escape', () => {
  it('closes on Escape pressed before the focus has moved into it, and on Escape inside it', async () => {
    renderRoute('/account/profile');
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    const menu = screen.getByRole('button', { name: 'Account menu' });
    fireEvent.click(menu);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(nav.classList.contains('account-nav--open')).toBe(false);
    fireEvent.click(menu);
    fireEvent.keyDown(within(nav).getByRole('link', { name: 'Wallet' }), { key: 'Escape' });
    expect(nav.classList.contains('account-nav--open')).toBe(false);
    expect(document.activeElement).toBe(menu);
  });
});

describe('profile form (spec §2, §8)', () => {
  it('shows the profile and saves the changes with a success toast', async () => {
    renderRoute('/account/profile');
    const mobile = (await screen.findByRole('textbox', { name: 'Mobile Number' })) as HTMLInputElement;
    expect(mobile.value).toBe(MOBILE);
    fireEvent.change(mobile, { target: { value: `+91 ${MOBILE}x` } });
    expect(mobile.value).toBe(MOBILE);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Asha Rao' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      storeId: STORE_ID,
      name: 'Asha Rao',
      email: '',
      mobile: MOBILE,
      gender: 'FEMALE',
    });
  });

  it("says 'Failed to update profile' when the server refuses", async () => {
    putAnswer = { status: 400, body: { message: 'Bad', code: 'VALIDATION' } };
    renderRoute('/account/profile');
    await screen.findByRole('textbox', { name: 'Mobile Number' });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to update profile')).toBeTruthy();
  });

  it('checks the e-mail address and the 10-digit mobile before sending', async () => {
    renderRoute('/account/profile');
    const mobile = await screen.findByRole('textbox', { name: 'Mobile Number' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email Address' }), { target: { value: 'nope' } });
    fireEvent.change(mobile, { target: { value: '98x76' } });
    expect((mobile as HTMLInputElement).value).toBe('9876');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Please enter a valid Email Address')).toBeTruthy();
    expect(screen.getByText('Please enter a valid Mobile Number')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
