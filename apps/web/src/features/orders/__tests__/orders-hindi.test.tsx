import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as english } from '@haat/contract/i18n/compiled/en';
import { messages as hindi } from '@haat/contract/i18n/compiled/hi';
import { CART_ID, storeSignedInSession } from '#src/testing/auth-fixtures.ts';
import { hindiI18n } from '#src/testing/i18n.ts';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { makeOrder, placedAt } from '#src/testing/order-fixtures.ts';
import { renderRoute, renderWithStore } from '#src/testing/render-app.tsx';
import { STORE_ID } from '#src/testing/store-fixtures.ts';
import { OrderDetail } from '#src/features/orders/components/order-detail.tsx';

/** The orders catalogue's English texts (without values) that read differently in Hindi. */
const englishTexts = Object.entries(english)
  .filter(([id, text]) => id.startsWith('orders.') && typeof text === 'string' && text !== hindi[id])
  .map(([, text]) => text as string);

/**
 * Fails on any English text of the catalogue left in `element`: its words, labels and placeholders (but for
 * `shared`: texts the shared ui layer shows, which say the same English words).
 */
function expectNoEnglishIn(element: HTMLElement, shared: string[] = []) {
  const attributes = [...element.querySelectorAll('[aria-label], [placeholder]')].map(
    (node) => `${node.getAttribute('aria-label') ?? ''} ${node.getAttribute('placeholder') ?? ''}`,
  );
  const shown = `${element.textContent ?? ''} ${attributes.join(' ')}`;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const left = englishTexts.filter(
    (text) => !shared.includes(text) && new RegExp(`(^|\\W)${escape(text)}($|\\W)`).test(shown),
  );
  expect(left).toEqual([]);
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the orders in Hindi', () => {
  it('lists orders with Hindi headings, dates and states, and asks the cancel reason in Hindi', async () => {
    storeSignedInSession();
    mockFetch({
      '/api/orders': { body: { orders: [makeOrder()], totalPages: 1 } },
      [`/api/carts/${CART_ID}`]: {
        body: { id: CART_ID, items: [], totalPrice: 0, couponDiscount: 0, totalDiscount: 0, tax: 0, finalPrice: 0 },
      },
      [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
      '/api/categories': { body: [] },
    });
    renderRoute('/account/orders', undefined, hindiI18n);
    const row = await screen.findByRole('row', { name: /#3Q9Z/ });
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'तारीख' })).toBeTruthy();
    expect(within(row).getByText('22 नवंबर 2026')).toBeTruthy();
    expect(within(row).getByText('ऑर्डर हुआ')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'ऑर्डर #3Q9Z के विकल्प' }));
    expect(within(row).getByRole('link', { name: 'देखें' })).toBeTruthy();
    expectNoEnglishIn(table);

    fireEvent.click(within(row).getByRole('button', { name: 'रद्द करें' }));
    const dialog = screen.getByRole('dialog', { name: 'ऑर्डर रद्द करने की वजह' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'भेजें' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('कृपया बताएँ कि आप ऑर्डर क्यों रद्द कर रहे हैं');
    // The dialog's own Cancel button is the shared ModalActions'.
    expectNoEnglishIn(dialog);
  });

  it('shows an order page in Hindi: its states, times, items and the invoice button', () => {
    const order = makeOrder({
      orderState: 'DELIVERED',
      paymentStatus: 'PAID',
      timeline: [
        { state: 'PLACED', at: placedAt },
        { state: 'DELIVERED', at: '2026-11-22T08:15:00.000Z' },
      ],
    });
    const { container } = renderWithStore(<OrderDetail order={order} isFromCheckoutPage="status" />, {
      i18n: hindiI18n,
    });
    expect(screen.getByRole('heading', { level: 1, name: `ऑर्डर ${order.orderNumber}` })).toBeTruthy();
    expect(screen.getByText('22 नवंबर 2026 को ऑर्डर किया')).toBeTruthy();
    expect(screen.getByText('भुगतान हो गया')).toBeTruthy();
    const timeline = screen.getByRole('region', { name: 'ऑर्डर का सफ़र' });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('.order-timeline__state')?.textContent)).toEqual([
      'ऑर्डर हुआ',
      'पहुँच गया',
    ]);
    expect(entries[1]!.querySelector('time')?.textContent).toMatch(
      /^22 नवंबर 2026, (सुबह|दोपहर|शाम|रात) \d{1,2}:\d\d बजे$/,
    );
    expect(screen.getByRole('region', { name: 'सामान' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'बिल डाउनलोड करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'और खरीदारी करें' })).toBeTruthy();
    expectNoEnglishIn(container);
  });
});
