import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@haat/contract/messages';
import { selectRows } from '#src/db/select-rows.ts';
import { WALLET_PAYMENT_METHOD } from '@haat/contract/checkouts/checkouts.values';
import {
  createShop,
  fundWallet,
  placeOrder,
  readyCheckout,
  signIn,
  stockOf,
  type CommerceShop,
  type Shopper,
} from '#src/modules/orders/commerce-test-kit.ts';
import { changeOrderState } from '#src/modules/orders/order-state.service.ts';
import { settlePayment } from './payment-settlement.service.ts';
import { createPaymentsTestApp, onlineOrder, refusedPayment, startedOnlinePayment } from './payments-test-kit.ts';
import { walletLedger } from '#src/modules/wallets/wallets.repository.ts';
import { PaymentGateways } from '#src/providers/payments/payment-gateways.ts';
import { reconcilePayments } from './payment-reconciliation.job.ts';

const context = await createPaymentsTestApp();
const db = context.database.db;
const shop = await createShop(context);
const gateways = new PaymentGateways(
  context.config.payments,
  'http://127.0.0.1:1',
  context.gateway.emulator.credentials,
);
const log = { error: () => {}, warn: () => {} };
const later = (minutes: number) => () => new Date(Date.now() + minutes * 60_000);

const stateOf = async (orderId: string) =>
  (
    await selectRows<{ order_state: string; failure_reason: string | null }>(
      db,
      sql`select order_state, failure_reason from orders where id = ${orderId}`,
    )
  )[0]!;

describe('reconcilePayments', () => {
  it('places the order of a payment that was paid but never reported (tab closed, webhook lost)', async () => {
    const { order, session } = await startedOnlinePayment(context.app, shop);
    context.gateway.emulator.settle('CASHFREE', session.id, 'pay');
    // Too young: left to the shopper's polling.
    expect((await reconcilePayments(db, { gateways, log, timeoutMs: 30 * 60_000 })).checked).toBe(0);
    const summary = await reconcilePayments(db, { gateways, log, timeoutMs: 30 * 60_000, now: later(2) });
    expect(summary).toMatchObject({ settled: 1, errors: 0 });
    expect((await stateOf(order.id)).order_state).toBe('PLACED');
  });

  it('fails a payment still unpaid past the time limit, and leaves a younger one waiting', async () => {
    const { order } = await startedOnlinePayment(context.app, shop);
    await reconcilePayments(db, { gateways, log, timeoutMs: 30 * 60_000, now: later(5) });
    expect((await stateOf(order.id)).order_state).toBe('PENDING');
    const summary = await reconcilePayments(db, { gateways, log, timeoutMs: 30 * 60_000, now: later(31) });
    expect(summary.expired).toBeGreaterThanOrEqual(1);
    expect(await stateOf(order.id)).toEqual({ order_state: 'FAILED', failure_reason: 'payment.reasonTimeLimit' });
  });

  it('counts an unreachable provider as an error and changes nothing', async () => {
    const { order } = await startedOnlinePayment(context.app, shop);
    const offline = new PaymentGateways(
      { ...context.config.payments, cashfree: { ...context.config.payments.cashfree, baseUrl: 'http://127.0.0.1:9' } },
      'http://127.0.0.1:9',
      context.gateway.emulator.credentials,
    );
    const summary = await reconcilePayments(db, { gateways: offline, log, timeoutMs: 60_000, now: later(60) });
    expect(summary.errors).toBeGreaterThanOrEqual(1);
    expect((await stateOf(order.id)).order_state).toBe('PENDING');
  });
});

