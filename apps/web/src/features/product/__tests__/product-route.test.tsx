import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledUrl, mockFetch } from '#src/testing/mock-fetch.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { makeBootstrap, STORE_ID } from '#src/testing/store-fixtures.ts';
import { makeProduct } from '#src/testing/product-fixtures.ts';

function mockProduct(product: ReturnType<typeof makeProduct> | null) {
  return mockFetch({
    '/api/categories': { body: [] },
    [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
    ...(product ? { [`/api/products/${product.id}`]: { body: product } } : {}),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('/product/{id}', () => {
  it('shows brand and name, price, struck MRP, the saving, tax, weight, Add to Cart and Subscribe', async () => {
    const product = makeProduct(
      { isSubscribable: true, taxType: 'EXCLUSIVE', taxPercent: 5 },
      { imagePathList: ['/files/a.svg', '/files/b.svg'] },
    );
    mockProduct(product);
    renderRoute(`/product/${product.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Amul Fresh Paneer' })).toBeTruthy();
    expect(screen.getByText('₹76.00')).toBeTruthy();
    expect(screen.getByText('₹90.00').closest('s')).toBeTruthy();
    expect(screen.getByText('Save 16% right now')).toBeTruthy();
    expect(screen.getByText('+ 5% GST')).toBeTruthy();
    expect(screen.getByText('200 g')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
      `/demo/subscription/${product.id}`,
    );
    expect(screen.getAllByRole('button', { name: /Show image/ })).toHaveLength(2);
  });

  it('paints the product the server wrote into the page without asking for it', async () => {
    const product = makeProduct({ name: 'Written Paneer' });
    const fetchMock = mockProduct(null);
    renderRoute(`/product/${product.id}`, makeBootstrap({ product }));
    expect(await screen.findByRole('heading', { level: 1, name: /Written Paneer/ })).toBeTruthy();
    const asked = fetchMock.mock.calls.map((_, index) => calledUrl(fetchMock, index).pathname);
    expect(asked).not.toContain(`/api/products/${product.id}`);
  });

  it('has no saving line and no Subscribe without a discount or subscription', async () => {
    const product = makeProduct({}, { mrp: 76 });
    mockProduct(product);
    renderRoute(`/product/${product.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Amul Fresh Paneer' });
    expect(screen.queryByText(/right now/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Subscribe' })).toBeNull();
    expect(screen.getByText('Inclusive of all taxes')).toBeTruthy();
  });

  it('shows Not Found for a product the store does not show', async () => {
    mockProduct(null);
    renderRoute('/product/00000000-0000-4000-8000-00000000dead');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeTruthy();
  });
});
