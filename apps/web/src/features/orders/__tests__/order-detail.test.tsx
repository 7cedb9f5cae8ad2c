import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledUrl, mockFetch } from '#src/testing/mock-fetch.ts';
import { makeOrder, placedAt } from '#src/testing/order-fixtures.ts';
import { renderWithStore } from '#src/testing/render-app.tsx';
import { OrderDetail } from '#src/features/orders/components/order-detail.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('OrderDetail', () => {
  it('offers the credit note of an order cancelled after it shipped, and downloads it', async () => {
    const order = makeOrder({
      orderState: 'CANCELLED',
      timeline: [
        { state: 'PLACED', at: placedAt },
        { state: 'SHIPPED', at: '2026-11-22T06:30:00.000Z' },
        { state: 'CANCELLED', at: '2026-11-22T09:00:00.000Z' },
      ],
    });
    const fetchMock = mockFetch({ [`/api/orders/${order.id}/credit-note`]: { body: {} } });
    const createObjectURL = vi.fn(() => 'blob:credit-note');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderWithStore(<OrderDetail order={order} isFromCheckoutPage="view" />);
    expect(screen.queryByRole('button', { name: 'Download Invoice' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download Credit Note' }));
    await vi.waitFor(() => expect(saved).toEqual([`credit-note-${order.orderNumber}.pdf`]));
    expect(calledUrl(fetchMock, 0).pathname).toBe(`/api/orders/${order.id}/credit-note`);
    clicked.mockRestore();
  });

  it('offers no credit note for an order cancelled before it shipped', () => {
    const order = makeOrder({
      orderState: 'CANCELLED',
      timeline: [
        { state: 'PLACED', at: placedAt },
        { state: 'CANCELLED', at: '2026-11-22T09:00:00.000Z' },
      ],
    });
    renderWithStore(<OrderDetail order={order} isFromCheckoutPage="view" />);
    expect(screen.queryByRole('button', { name: 'Download Credit Note' })).toBeNull();
  });

  it('confirms an order just placed: number, time and expected delivery', () => {
    renderWithStore(<OrderDetail order={makeOrder()} isFromCheckoutPage="status" />);
    const confirmation = screen.getByRole('status');
    expect(within(confirmation).getByText('Order placed')).toBeTruthy();
    expect(confirmation.textContent).toContain('HAAT-261122-7K3Q9Z');
    expect(confirmation.textContent).toMatch(/22 November 2026, \d\d:\d\d (AM|PM)/);
    expect(screen.getByText('Expected delivery in 1 to 4 hours')).toBeTruthy();
  });

  it('shows no confirmation when opened from the order list', () => {
    renderWithStore(<OrderDetail order={makeOrder()} isFromCheckoutPage="view" />);
    expect(screen.queryByText('Order placed')).toBeNull();
  });

  it('lists the timeline of states with their times, oldest first', () => {
    const order = makeOrder({
      orderState: 'DELIVERED',
      timeline: [
        { state: 'PLACED', at: placedAt },
        { state: 'SHIPPED', at: '2026-11-22T06:30:00.000Z' },
        { state: 'DELIVERED', at: '2026-11-22T08:15:00.000Z' },
      ],
    });
    renderWithStore(<OrderDetail order={order} isFromCheckoutPage="view" />);
    const timeline = screen.getByRole('region', { name: 'Order timeline' });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('.order-timeline__state')?.textContent)).toEqual([
      'Placed',
      'Shipped',
      'Delivered',
    ]);
    expect(entries[1]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-22T06:30:00.000Z');
  });

  it('says Payment failed, not when it was placed, and offers the way back to the cart', () => {
    const order = makeOrder({
      orderState: 'FAILED',
      paymentMethod: 'PAYMENT_GATEWAY',
      paymentStatus: 'FAILED',
      timeline: [
        { state: 'PENDING', at: placedAt },
        { state: 'FAILED', at: '2026-11-22T04:05:00.000Z' },
      ],
    });
    renderWithStore(<OrderDetail order={order} isFromCheckoutPage="status" />);
    expect(screen.getByText('Payment failed')).toBeTruthy();
    expect(screen.queryByText(/^Placed on/)).toBeNull();
    expect(screen.queryByText('Order placed')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to cart' }).getAttribute('href')).toMatch(/\/cart$/);
  });
});
