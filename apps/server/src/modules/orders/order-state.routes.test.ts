import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@haat/contract/orders/orders.schemas';
import { walletLedger } from '#src/modules/wallets/wallets.repository.ts';
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
} from './commerce-test-kit.ts';
import { changeOrderState } from './order-state.service.ts';

const context = await createCommerceTestApp();
const { app } = context;
const db = context.database.db;

const cancel = (shopper: Shopper, orderId: string, reason = 'Ordered by mistake') =>
  shopper.call('PUT', `/api/orders/${orderId}/state`, { orderState: 'CANCELLED', reason });

async function orderOf(
  shop: CommerceShop,
  shopper: Shopper,
  method: string,
  quantity = 2,
): Promise<{ id: string; finalPrice: number }> {
  const response = await placeOrder(
    shopper,
    await readyCheckout(shopper, [{ productVariantId: shop.variants.rice, quantity }], method),
  );
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json();
}

const operator = (
  shop: CommerceShop,
  orderId: string,
  to: 'SHIPPED' | 'DELIVERED' | 'CANCELLED' | 'PLACED' | 'FAILED',
  actor: 'OPERATOR' | 'PAYMENT' = 'OPERATOR',
  reason?: string,
) => changeOrderState(db, { owner: { storeId: shop.storeId }, orderId, to, actor, reason });

describe('GET /api/orders/:id timeline', () => {
  it('lists every state the order reached, oldest first, with its time', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    const order = await orderOf(shop, shopper, 'COD');
    await operator(shop, order.id, 'SHIPPED');
    await operator(shop, order.id, 'DELIVERED');
    const { timeline } = (await shopper.call('GET', `/api/orders/${order.id}`)).json() as OrderDetail;
    expect(timeline.map((entry) => entry.state)).toEqual(['PLACED', 'SHIPPED', 'DELIVERED']);
    const times = timeline.map((entry) => Date.parse(entry.at));
    expect(times.every((time, index) => index === 0 || time >= times[index - 1]!)).toBe(true);
  });
});

