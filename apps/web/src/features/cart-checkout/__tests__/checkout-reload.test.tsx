import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@haat/contract/addresses/addresses.schemas';
import type { Checkout } from '@haat/contract/checkouts/checkouts.schemas';
import {
  CART_ID,
  CUSTOMER_ID,
  makeCustomerProfile,
  storeSignedInSession,
  WALLET_ID,
} from '#src/testing/auth-fixtures.ts';
import { makeAddress } from '#src/testing/address-fixtures.ts';
import { makeCartItem } from '#src/testing/cart-fixtures.ts';
import { mockFetch, type MockResponse } from '#src/testing/mock-fetch.ts';
import { makeOrder, ORDER_ID } from '#src/testing/order-fixtures.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { STORE_ID } from '#src/testing/store-fixtures.ts';
import { addressIndexOf, holdsCartLines, restoredStep } from '#src/features/cart-checkout/lib/checkout-restore.ts';

// Issue 39: cash on delivery chosen, a reload, and the checkout started again with Online; Place Order then
// opened the gateway.
const CHECKOUT_ID = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c07';
const NEW_CHECKOUT_ID = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c08';
const saved = makeAddress();
const item = makeCartItem();
const totals = { totalPrice: 200, couponDiscount: 0, totalDiscount: 40, tax: 9.52, finalPrice: 230 };

function makeCheckout(overrides: Partial<Checkout> = {}): Checkout {
  return {
    ...totals,
    id: CHECKOUT_ID,
    cartItems: [item],
    shippingAddress: null,
    paymentMethod: null,
    couponCode: '',
    couponProblem: null,
    shippingPrice: 30,
    orderId: null,
    ...overrides,
  };
}

type Route = MockResponse | ((url: URL, init?: RequestInit) => MockResponse);

