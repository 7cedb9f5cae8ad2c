import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSignedInSession } from '#src/testing/auth-fixtures.ts';
import { runtimeWithHabits } from '#src/testing/habit-fixtures.ts';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { makeProduct } from '#src/testing/product-fixtures.ts';
import { renderWithStore } from '#src/testing/render-app.tsx';
import { ProductCard } from '#src/features/catalogue/index.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const soldOut = makeProduct({}, { availableQuantity: 0 });
const variantId = soldOut.variants[0]!.variantId;

describe('Notify me on an out-of-stock card', () => {
  it('sends a guest to log in, keeping their place', () => {
    const { router } = renderWithStore(<ProductCard product={soldOut} />, {
      runtime: runtimeWithHabits(),
      path: '/category/dairy?page=2',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Notify me by SMS when Fresh Paneer is back in stock' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: { pathname: '/category/dairy', search: '?page=2', hash: '' } });
  });

  it('asks for the SMS, then says it is asked for and lets the shopper cancel it', async () => {
    storeSignedInSession();
    let open: string[] = [];
    const fetchMock = mockFetch({
      'GET /api/stock-alerts': () => ({
        body: {
          alerts: open.map((id) => ({
            productVariantId: id,
            productId: soldOut.id,
            requestedAt: '2026-11-28T05:00:00.000Z',
          })),
        },
      }),
      'POST /api/stock-alerts': () => {
        open = [variantId];
        return {
          body: { productVariantId: variantId, productId: soldOut.id, requestedAt: '2026-11-28T05:00:00.000Z' },
        };
      },
      [`DELETE /api/stock-alerts/${variantId}`]: () => {
        open = [];
        return { status: 204 };
      },
    });
    renderWithStore(<ProductCard product={soldOut} />, { runtime: runtimeWithHabits() });
    const ask = await screen.findByRole('button', { name: 'Notify me by SMS when Fresh Paneer is back in stock' });
    await vi.waitFor(() => expect((ask as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(ask);
    expect(await screen.findByText('We will send you an SMS when it is back')).toBeTruthy();
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted![1]!.body))).toMatchObject({ productVariantId: variantId });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the SMS for Fresh Paneer' }));
    expect(
      await screen.findByRole('button', { name: 'Notify me by SMS when Fresh Paneer is back in stock' }),
    ).toBeTruthy();
  });

  it('is not offered where the store has not turned it on, nor on a pack in stock', () => {
    const { unmount } = renderWithStore(<ProductCard product={soldOut} />);
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderWithStore(<ProductCard product={makeProduct()} />, { runtime: runtimeWithHabits() });
    expect(screen.queryByRole('button', { name: /Notify me/ })).toBeNull();
  });
});
