import { describe, expect, it } from 'vitest';
import { WALLET_PAYMENT_METHOD } from '@haat/contract/checkouts/checkouts.values';
import type { ConsoleOrderDetail, ConsoleOrderList } from '@haat/contract/console/console-orders.schemas';
import { indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import { snapshot, changedTables } from '#src/hardening/hardening-world.ts';
import {
  countRows,
  createCommerceTestApp,
  createShop,
  fundWallet,
  placeOrder,
  readyCheckout,
  signIn,
  stockOf,
  type CommerceShop,
  type Shopper,
} from '#src/modules/orders/commerce-test-kit.ts';
import { walletLedger } from '#src/modules/wallets/wallets.repository.ts';
import { signInStaff } from './console-test-kit.ts';

const context = await createCommerceTestApp();
const { app } = context;
const db = context.database.db;
const shop = await createShop(context);
const owner = await signInStaff(app, db, shop, 'OWNER');
const staff = await signInStaff(app, db, shop, 'STAFF');

async function order(
  forShop: CommerceShop,
  shopper: Shopper,
  method = 'COD',
  quantity = 1,
): Promise<{ id: string; finalPrice: number }> {
  const lines = [{ productVariantId: forShop.variants.rice, quantity }];
  const placed = await placeOrder(shopper, await readyCheckout(shopper, lines, method));
  if (placed.statusCode !== 200) throw new Error(placed.body);
  return placed.json();
}

const move = (orderId: string, body: object, by = staff) => by.call('POST', `/orders/${orderId}/moves`, body);

describe('GET /api/stores/:storeId/console/orders', () => {
  it('lists the store’s orders newest first, with whose they are, by state and by day, a page at a time', async () => {
    const ownShop = await createShop(context);
    const member = await signInStaff(app, db, ownShop, 'STAFF');
    const shopper = await signIn(app, ownShop);
    const first = await order(ownShop, shopper);
    const second = await order(ownShop, shopper);
    await order(shop, await signIn(app, shop));
    expect((await move(second.id, { move: 'SHIP', fromState: 'PLACED' }, member)).statusCode).toBe(200);

    const all = (await member.call('GET', '/orders')).json() as ConsoleOrderList;
    expect(all.orders.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(all).toMatchObject({ totalCount: 2, totalPages: 1 });
    expect(all.orders[1]).toMatchObject({
      orderState: 'PLACED',
      paymentMethod: 'COD',
      finalPrice: first.finalPrice,
      itemCount: 1,
      shopper: { mobile: shopper.mobile, name: null },
      pin: '560038',
      acceptedAt: null,
    });
    const placed = (await member.call('GET', '/orders?state=PLACED')).json() as ConsoleOrderList;
    expect(placed.orders.map((o) => o.id)).toEqual([first.id]);
    const today = indiaToday();
    const todays = (await member.call('GET', `/orders?from=${today}&to=${today}&size=1&page=2`)).json();
    expect(todays).toMatchObject({ totalCount: 2, totalPages: 2, orders: [{ id: first.id }] });
    const yesterday = (await member.call('GET', '/orders?from=2020-01-01&to=2020-01-02')).json();
    expect(yesterday).toMatchObject({ totalCount: 0, totalPages: 1, orders: [] });
  });

  it('refuses a bad filter with 400 and a message', async () => {
    for (const query of ['state=LOST', 'from=2026-02-30', 'from=2026-11-02&to=2026-11-01', 'size=0', 'page=-1']) {
      const answer = await staff.call('GET', `/orders?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().message, query).toEqual(expect.any(String));
    }
    expect((await staff.call('GET', '/orders?from=2026-11-02&to=2026-11-01')).json().message).toBe(
      'querystring.to: The end date cannot be before the start date',
    );
  });
});

describe('GET /api/stores/:storeId/console/orders/:orderId', () => {
  it('shows the items, the address, the payment, the shopper’s phone and the timeline', async () => {
    const shopper = await signIn(app, shop);
    const placed = await order(shop, shopper, 'COD', 2);
    const answer = await staff.call('GET', `/orders/${placed.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      id: placed.id,
      orderState: 'PLACED',
      paymentMethod: 'COD',
      paymentStatus: 'PENDING',
      finalPrice: placed.finalPrice,
      orderItems: [{ productName: 'Basmati Rice', quantity: 2 }],
      shippingAddress: { name: 'Asha Rao', pin: '560038' },
      shopper: { mobile: shopper.mobile },
      timeline: [{ state: 'PLACED' }],
      acceptedAt: null,
      packedAt: null,
      cashCollected: null,
    });
  });

  it('answers 404 for another store’s order named under this store', async () => {
    const elsewhere = await createShop(context);
    const theirs = await order(elsewhere, await signIn(app, elsewhere));
    const answer = await owner.call('GET', `/orders/${theirs.id}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ code: 'NOT_FOUND', message: 'Order not found' });
  });
});

describe('POST /api/stores/:storeId/console/orders/:orderId/moves', () => {
  it('accepts, packs, ships and delivers a COD order, recording the cash and who took it', async () => {
    const shopper = await signIn(app, shop);
    const placed = await order(shop, shopper);
    const accepted = await move(placed.id, { move: 'ACCEPT', fromState: 'PLACED' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().acceptedAt).toEqual(expect.any(String));
    expect((await move(placed.id, { move: 'PACK', fromState: 'PLACED' })).json().packedAt).toEqual(expect.any(String));
    expect((await move(placed.id, { move: 'SHIP', fromState: 'PLACED' })).json().orderState).toBe('SHIPPED');
    const delivered = await move(placed.id, {
      move: 'DELIVER',
      fromState: 'SHIPPED',
      cashCollected: placed.finalPrice,
    });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json() as ConsoleOrderDetail).toMatchObject({
      orderState: 'DELIVERED',
      paymentStatus: 'PAID',
      cashCollected: { amount: placed.finalPrice, staffId: staff.staffId },
      timeline: [{ state: 'PLACED' }, { state: 'SHIPPED' }, { state: 'DELIVERED' }],
    });
    // The shopper's own order page follows.
    expect((await shopper.call('GET', `/api/orders/${placed.id}`)).json()).toMatchObject({
      orderState: 'DELIVERED',
      paymentStatus: 'PAID',
    });
    const audit = (await owner.call('GET', '/audit?size=4')).json();
    expect(audit.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'ORDER_DELIVERED',
      'ORDER_SHIPPED',
      'ORDER_PACKED',
      'ORDER_ACCEPTED',
    ]);
    expect(audit.entries[0]).toMatchObject({
      staff: { id: staff.staffId, role: 'STAFF' },
      targetType: 'ORDER',
      targetId: placed.id,
      before: { orderState: 'SHIPPED', paymentStatus: 'PENDING' },
      after: { orderState: 'DELIVERED', paymentStatus: 'PAID', cashCollected: placed.finalPrice },
    });
  });

  it('refuses a COD delivery without its exact cash, and cash on any other move, changing nothing', async () => {
    const placed = await order(shop, await signIn(app, shop));
    await move(placed.id, { move: 'SHIP', fromState: 'PLACED' });
    const attempts: Array<[object, string]> = [
      [{}, `Enter the cash collected for this cash-on-delivery order: ₹${placed.finalPrice.toFixed(2)}`],
      [
        { cashCollected: placed.finalPrice - 1 },
        `The cash collected must be ₹${placed.finalPrice.toFixed(2)}, the amount of this order`,
      ],
    ];
    for (const [cash, message] of attempts) {
      const before = await snapshot(db);
      const answer = await move(placed.id, { move: 'DELIVER', fromState: 'SHIPPED', ...cash });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ code: 'BAD_REQUEST', message });
      expect(changedTables(before, await snapshot(db))).toEqual([]);
    }
    const other = await order(shop, await signIn(app, shop));
    const cashOnShip = await move(other.id, { move: 'SHIP', fromState: 'PLACED', cashCollected: 10 });
    expect(cashOnShip.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'Cash is recorded only when an order is delivered',
    });
  });

  it('cancels with a reason: stock back, a paid amount refunded to the wallet', async () => {
    const shopper = await signIn(app, shop);
    await fundWallet(db, shop, shopper, 1_000);
    const stock = await stockOf(db, shop.variants.rice);
    const paid = await order(shop, shopper, WALLET_PAYMENT_METHOD);
    expect((await move(paid.id, { move: 'CANCEL', fromState: 'PLACED' })).json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'body.reason: Please tell us why you are cancelling',
    });
    const cancelled = await move(paid.id, { move: 'CANCEL', fromState: 'PLACED', reason: 'Out of rice today' });
    expect(cancelled.json()).toMatchObject({ orderState: 'CANCELLED', paymentStatus: 'REFUNDED' });
    expect(await stockOf(db, shop.variants.rice)).toBe(stock);
    expect((await walletLedger(db, shop.storeId, shopper.customerId))!.balancePaise).toBe(100_000);
    expect((await shopper.call('GET', `/api/orders/${paid.id}`)).json().cancelReason).toBe('Out of rice today');
  });

  it('answers 409 with the state the order is in now when it changed since the member saw it', async () => {
    const placed = await order(shop, await signIn(app, shop));
    await move(placed.id, { move: 'SHIP', fromState: 'PLACED' }, owner);
    const receipts = await countRows(db, 'console_audit');
    const late = await move(placed.id, { move: 'CANCEL', fromState: 'PLACED', reason: 'Shopper called' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: 'CONFLICT',
      message: 'This order has just changed: it is now out for delivery. Nothing was done.',
    });
    expect((await move(placed.id, { move: 'ACCEPT', fromState: 'SHIPPED' })).json().message).toBe(
      'Only a placed order can be accepted: this one is out for delivery.',
    );
    expect((await staff.call('GET', `/orders/${placed.id}`)).json().orderState).toBe('SHIPPED');
    expect(await countRows(db, 'console_audit')).toBe(receipts);
  });

  it('accepts an order once', async () => {
    const placed = await order(shop, await signIn(app, shop));
    expect((await move(placed.id, { move: 'ACCEPT', fromState: 'PLACED' })).statusCode).toBe(200);
    const again = await move(placed.id, { move: 'ACCEPT', fromState: 'PLACED' }, owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already accepted');
  });

  it('answers in Hindi to a member who reads Hindi', async () => {
    const placed = await order(shop, await signIn(app, shop));
    await move(placed.id, { move: 'SHIP', fromState: 'PLACED' });
    const answer = await app.inject({
      method: 'POST',
      url: `/api/stores/${shop.storeId}/console/orders/${placed.id}/moves`,
      headers: { authorization: `Bearer ${staff.session.accessToken}`, 'accept-language': 'hi' },
      payload: { move: 'SHIP', fromState: 'PLACED' },
    });
    expect(answer.json().message).toBe('यह ऑर्डर अभी-अभी बदला है: अब यह डिलीवरी के लिए निकला है। कुछ नहीं किया गया।');
  });
});
