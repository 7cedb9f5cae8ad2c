import { describe, expect, it } from 'vitest';
import { walletLedger } from '#src/modules/wallets/wallets.repository.ts';
import {
  address,
  countRows,
  createCommerceTestApp,
  createShop,
  fundWallet,
  placeOrder,
  readyCheckout,
  setVariant,
  signIn,
  stockOf,
} from './commerce-test-kit.ts';

const context = await createCommerceTestApp();
const { app } = context;
const db = context.database.db;
const otherShop = await createShop(context);

describe('POST /api/orders', () => {
  it('places a COD order: PLACED, payment pending, stock taken, cart emptied, money frozen', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    await shopper.call('POST', `/api/carts/${shopper.cartId}/add-item`, {
      item: { productVariantId: shop.variants.rice },
      quantity: 2,
    });
    const checkoutId = await readyCheckout(
      shopper,
      [
        { productVariantId: shop.variants.ghee, quantity: 1 },
        { productVariantId: shop.variants.rice, quantity: 2 },
      ],
      'COD',
    );
    const response = await placeOrder(shopper, checkoutId);
    expect(response.statusCode).toBe(200);
    const order = response.json();
    expect(order).toMatchObject({
      id: expect.any(String),
      orderNumber: expect.stringMatching(/^HAAT-\d{6}-[0-9A-HJKMNP-TV-Z]{6}$/),
      orderState: 'PLACED',
      paymentMethod: 'COD',
      paymentStatus: 'PENDING',
      totalPrice: 1500.49,
      tax: 109.31,
      totalDiscount: 104.48, // MRP (650 + 2 × 500) less what is paid, GST on the rice included
      couponDiscount: 0,
      shippingCharge: 0,
      finalPrice: 1545.52,
      expectedDeliveryTime: '1 to 4 hours',
      failureReason: null,
      cancelReason: null,
      shippingAddress: address,
    });
    expect(order.orderItems).toEqual([
      expect.objectContaining({
        productName: 'Cow Ghee',
        quantity: 1,
        sellingPrice: 599.99,
        mrp: 650,
        productVariantId: shop.variants.ghee,
      }),
      expect.objectContaining({ productName: 'Basmati Rice', quantity: 2, sellingPrice: 450.25, mrp: 500 }),
    ]);
    expect(await stockOf(db, shop.variants.ghee)).toBe(19);
    expect(await stockOf(db, shop.variants.rice)).toBe(8);
    expect((await shopper.call('GET', `/api/carts/${shopper.cartId}`)).json().items).toEqual([]);
    expect((await shopper.call('GET', `/api/orders/${order.id}`)).json()).toEqual({
      ...order,
      timeline: [{ state: 'PLACED', at: expect.any(String) }],
    });
    expect(await countRows(db, 'order_state_history', `order_id = '${order.id}' and to_state = 'PLACED'`)).toBe(1);
  });

  it('re-prices from the catalogue at placement, whatever the client saw', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    const checkoutId = await readyCheckout(shopper, [{ productVariantId: shop.variants.salt, quantity: 1 }], 'COD');
    await setVariant(db, shop.variants.salt, { sellingPricePaise: 3000 });
    const order = (await placeOrder(shopper, checkoutId)).json();
    expect(order).toMatchObject({ totalPrice: 30, shippingCharge: 40, finalPrice: 70 });
  });

  it('places a wallet order: PLACED and PAID, the wallet debited with a DEBIT line', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    await fundWallet(db, shop, shopper, 100);
    const checkoutId = await readyCheckout(
      shopper,
      [{ productVariantId: shop.variants.salt, quantity: 1 }],
      'HAAT_WALLET',
    );
    const order = (await placeOrder(shopper, checkoutId)).json();
    expect(order).toMatchObject({ orderState: 'PLACED', paymentStatus: 'PAID', finalPrice: 68 });
    expect(await walletLedger(db, shop.storeId, shopper.customerId)).toEqual({ balancePaise: 3200, ledgerPaise: 3200 });
    expect(
      await countRows(
        db,
        'wallet_transactions',
        `order_id = '${order.id}' and transaction_type = 'DEBIT' and amount_paise = 6800`,
      ),
    ).toBe(1);
  });

  it('refuses a wallet order beyond the balance with Insufficient Balance and writes nothing', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    await fundWallet(db, shop, shopper, 67.99);
    await shopper.call('POST', `/api/carts/${shopper.cartId}/add-item`, {
      item: { productVariantId: shop.variants.salt },
    });
    const checkoutId = await readyCheckout(
      shopper,
      [{ productVariantId: shop.variants.salt, quantity: 1 }],
      'HAAT_WALLET',
    );
    const response = await placeOrder(shopper, checkoutId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: 'Insufficient Balance' });
    expect(await stockOf(db, shop.variants.salt)).toBe(1);
    expect(await countRows(db, 'orders', `store_id = '${shop.storeId}'`)).toBe(0);
    expect(await walletLedger(db, shop.storeId, shopper.customerId)).toEqual({ balancePaise: 6799, ledgerPaise: 6799 });
    expect((await shopper.call('GET', `/api/carts/${shopper.cartId}`)).json().items).toHaveLength(1);
  });

  it('creates an online order PENDING with the stock held and the cart kept for the payment', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    await shopper.call('POST', `/api/carts/${shopper.cartId}/add-item`, {
      item: { productVariantId: shop.variants.rice },
    });
    const checkoutId = await readyCheckout(
      shopper,
      [{ productVariantId: shop.variants.rice, quantity: 1 }],
      'PAYMENT_GATEWAY',
    );
    const order = (await placeOrder(shopper, checkoutId)).json();
    expect(order).toMatchObject({ orderState: 'PENDING', paymentStatus: 'PENDING', paymentMethod: 'PAYMENT_GATEWAY' });
    expect(await stockOf(db, shop.variants.rice)).toBe(9);
    expect((await shopper.call('GET', `/api/carts/${shopper.cartId}`)).json().items).toHaveLength(1);
  });

  it('places a checkout once: the second attempt is refused with 409', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    const checkoutId = await readyCheckout(shopper, [{ productVariantId: shop.variants.rice, quantity: 1 }], 'COD');
    expect((await placeOrder(shopper, checkoutId)).statusCode).toBe(200);
    const again = await placeOrder(shopper, checkoutId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This checkout has already been placed');
    expect(await stockOf(db, shop.variants.rice)).toBe(9);
    expect((await shopper.call('PATCH', `/api/checkouts/${checkoutId}`, { paymentMethod: 'COD' })).statusCode).toBe(
      409,
    );
  });

  it('refuses when stock ran out since the checkout, naming the product, and keeps everything', async () => {
    const shop = await createShop(context);
    const first = await signIn(app, shop);
    const second = await signIn(app, shop);
    const firstCheckout = await readyCheckout(first, [{ productVariantId: shop.variants.salt, quantity: 1 }], 'COD');
    const secondCheckout = await readyCheckout(
      second,
      [
        { productVariantId: shop.variants.ghee, quantity: 1 },
        { productVariantId: shop.variants.salt, quantity: 1 },
      ],
      'COD',
    );
    expect((await placeOrder(first, firstCheckout)).statusCode).toBe(200);
    const refused = await placeOrder(second, secondCheckout);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Sorry, Iodised Salt does not have enough stock left');
    expect(await stockOf(db, shop.variants.ghee)).toBe(20);
    expect(await stockOf(db, shop.variants.salt)).toBe(0);
  });

  it('requires an address and a payment method, and a method still enabled', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    const created = await shopper.call('POST', '/api/checkouts', {
      customerId: shopper.customerId,
      cartItems: [{ productVariantId: shop.variants.rice, quantity: 1 }],
    });
    const { id } = created.json();
    expect((await placeOrder(shopper, id)).json().message).toBe('Please select a delivery address');
    await shopper.call('PATCH', `/api/checkouts/${id}`, { shippingAddress: address });
    const noMethod = await placeOrder(shopper, id);
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().message).toBe('Please select Payment Method');
    await shopper.call('PATCH', `/api/checkouts/${id}`, { paymentMethod: 'COD' });
    await db.execute(`update stores set cod_enabled = false where id = '${shop.storeId}'`);
    const disabled = await placeOrder(shopper, id);
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json().message).toBe('Payment method not supported');
  });

  it('answers 404 for another customer’s checkout, another store’s customer, and a customerId not one’s own', async () => {
    const shop = await createShop(context);
    const owner = await signIn(app, shop);
    const neighbour = await signIn(app, shop);
    const elsewhere = await signIn(app, otherShop);
    const checkoutId = await readyCheckout(owner, [{ productVariantId: shop.variants.rice, quantity: 1 }], 'COD');
    expect((await placeOrder(neighbour, checkoutId)).statusCode).toBe(404);
    expect((await placeOrder(elsewhere, checkoutId)).statusCode).toBe(404);
    expect((await owner.call('POST', '/api/orders', { checkoutId, customerId: neighbour.customerId })).statusCode).toBe(
      404,
    );
    expect(
      (await owner.call('POST', '/api/orders', { checkoutId, customerId: owner.customerId, orgId: otherShop.orgId }))
        .statusCode,
    ).toBe(404);
    expect(await stockOf(db, shop.variants.rice)).toBe(10);
  });

  it('answers 400 for malformed bodies', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    for (const payload of [{}, { checkoutId: 'x', customerId: shopper.customerId }, { checkoutId: shop.storeId }]) {
      const response = await shopper.call('POST', '/api/orders', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('places an order in one statement per piece of work, the stock last', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    await fundWallet(db, shop, shopper, 5_000);
    const lines = [
      { productVariantId: shop.variants.ghee, quantity: 1 },
      { productVariantId: shop.variants.rice, quantity: 2 },
    ];
    const cod = await readyCheckout(shopper, lines, 'COD');
    const wallet = await readyCheckout(shopper, lines, 'HAAT_WALLET');
    // BEGIN and COMMIT are statements of their own on PostgreSQL; PGlite's transactions send none.
    const transaction = context.database.kind === 'postgres' ? 2 : 0;
    // The session check and the store's settings, then in the transaction: the checkout locked and read,
    // the customer locked and their open COD orders counted, the variants, the cart emptied, the order,
    // its items, its history line, its SMS notice, and both lines' stock in one guarded UPDATE. After the
    // commit, off the request, the SMS: notices claimed, the store's address read, marked sent, none left.
    context.resetQueryCount();
    expect((await placeOrder(shopper, cod)).statusCode).toBe(200);
    await app.orderNotices.idle();
    expect(context.queryCount() - transaction).toBe(12 + 4);
    // A wallet order counts no COD orders and pays in one statement (the balance and its ledger line).
    context.resetQueryCount();
    expect((await placeOrder(shopper, wallet)).statusCode).toBe(200);
    await app.orderNotices.idle();
    expect(context.queryCount() - transaction).toBe(11 + 4);
    expect(await stockOf(db, shop.variants.rice)).toBe(6);
    // ₹599.99 of ghee and 2 × ₹450.25 of rice with 5 % GST on top: ₹1,545.52, shipping free.
    expect(await walletLedger(db, shop.storeId, shopper.customerId)).toEqual({
      balancePaise: 500_000 - 154_552,
      ledgerPaise: 500_000 - 154_552,
    });
  });
});