describe('reconcilePayments: online orders nobody paid for', () => {
  const timeoutMs = 30 * 60_000;
  const stockChanged: string[] = [];
  const reconcile = (minutesLater: number) =>
    reconcilePayments(db, {
      gateways,
      log,
      timeoutMs,
      now: later(minutesLater),
      onStockChanged: (storeId) => stockChanged.push(storeId),
    });

  it('cancels an unpaid online order after the time limit, once, its stock back and the reason on the order page', async () => {
    const ownShop = await createShop(context);
    const shopper = await signIn(context.app, ownShop);
    const order = await onlineOrder(shopper, ownShop);
    expect(await stockOf(db, ownShop.variants.rice)).toBe(9);

    await reconcile(29);
    expect((await stateOf(order.id)).order_state).toBe('PENDING');

    expect((await reconcile(31)).ordersCancelled).toBeGreaterThanOrEqual(1);
    expect(await stockOf(db, ownShop.variants.rice)).toBe(10);
    // The stock given back is told to every server's cached reads.
    expect(stockChanged).toContain(ownShop.storeId);
    const page = await shopper.call('GET', `/api/orders/${order.id}`);
    expect(page.json()).toMatchObject({
      orderState: 'CANCELLED',
      paymentStatus: 'CANCELLED',
      cancelReason: messages.orders.unpaidExpired,
    });

    // A second run (or another replica's) changes nothing: the stock is returned exactly once.
    await reconcile(32);
    await reconcile(32);
    expect(await stockOf(db, ownShop.variants.rice)).toBe(10);
    const history = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from order_state_history where order_id = ${order.id} and to_state = 'CANCELLED'`,
    );
    expect(history[0]!.n).toBe(1);
  });

  it('never cancels a paid order', async () => {
    const ownShop = await createShop(context);
    const { order, session } = await startedOnlinePayment(context.app, ownShop);
    context.gateway.emulator.settle('CASHFREE', session.id, 'pay');
    await reconcile(31);
    await reconcile(61);
    expect((await stateOf(order.id)).order_state).toBe('PLACED');
    expect(await stockOf(db, ownShop.variants.rice)).toBe(9);
  });

  it('credits the wallet when the money of a cancelled unpaid order arrives after all', async () => {
    const ownShop = await createShop(context);
    const shopper = await signIn(context.app, ownShop);
    const order = await onlineOrder(shopper, ownShop);
    const payment = await refusedPayment(context, ownShop, shopper, order);
    await reconcile(31);
    expect((await stateOf(order.id)).order_state).toBe('CANCELLED');

    await settlePayment(db, log, payment, {
      status: 'SUCCEEDED',
      amountPaise: Math.round(order.finalPrice * 100),
      providerPaymentId: 'late-1',
    });
    expect((await stateOf(order.id)).order_state).toBe('CANCELLED');
    expect(await stockOf(db, ownShop.variants.rice)).toBe(10);
    expect((await walletLedger(db, ownShop.storeId, shopper.customerId))!.balancePaise).toBe(
      Math.round(order.finalPrice * 100),
    );
  });
});

describe('reconcilePayments: orders the shop left waiting', () => {
  const reconcileHoursLater = (hours: number) =>
    reconcilePayments(db, { gateways, log, timeoutMs: 30 * 60_000, now: later(hours * 60) });
  const codOrder = async (ownShop: CommerceShop, shopper: Shopper, method = 'COD') => {
    const checkoutId = await readyCheckout(shopper, [{ productVariantId: ownShop.variants.rice, quantity: 2 }], method);
    return (await placeOrder(shopper, checkoutId)).json() as { id: string; finalPrice: number };
  };

  it('cancels a COD order still PLACED after the store’s wait (48 h by default), once, its stock back and the reason shown', async () => {
    const ownShop = await createShop(context);
    const shopper = await signIn(context.app, ownShop);
    const order = await codOrder(ownShop, shopper);
    expect(await stockOf(db, ownShop.variants.rice)).toBe(8);

    await reconcileHoursLater(47);
    expect((await stateOf(order.id)).order_state).toBe('PLACED');
    expect((await reconcileHoursLater(49)).ordersUnaccepted).toBeGreaterThanOrEqual(1);
    expect(await stockOf(db, ownShop.variants.rice)).toBe(10);
    const page = await shopper.call('GET', `/api/orders/${order.id}`);
    expect(page.json()).toMatchObject({
      orderState: 'CANCELLED',
      paymentStatus: 'CANCELLED',
      cancelReason: messages.orders.shopDidNotConfirm,
    });
    await reconcileHoursLater(50);
    expect(await stockOf(db, ownShop.variants.rice)).toBe(10);
  });

  it('refunds a wallet order it cancels, and leaves shipped orders and stores without a wait alone', async () => {
    const ownShop = await createShop(context, (document) => {
      document.store.orderWaitHours = 2;
    });
    const shopper = await signIn(context.app, ownShop);
    await fundWallet(db, ownShop, shopper, 2_000);
    const paid = await codOrder(ownShop, shopper, WALLET_PAYMENT_METHOD);
    const shipped = await codOrder(ownShop, shopper);
    await changeOrderState(db, {
      owner: { storeId: ownShop.storeId },
      orderId: shipped.id,
      to: 'SHIPPED',
      actor: 'OPERATOR',
    });
    const patient = await createShop(context, (document) => {
      document.store.orderWaitHours = null;
    });
    const waiting = await codOrder(patient, await signIn(context.app, patient));

    await reconcileHoursLater(3);
    expect((await stateOf(paid.id)).order_state).toBe('CANCELLED');
    expect((await walletLedger(db, ownShop.storeId, shopper.customerId))!.balancePaise).toBe(200_000);
    expect((await stateOf(shipped.id)).order_state).toBe('SHIPPED');
    await reconcileHoursLater(24 * 30);
    expect((await stateOf(waiting.id)).order_state).toBe('PLACED');
  });
});
