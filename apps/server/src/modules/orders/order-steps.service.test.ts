import { describe, expect, it } from 'vitest';
import { changeOrderState } from './order-state.service.ts';
import { takeOrderStep } from './order-steps.service.ts';
import { expireUnacceptedOrders } from './unaccepted-order-expiry.service.ts';
import { createCommerceTestApp, createShop, placeOrder, readyCheckout, signIn } from './commerce-test-kit.ts';
import { findOrder } from './orders.repository.ts';

const context = await createCommerceTestApp();
const db = context.database.db;
const shop = await createShop(context, (document) => {
  document.store.orderWaitHours = 2;
});

async function codOrder(): Promise<string> {
  const shopper = await signIn(context.app, shop);
  const lines = [{ productVariantId: shop.variants.rice, quantity: 1 }];
  return (await placeOrder(shopper, await readyCheckout(shopper, lines, 'COD'))).json().id as string;
}

const step = (orderId: string, which: 'ACCEPTED' | 'PACKED', at = new Date()) =>
  takeOrderStep(db, { storeId: shop.storeId, orderId, step: which, at });

describe('takeOrderStep', () => {
  it('accepts and packs a placed order, packing accepting it too, and keeps its state', async () => {
    const at = new Date('2026-11-27T05:00:00Z');
    const packedFirst = await codOrder();
    const packed = await step(packedFirst, 'PACKED', at);
    expect(packed.ok && packed.value.order).toMatchObject({ orderState: 'PLACED', acceptedAt: at, packedAt: at });
    expect(packed.ok && packed.value.before).toEqual({ acceptedAt: null, packedAt: null });
    expect(await step(packedFirst, 'PACKED')).toMatchObject({ ok: false, error: { code: 'INVALID_TRANSITION' } });
    expect(await step(packedFirst, 'ACCEPTED')).toMatchObject({
      ok: false,
      error: { message: 'server.orderAlreadyAccepted' },
    });
  });

  it('refuses an order that is not placed, or that changed since the mover saw it', async () => {
    const orderId = await codOrder();
    await changeOrderState(db, { owner: { storeId: shop.storeId }, orderId, to: 'SHIPPED', actor: 'OPERATOR' });
    expect(await step(orderId, 'ACCEPTED')).toMatchObject({
      ok: false,
      error: { code: 'INVALID_TRANSITION', message: { id: 'server.orderNotPlaced', values: { state: 'SHIPPED' } } },
    });
    const stale = await takeOrderStep(db, {
      storeId: shop.storeId,
      orderId,
      step: 'ACCEPTED',
      fromState: 'PLACED',
      at: new Date(),
    });
    expect(stale).toMatchObject({ ok: false, error: { message: { id: 'server.orderMovedOn' } } });
    const elsewhere = await createShop(context);
    expect(
      await takeOrderStep(db, { storeId: elsewhere.storeId, orderId, step: 'ACCEPTED', at: new Date() }),
    ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });

  it('keeps an accepted order from being cancelled for waiting too long', async () => {
    const accepted = await codOrder();
    const waiting = await codOrder();
    expect((await step(accepted, 'ACCEPTED')).ok).toBe(true);
    await expireUnacceptedOrders(db, { now: new Date(Date.now() + 3 * 3600_000), batchSize: 1_000 });
    expect((await findOrder(db, { storeId: shop.storeId }, accepted))!.orderState).toBe('PLACED');
    expect((await findOrder(db, { storeId: shop.storeId }, waiting))!.orderState).toBe('CANCELLED');
    // The expiry's own guard holds even for an order it listed before the shop accepted it.
    const raced = await codOrder();
    await step(raced, 'ACCEPTED');
    const late = await changeOrderState(db, {
      owner: { storeId: shop.storeId },
      orderId: raced,
      to: 'CANCELLED',
      actor: 'EXPIRY',
      reasonId: 'orders.shopDidNotConfirm',
    });
    expect(late).toMatchObject({ ok: false, error: { code: 'INVALID_TRANSITION' } });
  });
});
