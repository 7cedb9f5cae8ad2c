import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@haat/contract/orders/orders.schemas';
import { CART_ID, CUSTOMER_ID, storeSignedInSession } from '#src/testing/auth-fixtures.ts';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { makeOrder, ORDER_ID } from '#src/testing/order-fixtures.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { STORE_ID } from '#src/testing/store-fixtures.ts';

function mockOrders(orders: Order[], cancelAnswer: Order = makeOrder({ orderState: 'CANCELLED' })) {
  return mockFetch({
    '/api/orders': { body: { orders, totalPages: 1 } },
    [`PUT /api/orders/${ORDER_ID}/state`]: { body: cancelAnswer },
    [`/api/carts/${CART_ID}`]: {
      body: { id: CART_ID, items: [], totalPrice: 0, couponDiscount: 0, totalDiscount: 0, tax: 0, finalPrice: 0 },
    },
    [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
    '/api/categories': { body: [] },
  });
}

async function cancelWithReason(reason: string) {
  const row = await screen.findByRole('row', { name: /#3Q9Z/ });
  fireEvent.click(within(row).getByRole('button', { name: 'Actions for order #3Q9Z' }));
  fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
  const dialog = screen.getByRole('dialog', { name: 'Order Cancellation Reason' });
  fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: reason } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/account/orders', () => {
  it('lists orders as # and the last four characters, with date, status and amount', async () => {
    storeSignedInSession();
    const fetchMock = mockOrders([makeOrder()]);
    renderRoute('/account/orders');
    const row = await screen.findByRole('row', { name: /#3Q9Z/ });
    expect(within(row).getByText('22 November 2026')).toBeTruthy();
    expect(within(row).getByText('Placed')).toBeTruthy();
    expect(within(row).getByText('₹318.00')).toBeTruthy();
    const listCall = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/orders');
    expect(listCall?.searchParams.get('customerId')).toBe(CUSTOMER_ID);
    expect(listCall?.searchParams.get('size')).toBe('8');
  });

  it('tells two orders of the same amount apart by what is in them: first item, picture and how many more', async () => {
    storeSignedInSession();
    const item = (productName: string, thumbnail: string | null) => ({
      productVariantId: null,
      productName,
      sku: productName,
      thumbnail,
      quantity: 1,
      mrp: 100,
      sellingPrice: 100,
      weight: 1,
      weightUnit: 'KG',
    });
    mockOrders([
      makeOrder({ orderItems: [item('Toned Milk', '/files/milk.svg'), item('Bread', null), item('Eggs', null)] }),
      makeOrder({
        id: '00000000-0000-4000-8000-00000000abcd',
        orderNumber: 'HAAT-261122-AAAA',
        orderItems: [item('Basmati Rice', null)],
      }),
    ]);
    renderRoute('/account/orders');
    const milkOrder = await screen.findByRole('row', { name: /#3Q9Z/ });
    expect(within(milkOrder).getByText('Toned Milk + 2 more')).toBeTruthy();
    expect(milkOrder.querySelector('img')?.getAttribute('src')).toBe('/files/milk.svg');
    const riceOrder = screen.getByRole('row', { name: /#AAAA/ });
    expect(within(riceOrder).getByText('Basmati Rice')).toBeTruthy();
    expect(riceOrder.querySelector('img')).toBeNull();
  });

  it("says 'No Orders Found' when there are none", async () => {
    storeSignedInSession();
    mockOrders([]);
    renderRoute('/account/orders');
    expect(await screen.findByText('No Orders Found')).toBeTruthy();
  });

  it('cancels with the reason and confirms', async () => {
    storeSignedInSession();
    const fetchMock = mockOrders([makeOrder()]);
    renderRoute('/account/orders');
    await cancelWithReason('Ordered by mistake');
    expect(await screen.findByText('Order cancelled successfully')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      orderState: 'CANCELLED',
      reason: 'Ordered by mistake',
      storeId: STORE_ID,
    });
  });

  it('refuses an empty reason with a message and sends nothing', async () => {
    storeSignedInSession();
    const fetchMock = mockOrders([makeOrder()]);
    renderRoute('/account/orders');
    await cancelWithReason('   ');
    const dialog = screen.getByRole('dialog', { name: 'Order Cancellation Reason' });
    expect(within(dialog).getByRole('alert').textContent).toBe('Please tell us why you are cancelling');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('reports a failure when the answer is not CANCELLED', async () => {
    storeSignedInSession();
    mockOrders([makeOrder()], makeOrder({ orderState: 'PLACED' }));
    renderRoute('/account/orders');
    await cancelWithReason('Changed my mind');
    expect(await screen.findByText('Failed to cancel order')).toBeTruthy();
  });

  it('offers no Cancel for a cancelled order', async () => {
    storeSignedInSession();
    mockOrders([makeOrder({ orderState: 'CANCELLED' })]);
    renderRoute('/account/orders');
    const row = await screen.findByRole('row', { name: /#3Q9Z/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Actions for order #3Q9Z' }));
    expect(within(row).getByRole('link', { name: 'View' }).getAttribute('href')).toBe(`/demo/order/${ORDER_ID}/view`);
    expect(within(row).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});
