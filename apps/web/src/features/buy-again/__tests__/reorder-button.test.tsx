import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReorderResult } from '@haat/contract/buy-again/buy-again.schemas';
import { CART_ID, storeSignedInSession } from '#src/testing/auth-fixtures.ts';
import { runtimeWithHabits } from '#src/testing/habit-fixtures.ts';
import { calledUrl, mockFetch } from '#src/testing/mock-fetch.ts';
import { ORDER_ID } from '#src/testing/order-fixtures.ts';
import { renderWithStore } from '#src/testing/render-app.tsx';
import { hindiI18n } from '#src/testing/i18n.ts';
import { ReorderButton } from '#src/features/buy-again/components/reorder-button.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const V1 = '0d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c01';
const V2 = '0d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c02';
const V3 = '0d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c03';
const result: ReorderResult = {
  cart: { id: CART_ID, items: [], totalPrice: 0, couponDiscount: 0, totalDiscount: 0, tax: 0, finalPrice: 0 },
  added: [
    { productVariantId: V1, productName: 'Cow Ghee', quantity: 1, orderedQuantity: 1 },
    { productVariantId: V2, productName: 'Basmati Rice', quantity: 2, orderedQuantity: 3 },
  ],
  notAdded: [
    { productVariantId: V3, productName: 'Amul Butter', reason: 'OUT_OF_STOCK' },
    { productVariantId: null, productName: 'Iodised Salt', reason: 'NO_LONGER_SOLD' },
  ],
};

describe('ReorderButton', () => {
  it('puts the order into the cart and says what went in, what did not and why', async () => {
    storeSignedInSession();
    const fetchMock = mockFetch({ [`POST /api/orders/${ORDER_ID}/reorder`]: { body: result } });
    renderWithStore(<ReorderButton orderId={ORDER_ID} orderState="DELIVERED" />, { runtime: runtimeWithHabits() });
    fireEvent.click(screen.getByRole('button', { name: 'Reorder' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('2 items added to your cart');
    expect(status.textContent).toContain('Basmati Rice: only 2 of 3 added (fewer in stock)');
    expect(status.textContent).toContain('Amul Butter: not added, out of stock');
    expect(status.textContent).toContain('Iodised Salt: not added, no longer sold');
    expect(screen.getByRole('link', { name: 'Go to cart' }).getAttribute('href')).toBe('/cart');
    expect(calledUrl(fetchMock, 0).pathname).toBe(`/api/orders/${ORDER_ID}/reorder`);
  });

  it('says it in Hindi on a Hindi page', async () => {
    storeSignedInSession();
    mockFetch({ [`POST /api/orders/${ORDER_ID}/reorder`]: { body: result } });
    renderWithStore(<ReorderButton orderId={ORDER_ID} orderState="PLACED" />, {
      runtime: runtimeWithHabits(),
      i18n: hindiI18n,
    });
    fireEvent.click(screen.getByRole('button', { name: 'दोबारा ऑर्डर करें' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('2 सामान आपकी कार्ट में डाले गए');
    expect(status.textContent).toContain('Amul Butter: नहीं डाला गया, स्टॉक में नहीं है');
  });

  it('is not offered for a cancelled order, nor where the store has not turned it on', () => {
    storeSignedInSession();
    const { unmount } = renderWithStore(<ReorderButton orderId={ORDER_ID} orderState="CANCELLED" />, {
      runtime: runtimeWithHabits(),
    });
    expect(screen.queryByRole('button', { name: 'Reorder' })).toBeNull();
    unmount();
    renderWithStore(<ReorderButton orderId={ORDER_ID} orderState="DELIVERED" />);
    expect(screen.queryByRole('button', { name: 'Reorder' })).toBeNull();
  });
});
