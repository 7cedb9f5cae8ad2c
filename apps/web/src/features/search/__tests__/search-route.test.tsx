import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { makeCategory, STORE_ID } from '#src/testing/store-fixtures.ts';
import { makeProduct, makeProductPage } from '#src/testing/product-fixtures.ts';

const dairy = makeCategory({ name: 'Dairy' });

function mockSearch() {
  const searches: URL[] = [];
  const fetchMock = mockFetch({
    '/api/categories': { body: [dairy] },
    [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
    '/api/search/products': (url) => {
      searches.push(url);
      return {
        body: {
          ...makeProductPage([makeProduct({ name: 'Malai Paneer' })]),
          highestSellingPrice: 295,
          correctedQuery: null,
        },
      };
    },
  });
  return { fetchMock, searches };
}

afterEach(() => vi.unstubAllGlobals());

/** A phone (narrower than the sidebar's 900 px) or a laptop. */
function setScreen(kind: 'phone' | 'laptop') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: kind === 'laptop' && query.includes('min-width: 900px'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('/search', () => {
  it('does not search without a query', async () => {
    const { searches } = mockSearch();
    renderRoute('/search');
    expect(await screen.findByText('Type in the search box to find products.')).toBeTruthy();
    expect(searches).toHaveLength(0);
  });

  it('shows the query and the count, and sends the filters from the URL', async () => {
    const { searches } = mockSearch();
    renderRoute('/search?query=panner&averageRating=4&maxSellingPrice=900&sortBy=newest');
    expect(await screen.findByText('Malai Paneer')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Showing Results for the query/ }).textContent).toContain('panner');
    expect(screen.getByText('1 product')).toBeTruthy();
    const sent = searches[0]!.searchParams;
    expect(sent.get('query')).toBe('panner');
    expect(sent.get('averageRating')).toBe('4');
    expect(sent.get('maxSellingPrice')).toBe('900');
    expect(sent.get('sortBy')).toBe('newest');
    expect(sent.get('sortOrder')).toBe('ASC');
    expect(sent.has('isSubscribable')).toBe(false);
    expect(sent.has('minSellingPrice')).toBe(false);
  });

  it('puts a filter change in the URL and searches again; Clear removes the rating', async () => {
    const { searches } = mockSearch();
    const { router } = renderRoute('/search?query=milk');
    await screen.findByText('Malai Paneer');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Dairy' }));
    await vi.waitFor(() => expect(router.state.location.search).toContain(`categoryIds=${dairy.id}`));
    await vi.waitFor(() => expect(searches.at(-1)!.searchParams.get('categoryIds')).toBe(dairy.id));
    fireEvent.click(screen.getByRole('radio', { name: '2 stars & up' }));
    await vi.waitFor(() => expect(router.state.location.search).toContain('averageRating=2'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear rating' }));
    await vi.waitFor(() => expect(router.state.location.search).not.toContain('averageRating'));
  });

  it("runs the price slider from 0 to the store's highest price rounded up, its top meaning no bound", async () => {
    mockSearch();
    const { router } = renderRoute('/search?query=milk');
    const top = (await screen.findByRole('slider', { name: 'Maximum price' })) as HTMLInputElement;
    expect(top.max).toBe('300');
    expect(top.value).toBe('300');
    expect(top.step).toBe('10');
    fireEvent.change(top, { target: { value: '180' } });
    fireEvent.pointerUp(top);
    await vi.waitFor(() => expect(router.state.location.search).toContain('maxSellingPrice=180'));
    fireEvent.change(top, { target: { value: '300' } });
    fireEvent.pointerUp(top);
    await vi.waitFor(() => expect(router.state.location.search).not.toContain('maxSellingPrice'));
    // The spec's gap of 100 still holds on the short scale.
    const bottom = screen.getByRole('slider', { name: 'Minimum price' }) as HTMLInputElement;
    fireEvent.change(bottom, { target: { value: '290' } });
    expect(bottom.value).toBe('200');
  });

  it('on a phone, opens the filters as a sheet from the Filters button', async () => {
    setScreen('phone');
    mockSearch();
    const { router } = renderRoute('/search?query=milk');
    await screen.findByText('Malai Paneer');
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(sheet.className).toContain('modal--bottom');
    fireEvent.click(await within(sheet).findByRole('checkbox', { name: 'Dairy' }));
    await vi.waitFor(() => expect(router.state.location.search).toContain(`categoryIds=${dairy.id}`));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Filters' })).getByRole('button', { name: 'Show 1 product' }),
    );
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
  });

  // Which of the sidebar and the Filters button shows is the style sheet's (by width, so the server's render
  // does not shift): the browser journeys check it. Here: a laptop never opens the sheet.
  it('on a laptop, keeps the filters in the sidebar and opens no sheet', async () => {
    setScreen('laptop');
    mockSearch();
    renderRoute('/search?query=milk');
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    expect(await within(sidebar).findByRole('checkbox', { name: 'Dairy' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
