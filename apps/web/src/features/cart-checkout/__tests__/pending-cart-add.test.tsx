import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@haat/contract/carts/carts.schemas';
import { pendingCartAddFrom } from '#src/lib/auth-session.ts';
import { CART_ID, CUSTOMER_ID, MOBILE, makeCustomerProfile } from '#src/testing/auth-fixtures.ts';
import { makeCartItem } from '#src/testing/cart-fixtures.ts';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { makeProduct } from '#src/testing/product-fixtures.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { STORE_ID } from '#src/testing/store-fixtures.ts';

// Issue 39: a guest's Add to Cart went to login and back to the product, and the item was not added.
const product = makeProduct();
const variantId = product.variants[0]!.variantId;
const session = {
  mobile: MOBILE,
  customerId: CUSTOMER_ID,
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  accessTokenExpiresAt: '2030-01-01T00:15:00.000Z',
  refreshTokenExpiresAt: '2030-01-31T00:00:00.000Z',
};

/** The store as the server keeps it: the cart holds what add-item put in it. */
function mockStore() {
  let cart: Cart = {
    id: CART_ID,
    items: [],
    totalPrice: 0,
    couponDiscount: 0,
    totalDiscount: 0,
    tax: 0,
    finalPrice: 0,
  };
  const added = vi.fn();
  mockFetch({
    '/api/categories': { body: [] },
    [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
    [`/api/products/${product.id}`]: { body: product },
    'POST /api/identity/request-otp': { body: { message: 'OTP sent', resendAfterSeconds: 59, expiresInSeconds: 300 } },
    'POST /api/identity/verify-customer-otp': { body: session },
    [`/api/customers/${CUSTOMER_ID}`]: { body: makeCustomerProfile() },
    [`GET /api/carts/${CART_ID}`]: () => ({ body: cart }),
    [`POST /api/carts/${CART_ID}/add-item`]: (_url, init) => {
      added(JSON.parse(String(init?.body)));
      const line = makeCartItem({ productVariantId: variantId, productId: product.id, productName: product.name });
      cart = { ...cart, items: [{ ...line, quantity: (cart.items[0]?.quantity ?? 0) + 1 }] };
      return { body: cart };
    },
  });
  return { added };
}

async function logIn() {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Phone number' }), { target: { value: MOBILE } });
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByRole('textbox', { name: 'Digit 1' });
  '123456'
    .split('')
    .forEach((digit, i) =>
      fireEvent.change(screen.getByRole('textbox', { name: `Digit ${i + 1}` }), { target: { value: digit } }),
    );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('pendingCartAddFrom', () => {
  it('reads the add that router state carries, and nothing from anything else', () => {
    expect(pendingCartAddFrom({ pendingCartAdd: { productVariantId: variantId, productName: 'Paneer' } })).toEqual({
      productVariantId: variantId,
      productName: 'Paneer',
    });
    for (const state of [null, undefined, 'x', {}, { pendingCartAdd: {} }, { pendingCartAdd: { productVariantId: 7 } }])
      expect(pendingCartAddFrom(state)).toBeNull();
  });
});

describe("a guest's Add to Cart", () => {
  it('goes to login, comes back to the product with it added once and says so; a reload adds nothing', async () => {
    const { added } = mockStore();
    const { router } = renderRoute(`/product/${product.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/login'));
    expect(await screen.findByText('Log in to add Fresh Paneer to your cart.')).toBeTruthy();
    expect(added).not.toHaveBeenCalled();

    await logIn();
    expect(await screen.findByText('Product added to cart')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/demo/product/${product.id}`);
    const stepper = await screen.findByRole('group', { name: 'Quantity of Fresh Paneer' });
    expect(within(stepper).getByText('1')).toBeTruthy();
    expect(added).toHaveBeenCalledTimes(1);
    expect(added).toHaveBeenCalledWith(expect.objectContaining({ item: { productVariantId: variantId }, quantity: 1 }));
    // Out of the history entry: Back, a reload or another render finds nothing left to add.
    expect(router.state.location.state).toBeNull();

    cleanup();
    renderRoute(`/product/${product.id}`);
    await screen.findByRole('group', { name: 'Quantity of Fresh Paneer' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(added).toHaveBeenCalledTimes(1);
  }, 20_000);

  it('adds nothing for a guest who logs in from the login page itself', async () => {
    const { added } = mockStore();
    const { router } = renderRoute('/login');
    expect(screen.queryByText(/to your cart/)).toBeNull();
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/demo\/?$/));
    expect(added).not.toHaveBeenCalled();
  }, 20_000);
});
