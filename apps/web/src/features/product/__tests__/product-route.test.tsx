import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledUrl, mockFetch } from '#src/testing/mock-fetch.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { makeBootstrap, STORE_ID } from '#src/testing/store-fixtures.ts';
import { makeProduct, makeProductPage } from '#src/testing/product-fixtures.ts';

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
    // ₹76 + 5 % GST is ₹79.80 paid against the ₹90 MRP: 11 % saved, not the 16 % of the bare price.
    expect(screen.getByText('Save 11% right now')).toBeTruthy();
    expect(screen.getByText('+ 5% GST')).toBeTruthy();
    expect(screen.getByText('200 g')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
      `/demo/subscription/${product.id}`,
    );
    expect(screen.getAllByRole('button', { name: /Show image/ })).toHaveLength(2);
  });

  it('shows the rating, lets the shopper choose a pack size, and offers more from the category', async () => {
    const categoryId = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';
    const product = makeProduct({ name: 'Nescafe Classic', brand: 'Nestle', categoryId, averageRating: 4.3 });
    const large = {
      ...product.variants[0]!,
      variantId: '6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f',
      weight: 100,
      mrp: 330,
      sellingPrice: 299,
      availableQuantity: 2,
      sku: 'NES-100',
      imagePathList: ['/files/p/nescafe-100.svg'],
    };
    const twoSizes = { ...product, variants: [product.variants[0]!, large] };
    const neighbour = makeProduct({ name: 'Bru Instant', brand: 'Bru', categoryId });
    mockFetch({
      '/api/categories': { body: [] },
      [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
      [`/api/products/${product.id}`]: { body: twoSizes },
      '/api/products': { body: makeProductPage([twoSizes, neighbour]) },
    });
    renderRoute(`/product/${product.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nestle Nescafe Classic' })).toBeTruthy();
    // An image of stars, named by its rating (a paragraph may not carry a name of its own).
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeTruthy();
    const sizes = screen.getByRole('group', { name: 'Pack size of Nescafe Classic' });
    const sizeOptions = within(sizes).getAllByRole('radio') as HTMLInputElement[];
    expect(sizeOptions.map((option) => option.checked)).toEqual([true, false]);
    const info = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(within(info).getByText('₹76.00', { selector: '.price' })).toBeTruthy();

    fireEvent.click(within(sizes).getByLabelText(/100 g/));
    expect(within(info).getByText('₹299.00', { selector: '.price' })).toBeTruthy();
    expect(within(info).getByText('Only 2 left')).toBeTruthy();

    const more = await screen.findByRole('region', { name: 'You may also like' });
    expect(within(more).getByRole('heading', { name: 'Bru Instant' })).toBeTruthy();
    expect(within(more).queryByRole('heading', { name: 'Nescafe Classic' })).toBeNull();
  });

  it('shows what the package declares: net quantity, MRP with taxes, maker, country of origin, consumer care', async () => {
    const product = makeProduct({
      declarations: {
        maker: { kind: 'IMPORTER', name: 'Nilgiri Imports Pvt Ltd', address: '4 Residency Road, Bengaluru 560025' },
        countryOfOrigin: 'LK',
        consumerCare: null,
      },
    });
    mockProduct(product);
    renderRoute(`/product/${product.id}`);
    const section = await screen.findByRole('region', { name: 'Product information' });
    const rows = within(section)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Net quantity', '200 g'],
      ['MRP (inclusive of all taxes)', '₹90.00'],
      ['Imported by', 'Nilgiri Imports Pvt Ltd, 4 Residency Road, Bengaluru 560025'],
      ['Country of origin', 'Sri Lanka'],
      // No consumer care of its own: the store's support answers.
      ['Consumer care', '9876543210, help@demo.example'],
    ]);
  });

  it('shows no declarations for a product the store has not declared', async () => {
    const product = makeProduct();
    mockProduct(product);
    renderRoute(`/product/${product.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Amul Fresh Paneer' });
    expect(screen.queryByRole('region', { name: 'Product information' })).toBeNull();
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

  it('shows the error view with the status and message when the product cannot be read (a malformed id)', async () => {
    mockFetch({
      '/api/categories': { body: [] },
      [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
      '/api/products/not-an-id': { status: 400, body: { message: 'params.id: Invalid id', code: 'BAD_REQUEST' } },
    });
    renderRoute('/product/not-an-id');
    expect(await screen.findByRole('heading', { level: 1, name: '400' })).toBeTruthy();
    expect(screen.getByText('params.id: Invalid id')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Not Found' })).toBeNull();
  });
});
