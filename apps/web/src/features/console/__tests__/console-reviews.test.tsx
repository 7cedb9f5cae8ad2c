import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleReview } from '@haat/contract/reviews/reviews.schemas';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { CONSOLE, makeMe, storeStaffSession } from '#src/features/console/__tests__/console-fixtures.ts';

const REVIEW_ID = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the console’s reviews', () => {
  it('lists buyers’ reviews and lets a STAFF member hide one, then show it again', async () => {
    storeStaffSession('STAFF');
    let review: ConsoleReview = {
      id: REVIEW_ID,
      productId: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a70',
      productName: 'Taaza Toned Milk',
      rating: 1,
      text: 'Rude words',
      author: 'Ravi K.',
      updatedAt: '2026-11-28T04:30:00Z',
      hiddenAt: null,
    };
    const calls: string[] = [];
    mockFetch({
      [`${CONSOLE}/me`]: { body: makeMe('STAFF') },
      [`GET ${CONSOLE}/reviews`]: () => ({ body: { reviews: [review], totalPages: 1 } }),
      [`POST ${CONSOLE}/reviews/${REVIEW_ID}/hide`]: () => {
        calls.push('hide');
        review = { ...review, hiddenAt: '2026-11-28T05:00:00Z' };
        return { body: review };
      },
      [`POST ${CONSOLE}/reviews/${REVIEW_ID}/show`]: () => {
        calls.push('show');
        review = { ...review, hiddenAt: null };
        return { body: review };
      },
    });
    renderRoute('/console/reviews');
    expect(await screen.findByRole('heading', { name: 'Reviews', level: 1 })).toBeTruthy();
    const card = (await screen.findByText('Taaza Toned Milk: 1 of 5')).closest('li')!;
    expect(within(card).getByText('Ravi K.')).toBeTruthy();
    expect(within(card).getByText('Rude words')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Hide' }));
    expect(await within(card).findByRole('button', { name: 'Show again' })).toBeTruthy();
    expect(within(card).getByText(/^Hidden on/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Show again' }));
    await waitFor(() => expect(calls).toEqual(['hide', 'show']));
    expect(await within(card).findByRole('button', { name: 'Hide' })).toBeTruthy();
  });
});