describe('GET /api/orders and /api/orders/:id', () => {
  it('lists the customer’s own orders newest first, 8 a page', async () => {
    const shop = await createShop(context, (document) => {
      document.products[2]!.variants[0]!.availableQuantity = 50;
      document.store.payment.codMaxOpenOrders = 10;
    });
    const shopper = await signIn(app, shop);
    const neighbour = await signIn(app, shop);
    const ids: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      ids.push(
        (
          await placeOrder(
            shopper,
            await readyCheckout(shopper, [{ productVariantId: shop.variants.salt, quantity: 1 }], 'COD'),
          )
        ).json().id,
      );
    }
    await placeOrder(
      neighbour,
      await readyCheckout(neighbour, [{ productVariantId: shop.variants.salt, quantity: 1 }], 'COD'),
    );
    const first = (await shopper.call('GET', `/api/orders?customerId=${shopper.customerId}&page=1&size=8`)).json();
    expect(first.totalPages).toBe(2);
    expect(first.orders.map((order: { id: string }) => order.id)).toEqual(ids.slice(2).reverse());
    const second = (await shopper.call('GET', `/api/orders?customerId=${shopper.customerId}&page=2&size=8`)).json();
    expect(second.orders.map((order: { id: string }) => order.id)).toEqual(ids.slice(0, 2).reverse());
    expect(second.orders[0].orderItems).toHaveLength(1);
    expect((await shopper.call('GET', `/api/orders?customerId=${neighbour.customerId}`)).statusCode).toBe(404);
    const empty = await (
      await signIn(app, shop)
    ).call('GET', `/api/orders?customerId=${(await signIn(app, shop)).customerId}`);
    expect(empty.statusCode).toBe(404);
  });

  it('answers an empty first page to a customer without orders', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    const response = await shopper.call('GET', `/api/orders?customerId=${shopper.customerId}`);
    expect(response.json()).toEqual({ orders: [], totalPages: 1 });
    expect((await shopper.call('GET', `/api/orders?customerId=${shopper.customerId}&page=0`)).statusCode).toBe(400);
  });

  it('answers 404 for another customer’s order and another store’s', async () => {
    const shop = await createShop(context);
    const owner = await signIn(app, shop);
    const order = (
      await placeOrder(
        owner,
        await readyCheckout(owner, [{ productVariantId: shop.variants.rice, quantity: 1 }], 'COD'),
      )
    ).json();
    expect((await (await signIn(app, shop)).call('GET', `/api/orders/${order.id}`)).statusCode).toBe(404);
    expect((await (await signIn(app, otherShop)).call('GET', `/api/orders/${order.id}`)).statusCode).toBe(404);
    expect((await owner.call('GET', `/api/orders/${order.id}?orgId=${otherShop.orgId}`)).statusCode).toBe(404);
    expect((await owner.call('GET', '/api/orders/123')).statusCode).toBe(400);
  });
});
