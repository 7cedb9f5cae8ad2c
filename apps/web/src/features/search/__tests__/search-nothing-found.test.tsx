import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { makeCategory, STORE_ID } from '#src/testing/store-fixtures.ts';
import { makeProductPage } from '#src/testing/product-fixtures.ts';

const dairy = makeCategory({ name: 'Dairy' });
const empty = makeCategory({ name: 'Empty shelf', productCount: 0 });
const hidden = makeCategory({ name: 'Hidden', isActive: false });

afterEach(() => vi.unstubAllGlobals());

describe('/search that matches nothing', () => {
  it("says so and offers the store's categories that have products", async () => {
    mockFetch({
      '/api/categories': { body: [dairy, empty, hidden] },
      [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
      '/api/search/products': { body: { ...makeProductPage([]), highestSellingPrice: 90, correctedQuery: null } },
    });
    renderRoute('/search?query=xqzvw');
    expect(await screen.findByText('No Product Found')).toBeTruthy();
    expect(screen.getByText(/Nothing in this store matches/).textContent).toBe(
      'Nothing in this store matches xqzvw. Try other words, or look in a category.',
    );
    const offered = within(screen.getByRole('navigation', { name: 'Browse a category' })).getAllByRole('link');
    expect(offered.map((link) => link.textContent)).toEqual(['Dairy']);
    expect(offered[0]!.getAttribute('href')).toBe(`/demo/category/${dairy.id}`);
  });
});