describe('PUT /api/orders/:id/state', () => {
  it('cancels a PLACED COD order with the reason and puts the stock back', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    const order = await orderOf(shop, shopper, 'COD');
    expect(await stockOf(db, shop.variants.rice)).toBe(8);
    const response = await cancel(shopper, order.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: order.id,
      orderState: 'CANCELLED',
      paymentStatus: 'CANCELLED',
      cancelReason: 'Ordered by mistake',
    });
    expect(await stockOf(db, shop.variants.rice)).toBe(10);
    expect(
      await countRows(
        db,
        'order_state_history',
        `order_id = '${order.id}' and from_state = 'PLACED' and to_state = 'CANCELLED' and actor = 'CUSTOMER'`,
      ),
    ).toBe(1);
  });

  it('refunds a wallet-paid order to the wallet as a CREDIT', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    await fundWallet(db, shop, shopper, 2000);
    const order = await orderOf(shop, shopper, 'HAAT_WALLET');
    expect(order.finalPrice).toBe(945.53);
    expect((await walletLedger(db, shop.storeId, shopper.customerId))!.balancePaise).toBe(200_000 - 94_553);
    const response = await cancel(shopper, order.id);
    expect(response.json()).toMatchObject({ orderState: 'CANCELLED', paymentStatus: 'REFUNDED' });
    expect(await walletLedger(db, shop.storeId, shopper.customerId)).toEqual({
      balancePaise: 200_000,
      ledgerPaise: 200_000,
    });
    expect(
      await countRows(
        db,
        'wallet_transactions',
        `order_id = '${order.id}' and transaction_type = 'CREDIT' and amount_paise = 94553`,
      ),
    ).toBe(1);
  });

  it('cancels a PENDING online order without any refund', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    const order = await orderOf(shop, shopper, 'PAYMENT_GATEWAY');
    const response = await cancel(shopper, order.id);
    expect(response.json()).toMatchObject({ orderState: 'CANCELLED', paymentStatus: 'CANCELLED' });
    expect(await countRows(db, 'wallet_transactions', `order_id = '${order.id}'`)).toBe(0);
    expect(await stockOf(db, shop.variants.rice)).toBe(10);
  });

  it('refuses to cancel a SHIPPED, DELIVERED or already CANCELLED order with 409 and a message', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    const shipped = await orderOf(shop, shopper, 'COD', 1);
    await operator(shop, shipped.id, 'SHIPPED');
    const refused = await cancel(shopper, shipped.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'CONFLICT',
      message: 'This order is shipped and can no longer be cancelled',
    });
    await operator(shop, shipped.id, 'DELIVERED');
    expect((await cancel(shopper, shipped.id)).statusCode).toBe(409);
    const cancelled = await orderOf(shop, shopper, 'COD', 1);
    await cancel(shopper, cancelled.id);
    const twice = await cancel(shopper, cancelled.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This order is already cancelled');
    expect(await stockOf(db, shop.variants.rice)).toBe(9);
  });

  it('lets a customer only cancel (400 for any other state) and answers 400 for a bad body', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    const order = await orderOf(shop, shopper, 'COD', 1);
    const shipped = await shopper.call('PUT', `/api/orders/${order.id}/state`, { orderState: 'DELIVERED' });
    expect(shipped.statusCode).toBe(400);
    expect(shipped.json().message).toBe('You can only cancel an order');
    for (const payload of [{}, { orderState: 'GONE' }, { orderState: 'CANCELLED', reason: 'x'.repeat(501) }]) {
      expect(
        (await shopper.call('PUT', `/api/orders/${order.id}/state`, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    }
    // A cancellation comes with a reason: none, or only spaces, is refused and cancels nothing.
    for (const reason of [undefined, '', '   ']) {
      const refused = await shopper.call('PUT', `/api/orders/${order.id}/state`, { orderState: 'CANCELLED', reason });
      expect(refused.statusCode, JSON.stringify(reason)).toBe(400);
      expect(refused.json().message).toBe('body.reason: Please tell us why you are cancelling');
    }
    expect((await shopper.call('GET', `/api/orders/${order.id}`)).json().orderState).toBe('PLACED');
  });

  it('answers 404 for another customer’s order and another store’s customer', async () => {
    const shop = await createShop(context);
    const otherShop = await createShop(context);
    const owner = await signIn(app, shop);
    const order = await orderOf(shop, owner, 'COD', 1);
    expect((await cancel(await signIn(app, shop), order.id)).statusCode).toBe(404);
    expect((await cancel(await signIn(app, otherShop), order.id)).statusCode).toBe(404);
    expect(await stockOf(db, shop.variants.rice)).toBe(9);
  });

  it('refunds once when the same order is cancelled in parallel', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    await fundWallet(db, shop, shopper, 1000);
    const order = await orderOf(shop, shopper, 'HAAT_WALLET', 1);
    const answers = await Promise.all(Array.from({ length: 8 }, () => cancel(shopper, order.id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(7);
    expect(await walletLedger(db, shop.storeId, shopper.customerId)).toEqual({
      balancePaise: 100_000,
      ledgerPaise: 100_000,
    });
    expect(await stockOf(db, shop.variants.rice)).toBe(10);
  });
});

describe('changeOrderState (operator and payments)', () => {
  it('ships and delivers; delivery marks a COD payment PAID', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    const order = await orderOf(shop, shopper, 'COD', 1);
    expect(await operator(shop, order.id, 'DELIVERED')).toMatchObject({
      ok: false,
      error: { code: 'INVALID_TRANSITION' },
    });
    expect(await operator(shop, order.id, 'SHIPPED')).toMatchObject({
      ok: true,
      value: { from: 'PLACED', order: { orderState: 'SHIPPED' } },
    });
    const delivered = await operator(shop, order.id, 'DELIVERED');
    expect(delivered).toMatchObject({ ok: true, value: { order: { orderState: 'DELIVERED', paymentStatus: 'PAID' } } });
    expect(await operator(shop, order.id, 'CANCELLED')).toMatchObject({
      ok: false,
      error: { code: 'INVALID_TRANSITION' },
    });
  });

  it('lets the shop cancel a shipped wallet order: stock back, refund', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    await fundWallet(db, shop, shopper, 600);
    const order = await orderOf(shop, shopper, 'HAAT_WALLET', 1);
    await operator(shop, order.id, 'SHIPPED');
    const cancelled = await operator(shop, order.id, 'CANCELLED', 'OPERATOR', 'Damaged in transit');
    expect(cancelled).toMatchObject({
      ok: true,
      value: { order: { orderState: 'CANCELLED', paymentStatus: 'REFUNDED', cancelReason: 'Damaged in transit' } },
    });
    expect(await walletLedger(db, shop.storeId, shopper.customerId)).toEqual({
      balancePaise: 60_000,
      ledgerPaise: 60_000,
    });
    expect(await stockOf(db, shop.variants.rice)).toBe(10);
  });

  it('confirms a paid online order (PLACED, PAID, cart emptied) or fails it (FAILED, stock back)', async () => {
    const shop = await createShop(context);
    const shopper = await signIn(app, shop);
    await shopper.call('POST', `/api/carts/${shopper.cartId}/add-item`, {
      item: { productVariantId: shop.variants.rice },
    });
    const paid = await orderOf(shop, shopper, 'PAYMENT_GATEWAY', 1);
    expect(await operator(shop, paid.id, 'PLACED')).toMatchObject({ ok: false, error: { code: 'INVALID_TRANSITION' } });
    expect(await operator(shop, paid.id, 'PLACED', 'PAYMENT')).toMatchObject({
      ok: true,
      value: { order: { orderState: 'PLACED', paymentStatus: 'PAID' } },
    });
    expect((await shopper.call('GET', `/api/carts/${shopper.cartId}`)).json().items).toEqual([]);
    const failed = await orderOf(shop, shopper, 'PAYMENT_GATEWAY', 3);
    expect(await stockOf(db, shop.variants.rice)).toBe(6);
    const result = await changeOrderState(db, {
      owner: { storeId: shop.storeId },
      orderId: failed.id,
      to: 'FAILED',
      actor: 'PAYMENT',
      reasonId: 'payment.reasonTimeLimit',
    });
    expect(result).toMatchObject({
      ok: true,
      value: { order: { orderState: 'FAILED', paymentStatus: 'FAILED', failureReason: 'payment.reasonTimeLimit' } },
    });
    expect(await stockOf(db, shop.variants.rice)).toBe(9);
    // A paid online order cancelled later is refunded to the wallet.
    expect(await operator(shop, paid.id, 'CANCELLED')).toMatchObject({
      ok: true,
      value: { order: { paymentStatus: 'REFUNDED' } },
    });
    expect(await walletLedger(db, shop.storeId, shopper.customerId)).toEqual({
      balancePaise: 51_276,
      ledgerPaise: 51_276,
    });
  });

  it('does not find another store’s order', async () => {
    const shop = await createShop(context);
    const otherShop = await createShop(context);
    const order = await orderOf(shop, await signIn(app, shop), 'COD', 1);
    expect(await operator(otherShop, order.id, 'SHIPPED')).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });
});
