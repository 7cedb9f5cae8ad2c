import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledUrl, mockFetch } from '#src/testing/mock-fetch.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { makeBootstrap, STORE_ID } from '#src/testing/store-fixtures.ts';
import { hindiI18n } from '#src/testing/i18n.ts';
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
    // A store that imported no count of its ratings shows the average alone.
    const product = makeProduct({
      name: 'Nescafe Classic',
      brand: 'Nestle',
      categoryId,
      averageRating: 4.3,
      ratingCount: 0,
    });
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

  it('shows how many ratings the average comes from, read out as one sentence', async () => {
    const product = makeProduct({ averageRating: 3.6, ratingCount: 1234 });
    mockProduct(product);
    renderRoute(`/product/${product.id}`);
    expect(await screen.findByRole('img', { name: 'Rated 3.6 out of 5 by 1,234 shoppers' })).toBeTruthy();
    expect(screen.getByText('(1,234 ratings)')).toBeTruthy();
    expect(screen.getByText('★ 3.6')).toBeTruthy();
  });

  it('shows a gallery of several images: thumbnails are named buttons, pressed for the image shown, by click or arrow keys', async () => {
    const images = ['/files/a.svg', '/files/b.svg', '/files/c.svg'];
    const product = makeProduct({}, { imagePathList: images });
    mockProduct(product);
    renderRoute(`/product/${product.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Amul Fresh Paneer' });
    const row = screen.getByRole('list', { name: 'Product images' });
    const thumbs = within(row).getAllByRole('button');
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-label'))).toEqual([
      'Show image 1 of 3',
      'Show image 2 of 3',
      'Show image 3 of 3',
    ]);
    // The image shown is the one not hidden from assistive technology; its alt text names the product and its place.
    const shown = () =>
      screen.getAllByRole('img', { name: /^Amul Fresh Paneer, image/ }).map((img) => img.getAttribute('alt'));
    const pressed = () => thumbs.map((thumb) => thumb.getAttribute('aria-pressed'));
    expect(shown()).toEqual(['Amul Fresh Paneer, image 1 of 3']);
    expect(pressed()).toEqual(['true', 'false', 'false']);

    fireEvent.click(thumbs[2]!);
    expect(shown()).toEqual(['Amul Fresh Paneer, image 3 of 3']);
    expect(pressed()).toEqual(['false', 'false', 'true']);

    fireEvent.keyDown(thumbs[2]!, { key: 'ArrowRight' });
    expect(shown()).toEqual(['Amul Fresh Paneer, image 1 of 3']);
    expect(document.activeElement).toBe(thumbs[0]);
    fireEvent.keyDown(thumbs[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(thumbs[2]);
    fireEvent.keyDown(thumbs[2]!, { key: 'Home' });
    expect(pressed()).toEqual(['true', 'false', 'false']);
    fireEvent.keyDown(thumbs[0]!, { key: 'End' });
    expect(shown()).toEqual(['Amul Fresh Paneer, image 3 of 3']);
  });

  it('shows one image, named by the product, with no thumbnails; in Hindi the names are Hindi', async () => {
    const product = makeProduct(
      { name: 'ताज़ा पनीर', brand: 'अमूल' },
      { imagePathList: ['/files/a.svg', '/files/b.svg'] },
    );
    mockProduct(product);
    renderRoute(`/product/${product.id}`, makeBootstrap(), hindiI18n);
    await screen.findByRole('heading', { level: 1, name: 'अमूल ताज़ा पनीर' });
    expect(screen.getByRole('img', { name: 'अमूल ताज़ा पनीर, 2 में से तस्वीर 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '2 में से तस्वीर 2 दिखाएँ' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '12 ग्राहकों ने 5 में से 4.5 रेटिंग दी' })).toBeTruthy();

    const single = makeProduct({ name: 'Toned Milk' });
    mockProduct(single);
    renderRoute(`/product/${single.id}`);
    expect(await screen.findByRole('img', { name: 'Amul Toned Milk' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Product images' })).toBeNull();
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
