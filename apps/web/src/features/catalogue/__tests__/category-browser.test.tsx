import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { makeBootstrap, makeCategory, STORE_ID } from '#src/testing/store-fixtures.ts';
import { makeProduct, makeProductPage } from '#src/testing/product-fixtures.ts';

const dairy = makeCategory({ name: 'Dairy' });
const pets = makeCategory({ name: 'Pet Care', productCount: 0 });

afterEach(() => vi.unstubAllGlobals());

function mockCatalogue() {
  const queries: URL[] = [];
  mockFetch({
    '/api/categories': { body: [dairy, pets] },
    [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
    '/api/products': (url) => {
      queries.push(url);
      if (url.searchParams.get('categoryId') === pets.id) return { body: makeProductPage([]) };
      const page = Number(url.searchParams.get('page'));
      return {
        body: makeProductPage([makeProduct({ name: `Item on page ${page}` })], { page, totalPages: 2, totalCount: 2 }),
      };
    },
  });
  return queries;
}

describe('category browsing', () => {
  it('lists shoppable categories, pages with Load more at size 30', async () => {
    const queries = mockCatalogue();
    renderRoute(`/category/${dairy.id}`);
    expect(await screen.findByText('Item on page 1')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Dairy' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(nav.textContent).toContain('Dairy');
    expect(nav.textContent).not.toContain('Pet Care');
    expect(queries[0]!.searchParams.get('size')).toBe('30');
    expect(queries[0]!.searchParams.get('categoryId')).toBe(dairy.id);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Item on page 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('paints the first page the server wrote into the page, and asks only for the next one', async () => {
    const queries = mockCatalogue();
    const firstPage = makeProductPage([makeProduct({ name: 'Written by the server' })], {
      page: 1,
      totalPages: 2,
      totalCount: 2,
    });
    renderRoute(`/category/${dairy.id}`, makeBootstrap({ listing: { categoryId: dairy.id, firstPage } }));
    expect(await screen.findByText('Written by the server')).toBeTruthy();
    expect(queries).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Item on page 2')).toBeTruthy();
    expect(queries.map((url) => url.searchParams.get('page'))).toEqual(['2']);
  });

  it("says 'No Product Found' for a category with no products", async () => {
    mockCatalogue();
    renderRoute(`/category/${pets.id}`);
    expect(await screen.findByText('No Product Found')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Back/ })).toBeTruthy();
  });
});
