import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSignedInSession } from '#src/testing/auth-fixtures.ts';
import { runtimeWithHabits } from '#src/testing/habit-fixtures.ts';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { makeProduct } from '#src/testing/product-fixtures.ts';
import { renderWithStore } from '#src/testing/render-app.tsx';
import { BuyAgainRow } from '#src/features/buy-again/components/buy-again-row.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const products = [makeProduct({ name: 'Cow Ghee' }), makeProduct({ name: 'Basmati Rice' })];

describe('BuyAgainRow', () => {
  it('shows a returning shopper’s most-ordered products, in the order the server gives', async () => {
    storeSignedInSession();
    mockFetch({ 'GET /api/buy-again': { body: { products } }, 'GET /api/stock-alerts': { body: { alerts: [] } } });
    renderWithStore(<BuyAgainRow />, { runtime: runtimeWithHabits() });
    const row = await screen.findByRole('region', { name: 'Buy again' });
    const names = within(row)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Cow Ghee', 'Basmati Rice']);
  });

  it('is hidden for a shopper without orders, and asks nothing for a guest', async () => {
    storeSignedInSession();
    const fetchMock = mockFetch({ 'GET /api/buy-again': { body: { products: [] } } });
    const { unmount } = renderWithStore(<BuyAgainRow />, { runtime: runtimeWithHabits() });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Buy again' })).toBeNull();
    unmount();
    localStorage.clear();
    const guestFetch = mockFetch({});
    renderWithStore(<BuyAgainRow />, { runtime: runtimeWithHabits() });
    expect(screen.queryByRole('heading', { name: 'Buy again' })).toBeNull();
    expect(guestFetch).not.toHaveBeenCalled();
  });
});
