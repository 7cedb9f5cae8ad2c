import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart, CartItem } from '@haat/contract/carts/carts.schemas';
import {
  CART_ID,
  CUSTOMER_ID,
  makeCustomerProfile,
  storeSignedInSession,
  WALLET_ID,
} from '#src/testing/auth-fixtures.ts';
import { mockFetch, type MockResponse } from '#src/testing/mock-fetch.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { makeAddress } from '#src/testing/address-fixtures.ts';
import { makeCartItem } from '#src/testing/cart-fixtures.ts';
import { STORE_ID } from '#src/testing/store-fixtures.ts';

const CHECKOUT_ID = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c07';

function makeCart(items: CartItem[]): Cart {
  return { id: CART_ID, items, totalPrice: 200, couponDiscount: 0, totalDiscount: 40, tax: 9.52, finalPrice: 200 };
}

function mockStore(cart: Cart, extra: Record<string, MockResponse> = {}) {
  return mockFetch({
    [`/api/carts/${CART_ID}`]: { body: cart },
    [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
    '/api/categories': { body: [] },
    [`/api/stores/${STORE_ID}/payment-config`]: {
      body: {
        onlinePayment: { enabled: true, activePaymentMethod: 'CASHFREE' },
        cashOnDelivery: { enabled: true },
        bmsWallet: { enabled: true },
      },
    },
    [`/api/stores/${STORE_ID}/shipping-config`]: {
      body: {
        shippingEnabled: true,
        manualShippingConfigs: [{ shippingTime: '1 to 4 hours', charge: 30, freeAbove: 499 }],
      },
    },
    [`/api/addresses/${CUSTOMER_ID}`]: { body: { addressList: [], defaultAddressIndex: null } },
    [`/api/customers/${CUSTOMER_ID}`]: { body: makeCustomerProfile() },
    [`/api/wallets/${WALLET_ID}`]: { body: { id: WALLET_ID, accountBalance: 50, pendingCash: 0 } },
    'POST /api/checkouts': {
      body: {
        ...cart,
        id: CHECKOUT_ID,
        cartItems: cart.items,
        shippingAddress: null,
        paymentMethod: null,
        couponCode: '',
        couponProblem: null,
        shippingPrice: 30,
        finalPrice: 230,
        orderId: null,
      },
    },
    ...extra,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/cart', () => {
  it('says the cart is empty and offers the catalogue', async () => {
    storeSignedInSession();
    mockStore(makeCart([]));
    renderRoute('/cart');
    expect(await screen.findByRole('heading', { name: 'Your Cart is Empty' })).toBeTruthy();
    expect(screen.getByText('Browse our products and start adding items to your cart!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('lists the items with their notes and the summary', async () => {
    storeSignedInSession();
    mockStore(makeCart([makeCartItem({ isPriceChanged: true, insufficientStock: true, currentAvailableQuantity: 1 })]));
    renderRoute('/cart');
    expect(await screen.findByText('1 Items in cart')).toBeTruthy();
    expect(screen.getByText('Price changed: now ₹100.00')).toBeTruthy();
    expect(screen.getByText('Only 1 left in stock')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Price details' });
    // GST is inside the prices: named, not added; the store's delivery charge shows from the cart on.
    expect(await within(summary).findByText('₹30.00')).toBeTruthy();
    const rows = within(summary)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Subtotal', '₹200.00'],
      ['Tax', 'Included'],
      ['Discounts', '₹0.00'],
      ['Shipping', '₹30.00'],
      ['Total', '₹230.00'],
    ]);
    expect(within(summary).getByText('Prices include ₹9.52 GST')).toBeTruthy();
    expect(within(summary).getByText('You save ₹40.00 on MRP')).toBeTruthy();
    expect(within(summary).getByText('Add ₹299.00 more for free delivery')).toBeTruthy();
    // A line short of stock must be lowered before the shopper can go on.
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('creates a checkout on Continue and defaults the payment to Online', async () => {
    storeSignedInSession();
    const fetchMock = mockStore(makeCart([makeCartItem()]));
    renderRoute('/cart');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('group', { name: 'Select a delivery address' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Online' }) as HTMLInputElement).checked).toBe(true);
    // No address yet: no Continue, only the Add Address tile.
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Address' })).toBeTruthy();
    expect(await screen.findByText('Balance ₹50.00')).toBeTruthy();
    const created = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(created?.[1]?.body))).toMatchObject({
      customerId: CUSTOMER_ID,
      cartItems: [{ productVariantId: makeCartItem().productVariantId, quantity: 2 }],
      couponCode: '',
    });
    // The Cart step is reachable again from the indicator.
    fireEvent.click(screen.getByRole('button', { name: /Cart/ }));
    expect(await screen.findByRole('heading', { name: 'Your Cart' })).toBeTruthy();
  });

  it("says 'Something went wrong' when the checkout cannot be created", async () => {
    storeSignedInSession();
    mockStore(makeCart([makeCartItem()]), {
      'POST /api/checkouts': { status: 409, body: { message: 'Out of stock', code: 'CONFLICT' } },
    });
    renderRoute('/cart');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
  });

  it("keeps each step's Total and main button together in the checkout bar", async () => {
    storeSignedInSession();
    const address = makeAddress();
    const cart = makeCart([makeCartItem()]);
    const checkout = {
      ...cart,
      id: CHECKOUT_ID,
      cartItems: cart.items,
      couponCode: '',
      couponProblem: null,
      shippingPrice: 30,
      orderId: null,
    };
    mockStore(cart, {
      [`/api/addresses/${CUSTOMER_ID}`]: { body: { addressList: [address], defaultAddressIndex: 0 } },
      'POST /api/checkouts': { body: { ...checkout, shippingAddress: null, paymentMethod: null, finalPrice: 230 } },
      [`PATCH /api/checkouts/${CHECKOUT_ID}`]: {
        body: { ...checkout, shippingAddress: address, paymentMethod: 'COD', finalPrice: 230 },
      },
    });
    renderRoute('/cart');
    const bar = async () => screen.findByRole('group', { name: 'Checkout total' });
    // The bar's Total is the summary's: the cart step adds the store's delivery charge as the summary does.
    expect(await within(await bar()).findByText('₹230.00')).toBeTruthy();
    fireEvent.click(within(await bar()).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('group', { name: 'Select a delivery address' });
    expect(within(await bar()).getByText('₹230.00')).toBeTruthy();
    fireEvent.click(within(await bar()).getByRole('button', { name: 'Continue' }));
    const placeOrder = await screen.findByRole('button', { name: 'Place Order' });
    expect(placeOrder.closest('.checkout-bar')).toBe(await bar());
    expect(within(await bar()).getByText('₹230.00')).toBeTruthy();
  });

  it('says in the checkout bar why there is no Continue without an address', async () => {
    storeSignedInSession();
    mockStore(makeCart([makeCartItem()]));
    renderRoute('/cart');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('group', { name: 'Select a delivery address' });
    const bar = screen.getByRole('group', { name: 'Checkout total' });
    expect(within(bar).getByText('Add a delivery address to continue.')).toBeTruthy();
    expect(within(bar).getByText('₹230.00')).toBeTruthy();
  });
});
