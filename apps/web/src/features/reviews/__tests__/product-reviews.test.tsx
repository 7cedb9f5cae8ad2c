import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyReview, ProductReviews } from '@haat/contract/reviews/reviews.schemas';
import { CUSTOMER_ID, makeCustomerProfile, storeSignedInSession } from '#src/testing/auth-fixtures.ts';
import { hindiI18n } from '#src/testing/i18n.ts';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { makeProduct } from '#src/testing/product-fixtures.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { makeBootstrap, STORE_ID } from '#src/testing/store-fixtures.ts';

const product = makeProduct({ averageRating: 4.5, ratingCount: 2 });
const reviews: ProductReviews = {
  enabled: true,
  averageRating: 4.5,
  ratingCount: 2,
  reviewCount: 2,
  reviews: [
    {
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      rating: 5,
      text: 'Soft and fresh',
      author: 'Asha R.',
      updatedAt: '2026-11-20T10:00:00Z',
    },
    {
      id: 'a1b2c3d4-0000-4000-8000-000000000002',
      rating: 4,
      text: null,
      author: null,
      updatedAt: '2026-11-18T10:00:00Z',
    },
  ],
};

function mockPage(answers: { reviews?: ProductReviews; mine?: MyReview; onSave?: (body: unknown) => MyReview }) {
  return mockFetch({
    '/api/categories': { body: [] },
    [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
    [`GET /api/customers/${CUSTOMER_ID}`]: { body: makeCustomerProfile() },
    [`/api/products/${product.id}`]: { body: product },
    [`/api/products/${product.id}/reviews`]: { body: answers.reviews ?? reviews },
    [`GET /api/products/${product.id}/my-review`]: { body: answers.mine ?? { canReview: false, review: null } },
    [`PUT /api/products/${product.id}/my-review`]: (_url, init) => ({
      body: answers.onSave?.(JSON.parse(String(init?.body))),
    }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a product’s ratings and reviews', () => {
  it('shows the average, the count and the latest reviews, a nameless buyer as "A buyer"', async () => {
    mockPage({});
    renderRoute(`/product/${product.id}`);
    const section = await screen.findByRole('region', { name: 'Ratings and reviews' });
    expect(within(section).getByText('4.5')).toBeTruthy();
    expect(within(section).getByText('2 ratings')).toBeTruthy();
    expect(within(section).getByText('Asha R.')).toBeTruthy();
    expect(within(section).getByText('A buyer')).toBeTruthy();
    expect(within(section).getByText('Soft and fresh')).toBeTruthy();
    expect(within(section).getAllByText('Verified buyer')).toHaveLength(2);
    // A guest is not offered the form.
    expect(within(section).queryByRole('button', { name: 'Submit review' })).toBeNull();
  });

  it('paints the reviews the server wrote into the page without asking for them', async () => {
    const fetchMock = mockPage({});
    renderRoute(`/product/${product.id}`, makeBootstrap({ product, productReviews: reviews }));
    const section = await screen.findByRole('region', { name: 'Ratings and reviews' });
    expect(within(section).getByText('Soft and fresh')).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://test.invalid').pathname);
    expect(asked).not.toContain(`/api/products/${product.id}/reviews`);
  });

  it('shows nothing for a store that takes no reviews', async () => {
    mockPage({ reviews: { ...reviews, enabled: false, reviews: [], reviewCount: 0 } });
    renderRoute(`/product/${product.id}`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Ratings and reviews' })).toBeNull();
  });

  it('lets a buyer rate and review; markup is refused before anything is sent', async () => {
    storeSignedInSession();
    const sent: unknown[] = [];
    const fetchMock = mockPage({
      mine: { canReview: true, review: null },
      onSave: (body) => {
        sent.push(body);
        return {
          canReview: true,
          review: {
            id: reviews.reviews[0]!.id,
            rating: 4,
            text: 'Good',
            updatedAt: '2026-11-28T10:00:00Z',
            hidden: false,
          },
        };
      },
    });
    renderRoute(`/product/${product.id}`);
    const form = await screen.findByRole('heading', { name: 'Rate this product' });
    const section = form.closest('form')!;
    fireEvent.click(within(section).getByRole('button', { name: 'Submit review' }));
    expect(await within(section).findByRole('alert')).toHaveProperty(
      'textContent',
      'Please choose a rating of 1 to 5 stars',
    );
    fireEvent.click(within(section).getByRole('radio', { name: '4 stars' }));
    fireEvent.change(within(section).getByLabelText('Your review (optional)'), {
      target: { value: 'Good <b>ghee</b>' },
    });
    expect(within(section).getByRole('alert').textContent).toBe(
      'Reviews are plain text: please remove the HTML tags and try again',
    );
    fireEvent.click(within(section).getByRole('button', { name: 'Submit review' }));
    expect(sent).toEqual([]);
    fireEvent.change(within(section).getByLabelText('Your review (optional)'), { target: { value: 'Good' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(sent).toEqual([{ storeId: STORE_ID, rating: 4, text: 'Good' }]));
    expect(await screen.findByRole('heading', { name: 'Your review' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalled();
  });

  it('shows a buyer their review to edit, and says when the shop hid it, in Hindi', async () => {
    storeSignedInSession();
    mockPage({
      mine: {
        canReview: true,
        review: {
          id: reviews.reviews[0]!.id,
          rating: 2,
          text: 'Leaked',
          updatedAt: '2026-11-20T10:00:00Z',
          hidden: true,
        },
      },
    });
    renderRoute(`/product/${product.id}`, makeBootstrap(), hindiI18n);
    expect(await screen.findByRole('heading', { name: 'आपका रिव्यू' })).toBeTruthy();
    expect(screen.getByText(/दुकान ने आपका रिव्यू छिपा दिया है/)).toBeTruthy();
    expect((screen.getByLabelText('आपका रिव्यू (ज़रूरी नहीं)') as HTMLTextAreaElement).value).toBe('Leaked');
    expect((screen.getByRole('radio', { name: '2 स्टार' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'रिव्यू बदलें' })).toBeTruthy();
  });
});
