import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DarkModeToggle } from '#src/app/shell/dark-mode-toggle.tsx';
import { Footer } from '#src/app/shell/footer.tsx';
import { TopBar } from '#src/app/shell/top-bar.tsx';
import { telHref } from '#src/lib/contact-links.ts';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { createTestRuntime, renderWithStore } from '#src/testing/render-app.tsx';
import { makeBootstrap, makeCategory } from '#src/testing/store-fixtures.ts';

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});
afterEach(() => vi.unstubAllGlobals());

describe('DarkModeToggle', () => {
  it('flips dark mode, marks <html> and remembers the choice', () => {
    mockFetch({});
    renderWithStore(<DarkModeToggle />);
    const toggle = screen.getByRole('button', { name: 'Toggle dark mode' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(JSON.parse(localStorage.getItem('haat:demo:state')!).app.isDarkMode).toBe(true);
    fireEvent.click(toggle);
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });
});

describe('TopBar', () => {
  it('links the account icon to /login when logged out and /account when logged in', () => {
    mockFetch({});
    const { runtime } = renderWithStore(<TopBar />);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'Demo Mart home' })).toBeTruthy();
    act(() => runtime.authSession.set({ accessToken: 'a', refreshToken: 'r' }));
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
  });
});

describe('Footer', () => {
  it('shows social, business and support links, up to 4 shoppable categories and the copyright line', async () => {
    const shown = [1, 2, 3, 4].map((n) => makeCategory({ name: `Shown ${n}` }));
    mockFetch({
      '/api/categories': {
        body: [
          makeCategory({ name: 'Inactive', isActive: false }),
          makeCategory({ name: 'Empty', productCount: 0 }),
          ...shown,
          makeCategory({ name: 'Fifth' }),
        ],
      },
    });
    renderWithStore(<Footer />);
    const popular = await screen.findByRole('navigation', { name: 'Popular categories' });
    expect(
      within(popular)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Shown 1', 'Shown 2', 'Shown 3', 'Shown 4']);
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe('https://facebook.com/demo');
    expect(screen.getByRole('link', { name: 'X' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Instagram' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'LinkedIn' })).toBeNull();
    for (const label of ['Privacy Policy', 'Refund Policy', 'Shipping Policy', 'Terms & Conditions']) {
      expect(screen.getByRole('link', { name: label })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: /9876543210/ }).getAttribute('href')).toBe('tel:+919876543210');
    expect(screen.getByRole('link', { name: /help@demo.example/ }).getAttribute('href')).toBe(
      'mailto:help@demo.example',
    );
    expect(screen.getByText(`© ${new Date().getFullYear()} Demo Mart. All rights reserved.`)).toBeTruthy();
    expect(screen.getByText('Powered by Haat')).toBeTruthy();
  });

  it('keeps a given country code in the tel: link', () => {
    expect(telHref('+91 80 1234 5678')).toBe('tel:+918012345678');
    expect(telHref('98765 43210')).toBe('tel:+919876543210');
  });

  it('links only http(s) profiles, a phone number and an e-mail address, whatever the store holds', () => {
    mockFetch({ '/api/categories': { body: [] } });
    const bootstrap = makeBootstrap();
    const { runtime } = createTestRuntime({
      ...bootstrap,
      config: {
        ...bootstrap.config,
        facebookUrl: 'javascript:alert(8)',
        xurl: 'https://x.com/demo',
        linkedInUrl: 'data:text/html,<script>alert(8)</script>',
        instagramUrl: '//evil.example',
        callSupportNumber: 'javascript:alert(8)',
        supportEmail: '"><script>alert(8)</script>',
        seller: null,
      },
    });
    const { container } = renderWithStore(<Footer />, { runtime });
    const hrefs = [...container.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!);
    expect(hrefs.filter((href) => !href.startsWith('/'))).toEqual(['https://x.com/demo']);
    expect(screen.queryByRole('heading', { name: 'Contact us' })).toBeNull();
    expect(container.innerHTML).not.toContain('alert(8)');
  });

  it('names the seller with its GSTIN and FSSAI number, and its grievance officer with a phone and an e-mail', () => {
    mockFetch({ '/api/categories': { body: [] } });
    renderWithStore(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Sold by' })).toBeTruthy();
    expect(within(footer).getByText('Demo Mart Retail LLP')).toBeTruthy();
    expect(within(footer).getByText('14 80 Feet Road, Koramangala, Bengaluru 560034')).toBeTruthy();
    expect(within(footer).getByText('GSTIN: 29AAGCB7383J1Z4')).toBeTruthy();
    expect(within(footer).getByText('FSSAI licence no. 11223344556677')).toBeTruthy();
    expect(within(footer).getByRole('heading', { name: 'Grievance officer' })).toBeTruthy();
    expect(within(footer).getByText('Meera Iyer, Grievance Officer')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: '9876500011' }).getAttribute('href')).toBe(telHref('9876500011'));
    expect(within(footer).getByRole('link', { name: 'grievance@demo.example' }).getAttribute('href')).toBe(
      'mailto:grievance@demo.example',
    );
  });

  it('leaves out the GSTIN of an unregistered shop and the seller of a store that has not given it', () => {
    mockFetch({ '/api/categories': { body: [] } });
    const bootstrap = makeBootstrap();
    const unregistered = { ...bootstrap.config.seller!, gstScheme: 'UNREGISTERED' as const, gstin: null };
    const { runtime } = createTestRuntime({ ...bootstrap, config: { ...bootstrap.config, seller: unregistered } });
    const { unmount } = renderWithStore(<Footer />, { runtime });
    expect(screen.getByText('Demo Mart Retail LLP')).toBeTruthy();
    expect(screen.queryByText(/GSTIN/)).toBeNull();
    unmount();
    const withoutSeller = createTestRuntime({ ...bootstrap, config: { ...bootstrap.config, seller: null } });
    renderWithStore(<Footer />, { runtime: withoutSeller.runtime });
    expect(screen.queryByRole('heading', { name: 'Sold by' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Grievance officer' })).toBeNull();
  });
});
