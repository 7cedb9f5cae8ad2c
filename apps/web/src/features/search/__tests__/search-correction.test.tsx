import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { STORE_ID } from '#src/testing/store-fixtures.ts';
import { makeProduct, makeProductPage } from '#src/testing/product-fixtures.ts';

/** The API as it answers: 'panner' corrected to paneer, unless asked for the words as typed. */
function mockCorrectingSearch() {
  const searches: URL[] = [];
  mockFetch({
    '/api/categories': { body: [] },
    [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
    '/api/search/products': (url) => {
      searches.push(url);
      const asTyped = url.searchParams.get('asTyped') === 'true';
      const products = asTyped ? [] : [makeProduct({ name: 'Fresh Paneer' })];
      return {
        body: { ...makeProductPage(products), highestSellingPrice: 90, correctedQuery: asTyped ? null : 'paneer' },
      };
    },
  });
  return searches;
}

afterEach(() => vi.unstubAllGlobals());

describe('/search after a typo', () => {
  it('says which words it searched for, and searches the words as typed from the link', async () => {
    const searches = mockCorrectingSearch();
    const { router } = renderRoute('/search?query=panner');
    expect(await screen.findByText('Fresh Paneer')).toBeTruthy();
    expect(screen.getByText(/Showing results for/).textContent).toBe('Showing results for paneer');
    const asTyped = screen.getByRole('link', { name: 'panner' });
    expect(asTyped.closest('p')!.textContent).toBe('Search instead for panner');
    fireEvent.click(asTyped);
    await vi.waitFor(() => expect(router.state.location.search).toBe('?query=panner&asTyped=true'));
    await vi.waitFor(() => expect(searches.at(-1)!.searchParams.get('asTyped')).toBe('true'));
    await vi.waitFor(() => expect(screen.queryByText(/Showing results for/)).toBeNull());
  });

  it('says nothing about a correction when the words were searched as typed', async () => {
    mockCorrectingSearch();
    renderRoute('/search?query=panner&asTyped=true');
    expect(await screen.findByText('0 products')).toBeTruthy();
    expect(screen.queryByText(/Showing results for/)).toBeNull();
  });
});
