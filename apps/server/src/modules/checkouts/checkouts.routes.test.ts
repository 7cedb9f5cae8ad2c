import { describe, expect, it } from 'vitest';
import {
  address,
  createCommerceTestApp,
  createShop,
  placeOrder,
  setVariant,
  signIn,
  type Shopper,
} from '#src/modules/orders/commerce-test-kit.ts';

const context = await createCommerceTestApp();
const { app } = context;
const db = context.database.db;
const shop = await createShop(context);
const otherShop = await createShop(context);

const create = (shopper: Shopper, cartItems: unknown, extra: object = {}) =>
  shopper.call('POST', '/api/checkouts', {
    orgId: shop.orgId,
    customerId: shopper.customerId,
    cartItems,
    couponCode: '',
    ...extra,
  });

describe('POST /api/checkouts', () => {
  it('creates a checkout priced from the catalogue, with free shipping from ₹499', async () => {
    const shopper = await signIn(app, shop);
    const response = await create(shopper, [
      { productVariantId: shop.variants.ghee, quantity: 1, sellingPrice: 0.01 },
      { productVariantId: shop.variants.rice, quantity: 2 },
    ]);
    expect(response.statusCode).toBe(200);
    const checkout = response.json();
    expect(checkout).toMatchObject({
      id: expect.any(String),
      shippingAddress: null,
      paymentMethod: null,
      couponCode: '',
      totalPrice: 1500.49,
      tax: 109.31,
      totalDiscount: 104.48, // MRP (650 + 2 × 500) less what is paid, GST on the rice included
      couponDiscount: 0,
      shippingPrice: 0,
      finalPrice: 1545.52,
    });
    expect(checkout.cartItems.map((item: { sellingPrice: number }) => item.sellingPrice)).toEqual([599.99, 450.25]);
    const read = await shopper.call('GET', `/api/checkouts/${checkout.id}`);
    expect(read.json()).toEqual(checkout);
  });

  it('charges the first rule’s shipping below freeAbove', async () => {
    const shopper = await signIn(app, shop);
    const checkout = (await create(shopper, [{ productVariantId: shop.variants.salt, quantity: 1 }])).json();
    expect(checkout).toMatchObject({ totalPrice: 28, tax: 0, shippingPrice: 40, finalPrice: 68 });
  });

  it('charges no shipping when the store has shipping off', async () => {
    const noShipping = await createShop(context, (document) => {
      document.store.shipping = { enabled: false, configs: [] };
    });
    const shopper = await signIn(app, noShipping);
    const response = await shopper.call('POST', '/api/checkouts', {
      customerId: shopper.customerId,
      cartItems: [{ productVariantId: noShipping.variants.salt, quantity: 1 }],
    });
    expect(response.json()).toMatchObject({ shippingPrice: 0, finalPrice: 28 });
  });

  it('refuses a coupon code the store does not have with 400 and the reason', async () => {
    const shopper = await signIn(app, shop);
    const response = await create(shopper, [{ productVariantId: shop.variants.rice, quantity: 1 }], {
      couponCode: 'DIWALI50',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: 'This coupon code is not valid in this store' });
  });

  it('refuses lines above the stock with 409 naming the product', async () => {
    const shopper = await signIn(app, shop);
    const response = await create(shopper, [{ productVariantId: shop.variants.salt, quantity: 2 }]);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only 1 of Iodised Salt available');
  });

  it('answers 404 for another customer’s id, another store’s variant, and another org', async () => {
    const shopper = await signIn(app, shop);
    const neighbour = await signIn(app, shop);
    const lines = [{ productVariantId: shop.variants.rice, quantity: 1 }];
    expect((await create(shopper, lines, { customerId: neighbour.customerId })).statusCode).toBe(404);
    expect((await create(shopper, [{ productVariantId: otherShop.variants.rice, quantity: 1 }])).statusCode).toBe(404);
    expect((await create(shopper, lines, { orgId: otherShop.orgId })).statusCode).toBe(404);
  });

  it('answers 400 with a message for malformed bodies', async () => {
    const shopper = await signIn(app, shop);
    const rice = shop.variants.rice;
    for (const cartItems of [
      undefined,
      [],
      'all',
      [{ productVariantId: rice }],
      [{ productVariantId: rice, quantity: -1 }],
      [
        { productVariantId: rice, quantity: 1 },
        { productVariantId: rice, quantity: 2 },
      ],
    ]) {
      const response = await create(shopper, cartItems);
      expect(response.statusCode, JSON.stringify(cartItems)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect(
      (await shopper.call('POST', '/api/checkouts', { cartItems: [{ productVariantId: rice, quantity: 1 }] }))
        .statusCode,
    ).toBe(400);
  });
});

describe('GET and PATCH /api/checkouts/:id', () => {
  it('sets the address and an enabled payment method, and re-prices on every read', async () => {
    const local = await createShop(context);
    const shopper = await signIn(app, local);
    const { id } = (
      await shopper.call('POST', '/api/checkouts', {
        customerId: shopper.customerId,
        cartItems: [{ productVariantId: local.variants.rice, quantity: 2 }],
      })
    ).json();
    const patched = await shopper.call('PATCH', `/api/checkouts/${id}`, {
      checkoutId: id,
      shippingAddress: address,
      paymentMethod: 'HAAT_WALLET',
      couponCode: '',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      paymentMethod: 'HAAT_WALLET',
      shippingAddress: { ...address, mobile: '9876543210' },
    });
    await setVariant(db, local.variants.rice, { sellingPricePaise: 40_000, availableQuantity: 1 });
    const read = (await shopper.call('GET', `/api/checkouts/${id}`)).json();
    expect(read.cartItems[0]).toMatchObject({
      sellingPrice: 400,
      isPriceChanged: true,
      insufficientStock: true,
      currentAvailableQuantity: 1,
    });
    expect(read).toMatchObject({ totalPrice: 800, tax: 40, finalPrice: 840, paymentMethod: 'HAAT_WALLET' });
  });

  it('keeps each choice as it is saved, the others untouched, for a reload to read; and names its order once placed', async () => {
    // Issue 39: the storefront saves a choice as it is made and reads the checkout back after a reload.
    const shopper = await signIn(app, shop);
    const { id, orderId } = (await create(shopper, [{ productVariantId: shop.variants.rice, quantity: 1 }])).json();
    expect(orderId).toBeNull();
    const cod = await shopper.call('PATCH', `/api/checkouts/${id}`, { checkoutId: id, paymentMethod: 'COD' });
    expect(cod.json()).toMatchObject({ paymentMethod: 'COD', shippingAddress: null });
    const addressed = await shopper.call('PATCH', `/api/checkouts/${id}`, { shippingAddress: address, couponCode: '' });
    expect(addressed.json()).toMatchObject({ paymentMethod: 'COD', shippingAddress: { name: address.name } });
    const read = (await shopper.call('GET', `/api/checkouts/${id}`)).json();
    expect(read).toMatchObject({ paymentMethod: 'COD', shippingAddress: { pin: address.pin }, orderId: null });
    // Someone else reads none of it.
    expect((await (await signIn(app, shop)).call('GET', `/api/checkouts/${id}`)).statusCode).toBe(404);

    const placed = await placeOrder(shopper, id);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().paymentMethod).toBe('COD');
    const after = await shopper.call('GET', `/api/checkouts/${id}`);
    expect(after.json().orderId).toBe(placed.json().id);
    const late = await shopper.call('PATCH', `/api/checkouts/${id}`, { paymentMethod: 'HAAT_WALLET' });
    expect(late.statusCode).toBe(409);
    expect((await shopper.call('GET', `/api/checkouts/${id}`)).json().paymentMethod).toBe('COD');
  });

  it('refuses a payment method the store has not enabled, and an unknown one', async () => {
    const codOnly = await createShop(context, (document) => {
      document.store.payment = {
        onlineEnabled: false,
        activePaymentMethod: null,
        codEnabled: true,
        walletEnabled: false,
      };
    });
    const shopper = await signIn(app, codOnly);
    const { id } = (
      await shopper.call('POST', '/api/checkouts', {
        customerId: shopper.customerId,
        cartItems: [{ productVariantId: codOnly.variants.rice, quantity: 1 }],
      })
    ).json();
    for (const paymentMethod of ['PAYMENT_GATEWAY', 'HAAT_WALLET', 'BITCOIN']) {
      const response = await shopper.call('PATCH', `/api/checkouts/${id}`, { paymentMethod });
      expect(response.statusCode, paymentMethod).toBe(400);
      expect(response.json().message).toContain('Payment method not supported');
    }
    expect((await shopper.call('PATCH', `/api/checkouts/${id}`, { paymentMethod: 'COD' })).statusCode).toBe(200);
  });

  it('answers 400 for an invalid address, naming the field', async () => {
    const shopper = await signIn(app, shop);
    const { id } = (await create(shopper, [{ productVariantId: shop.variants.rice, quantity: 1 }])).json();
    const response = await shopper.call('PATCH', `/api/checkouts/${id}`, {
      shippingAddress: { ...address, pin: '5600' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Please enter a valid Pincode');
    const mismatch = await shopper.call('PATCH', `/api/checkouts/${id}`, {
      checkoutId: shop.variants.rice,
      paymentMethod: 'COD',
    });
    expect(mismatch.statusCode).toBe(400);
  });

  it('answers 404 for another customer’s checkout and another store’s customer', async () => {
    const owner = await signIn(app, shop);
    const { id } = (await create(owner, [{ productVariantId: shop.variants.rice, quantity: 1 }])).json();
    const neighbour = await signIn(app, shop);
    const elsewhere = await signIn(app, otherShop);
    expect((await neighbour.call('GET', `/api/checkouts/${id}`)).statusCode).toBe(404);
    expect((await neighbour.call('PATCH', `/api/checkouts/${id}`, { paymentMethod: 'COD' })).statusCode).toBe(404);
    expect((await elsewhere.call('GET', `/api/checkouts/${id}`)).statusCode).toBe(404);
    expect((await owner.call('GET', `/api/checkouts/${id}?orgId=${otherShop.orgId}`)).statusCode).toBe(404);
    expect((await owner.call('GET', `/api/checkouts/${id}?orgId=${shop.orgId}`)).statusCode).toBe(200);
  });

  it('creates and changes a checkout without reading back what the request already holds', async () => {
    const shopper = await signIn(app, shop);
    await create(shopper, [{ productVariantId: shop.variants.ghee, quantity: 1 }]);
    // The session check, the store's settings, the variants, the INSERT: the answer is built from them.
    context.resetQueryCount();
    const created = await create(shopper, [
      { productVariantId: shop.variants.ghee, quantity: 1 },
      { productVariantId: shop.variants.rice, quantity: 2 },
    ]);
    expect(created.statusCode).toBe(200);
    expect(context.queryCount()).toBe(4);
    // The session check, the settings, the guarded UPDATE answering the row, the variants to price it.
    context.resetQueryCount();
    const changed = await shopper.call('PATCH', `/api/checkouts/${created.json().id}`, {
      shippingAddress: address,
      paymentMethod: 'COD',
    });
    expect(changed.json()).toMatchObject({ paymentMethod: 'COD', shippingAddress: address, orderId: null });
    expect(changed.json().cartItems).toHaveLength(2);
    expect(context.queryCount()).toBe(4);
  });
});
