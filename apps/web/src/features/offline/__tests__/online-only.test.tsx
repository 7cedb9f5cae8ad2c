import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { I18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '#src/lib/i18n.tsx';
import { englishI18n, hindiI18n } from '#src/testing/i18n.ts';
import { OnlineOnly } from '#src/features/offline/components/online-only.tsx';
import { showOfflineBar } from '#src/features/offline/offline-bar.ts';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

function renderGate(path: string, i18n: I18n = englishI18n) {
  const router = createMemoryRouter(
    [
      {
        element: <OnlineOnly />,
        children: [
          { path: 'cart', element: <h1>Your Cart</h1> },
          { path: 'account/orders', element: <h1>My Orders</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <LanguageProvider i18n={i18n}>
      <RouterProvider router={router} />
    </LanguageProvider>,
  );
  return router;
}

afterEach(() => vi.restoreAllMocks());

describe('OnlineOnly', () => {
  it('says the cart needs the network when opened offline, and shows it once the network returns', async () => {
    setOnline(false);
    renderGate('/cart');
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeTruthy();
    expect(screen.getByText(/^Your cart and checkout need the network/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your Cart' })).toBeNull();
    setOnline(true);
    expect(screen.getByRole('heading', { name: 'Your Cart' })).toBeTruthy();
  });

  it('keeps a screen already shown when the network drops, and gates the next one opened offline', async () => {
    setOnline(true);
    const router = renderGate('/cart');
    setOnline(false);
    expect(screen.getByRole('heading', { name: 'Your Cart' })).toBeTruthy();
    await act(() => router.navigate('/account/orders'));
    expect(await screen.findByText(/^Your account needs the network/)).toBeTruthy();
  });

  it('says it in Hindi on a Hindi page', async () => {
    setOnline(false);
    renderGate('/cart', hindiI18n);
    expect(await screen.findByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeTruthy();
    expect(screen.getByText(/^आपकी कार्ट और चेकआउट के लिए इंटरनेट चाहिए/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'दुकान देखें' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/offline|network|Browse/i);
  });
});

describe('showOfflineBar', () => {
  it('shows "You are offline" while the browser has no network, as a status for screen readers', () => {
    setOnline(true);
    const bar = showOfflineBar((id) => englishI18n._(id));
    expect(bar.getAttribute('role')).toBe('status');
    expect(bar.hidden).toBe(true);
    setOnline(false);
    expect(bar.hidden).toBe(false);
    expect(bar.textContent).toContain('You are offline.');
    setOnline(true);
    expect(bar.hidden).toBe(true);
    bar.remove();
  });

  it('speaks the page language', () => {
    setOnline(false);
    const bar = showOfflineBar((id) => hindiI18n._(id));
    expect(bar.textContent).toBe('आप ऑफ़लाइन हैं।दुकान वैसी ही दिख रही है जैसी आपने पिछली बार देखी थी।');
    bar.remove();
  });
});