/** The store, the cart and the checkout as the server keeps it: PATCH changes it, GET reads it back. */
function mockServer(start: Checkout, extra: Record<string, Route> = {}) {
  let held = start;
  const patches: object[] = [];
  const fetchMock = mockFetch({
    [`/api/carts/${CART_ID}`]: { body: { id: CART_ID, items: [item], ...totals, finalPrice: 200 } },
    [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
    '/api/categories': { body: [] },
    [`/api/stores/${STORE_ID}/payment-config`]: {
      body: {
        onlinePayment: { enabled: true, activePaymentMethod: 'CASHFREE' },
        cashOnDelivery: { enabled: true },
        bmsWallet: { enabled: true },
      },
    },
    [`/api/stores/${STORE_ID}/shipping-config`]: { body: { shippingEnabled: false, manualShippingConfigs: [] } },
    [`/api/addresses/${CUSTOMER_ID}`]: { body: { addressList: [saved], defaultAddressIndex: 0 } },
    [`/api/customers/${CUSTOMER_ID}`]: { body: makeCustomerProfile() },
    [`/api/wallets/${WALLET_ID}`]: { body: { id: WALLET_ID, accountBalance: 500, pendingCash: 0 } },
    [`GET /api/checkouts/${CHECKOUT_ID}`]: () => ({ body: held }),
    [`PATCH /api/checkouts/${CHECKOUT_ID}`]: (_url, init) => {
      const body = JSON.parse(String(init?.body)) as Partial<Checkout>;
      patches.push(body);
      held = { ...held, ...(body.paymentMethod ? { paymentMethod: body.paymentMethod } : {}) };
      if (body.shippingAddress) held = { ...held, shippingAddress: body.shippingAddress };
      return { body: held };
    },
    ...extra,
  });
  return { fetchMock, patches, held: () => held };
}

/** The page as a reload brings it back: a new app at the same address, with nothing but the session kept. */
function reload(router: ReturnType<typeof renderRoute>['router']) {
  const { pathname, search } = router.state.location;
  cleanup();
  return renderRoute(`${pathname.replace(/^\/demo/, '')}${search}`);
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('restoring a checkout', () => {
  it('opens the review only for a checkout holding an address and a payment mode', () => {
    const chosen = makeCheckout({ shippingAddress: saved, paymentMethod: 'COD' });
    expect(restoredStep('2', chosen)).toBe(2);
    expect(restoredStep('2', makeCheckout({ paymentMethod: 'COD' }))).toBe(1);
    expect(restoredStep('1', chosen)).toBe(1);
    expect(restoredStep(null, chosen)).toBe(0);
    expect(restoredStep('9', chosen)).toBe(2);
    expect(restoredStep('soon', chosen)).toBe(0);
  });

  it('goes on with a checkout only while it holds the cart’s very lines', () => {
    const other = makeCartItem({ productVariantId: '6f5e4d3c-2b1a-4098-8765-4321fedcba10', quantity: 1 });
    const checkout = makeCheckout({ cartItems: [item, other] });
    expect(holdsCartLines(checkout, [other, item])).toBe(true);
    expect(holdsCartLines(checkout, [item])).toBe(false);
    expect(holdsCartLines(checkout, [item, { ...other, quantity: 2 }])).toBe(false);
  });

  it('finds the checkout’s address in the shopper’s list by its fields', () => {
    const office: Address = makeAddress({ name: 'Asha at work', addressType: 'Office' });
    expect(addressIndexOf([office, saved], { ...saved })).toBe(1);
    expect(addressIndexOf([office], saved)).toBe(-1);
  });
});

describe('/cart?checkout=…&step=…', () => {
  it('keeps cash on delivery across a reload, says it on the review and places a COD order', async () => {
    storeSignedInSession();
    let placed: Record<string, unknown> | null = null;
    const server = mockServer(makeCheckout(), {
      'POST /api/checkouts': { body: makeCheckout() },
      'POST /api/orders': (_url, init) => {
        placed = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return { body: makeOrder({ paymentMethod: 'COD' }) };
      },
    });
    const first = renderRoute('/cart');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Cash on delivery' }));
    // Saved as chosen, on its own: the address waits for Continue.
    await waitFor(() => expect(server.patches).toHaveLength(1));
    expect(server.patches[0]).toMatchObject({ checkoutId: CHECKOUT_ID, paymentMethod: 'COD' });
    expect(server.patches[0]).not.toHaveProperty('shippingAddress');
    expect(first.router.state.location.search).toBe(`?checkout=${CHECKOUT_ID}&step=1`);

    // A reload on step 1: the same step, cash on delivery still chosen.
    const second = reload(first.router);
    expect(((await screen.findByRole('radio', { name: 'Cash on delivery' })) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeTruthy();
    expect(server.held()).toMatchObject({ paymentMethod: 'COD', shippingAddress: saved });

    // A reload on the review: still the review, the mode said twice, beside Place Order too.
    reload(second.router);
    const payment = (await screen.findByRole('heading', { name: 'Payment Method' })).closest('section')!;
    expect(within(payment).getByText('Cash on delivery')).toBeTruthy();
    expect(within(payment).getByText('Keep ₹230.00 ready: you pay in cash when the order arrives.')).toBeTruthy();
    const bar = screen.getByRole('group', { name: 'Checkout total' });
    expect(within(bar).getByText('Paying by Cash on delivery')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(placed).toMatchObject({ checkoutId: CHECKOUT_ID }));
    expect(screen.queryByRole('dialog')).toBeNull(); // no gateway
  });

  it('shows an address added without saving it again after a reload, chosen', async () => {
    storeSignedInSession();
    const once = makeAddress({ name: 'Ravi at the shop', pin: '411038', city: 'Pune', state: 'Maharashtra' });
    mockServer(makeCheckout({ shippingAddress: once, paymentMethod: 'HAAT_WALLET' }));
    renderRoute(`/cart?checkout=${CHECKOUT_ID}&step=1`);
    expect(((await screen.findByRole('radio', { name: /Ravi at the shop/ })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Asha Rao/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('radio', { name: /Wallet Money/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('changes the mode from the review, and goes back to step 1 for a review with nothing chosen', async () => {
    storeSignedInSession();
    mockServer(makeCheckout({ shippingAddress: saved, paymentMethod: 'PAYMENT_GATEWAY' }));
    const { router } = renderRoute(`/cart?checkout=${CHECKOUT_ID}&step=2`);
    const bar = await screen.findByRole('group', { name: 'Checkout total' });
    expect(within(bar).getByText('Paying by Online')).toBeTruthy();
    expect(screen.getByText('You pay ₹230.00 online after Place Order.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change payment mode' }));
    expect(((await screen.findByRole('radio', { name: 'Online' })) as HTMLInputElement).checked).toBe(true);
    expect(router.state.location.search).toBe(`?checkout=${CHECKOUT_ID}&step=1`);

    cleanup();
    mockServer(makeCheckout());
    renderRoute(`/cart?checkout=${CHECKOUT_ID}&step=2`);
    expect(await screen.findByRole('group', { name: 'Select a delivery address' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
  });

  it('goes to the order of a checkout already placed, and to the cart for one not found', async () => {
    storeSignedInSession();
    mockServer(makeCheckout({ shippingAddress: saved, paymentMethod: 'COD', orderId: ORDER_ID }), {
      [`/api/orders/${ORDER_ID}`]: { body: makeOrder() },
    });
    const { router } = renderRoute(`/cart?checkout=${CHECKOUT_ID}&step=2`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/demo/order/${ORDER_ID}/status`));
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();

    cleanup();
    mockServer(makeCheckout(), {
      [`GET /api/checkouts/${CHECKOUT_ID}`]: { status: 404, body: { message: 'Not found' } },
    });
    renderRoute(`/cart?checkout=${CHECKOUT_ID}&step=2`);
    expect(await screen.findByRole('heading', { name: 'Your Cart' })).toBeTruthy();
  });

  it('goes on with the same checkout from an unchanged cart, and carries the choices into a new one', async () => {
    storeSignedInSession();
    const create = vi.fn(() => ({ body: makeCheckout({ id: NEW_CHECKOUT_ID }) }));
    const carried: object[] = [];
    mockServer(makeCheckout({ shippingAddress: saved, paymentMethod: 'COD' }), {
      'POST /api/checkouts': create,
      [`PATCH /api/checkouts/${NEW_CHECKOUT_ID}`]: (_url, init) => {
        carried.push(JSON.parse(String(init?.body)) as object);
        return { body: makeCheckout({ id: NEW_CHECKOUT_ID, shippingAddress: saved, paymentMethod: 'COD' }) };
      },
    });
    renderRoute(`/cart?checkout=${CHECKOUT_ID}&step=0`);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(((await screen.findByRole('radio', { name: 'Cash on delivery' })) as HTMLInputElement).checked).toBe(true);
    expect(create).not.toHaveBeenCalled();

    // The cart now holds three: a new checkout, starting with cash on delivery and the same address.
    cleanup();
    mockServer(makeCheckout({ cartItems: [{ ...item, quantity: 3 }], shippingAddress: saved, paymentMethod: 'COD' }), {
      'POST /api/checkouts': create,
      [`PATCH /api/checkouts/${NEW_CHECKOUT_ID}`]: (_url, init) => {
        carried.push(JSON.parse(String(init?.body)) as object);
        return { body: makeCheckout({ id: NEW_CHECKOUT_ID, shippingAddress: saved, paymentMethod: 'COD' }) };
      },
    });
    const again = renderRoute(`/cart?checkout=${CHECKOUT_ID}&step=0`);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(((await screen.findByRole('radio', { name: 'Cash on delivery' })) as HTMLInputElement).checked).toBe(true);
    expect(create).toHaveBeenCalledTimes(1);
    expect(carried).toEqual([
      expect.objectContaining({ checkoutId: NEW_CHECKOUT_ID, shippingAddress: saved, paymentMethod: 'COD' }),
    ]);
    expect(again.router.state.location.search).toBe(`?checkout=${NEW_CHECKOUT_ID}&step=1`);
  });
});
