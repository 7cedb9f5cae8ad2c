import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderDetail as OrderWithTimeline } from '@haat/contract/orders/orders.schemas';
import { renderWithStore } from '#src/testing/render-app.tsx';
import { OrderDetail } from '#src/features/orders/components/order-detail.tsx';

const placedAt = '2026-11-22T04:00:00.000Z';

function makeOrder(overrides: Partial<OrderWithTimeline> = {}): OrderWithTimeline {
  return {
    id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c01',
    orderNumber: 'HAAT-261122-7K3Q9Z',
    orderDate: placedAt,
    orderState: 'PLACED',
    paymentMethod: 'COD',
    paymentStatus: 'PENDING',
    shippingAddress: {
      name: 'Asha Rao',
      mobile: '9876543210',
      email: null,
      address: '12, 4th Cross, Indiranagar',
      city: 'Bengaluru',
      landmark: null,
      state: 'Karnataka',
      country: 'India',
      pin: '560038',
      addressType: 'Home',
    },
    orderItems: [],
    totalPrice: 288,
    couponDiscount: 0,
    totalDiscount: 32,
    tax: 13.72,
    shippingCharge: 30,
    finalPrice: 318,
    expectedDeliveryTime: '1 to 4 hours',
    failureReason: null,
    cancelReason: null,
    timeline: [{ state: 'PLACED', at: placedAt }],
    ...overrides,
  };
}

describe('OrderDetail', () => {
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
