import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createShop, rowsOf, signIn } from '#src/modules/orders/commerce-test-kit.ts';
import { createPaymentsTestApp, initiate, onlineOrder } from '#src/modules/payments/payments-test-kit.ts';
import { PaymentGateways } from '#src/providers/payments/payment-gateways.ts';
import { reconcilePayments } from './payment-reconciliation.ts';

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
    await rowsOf<{ order_state: string; failure_reason: string | null }>(
      db,
      sql`select order_state, failure_reason from orders where id = ${orderId}`,
    )
  )[0]!;

describe('reconcilePayments', () => {
  it('places the order of a payment that was paid but never reported (tab closed, webhook lost)', async () => {
    const shopper = await signIn(context.app, shop);
    const order = await onlineOrder(shopper, shop);
    const session = (
      await initiate(shopper, { provider: 'CASHFREE', amount: order.finalPrice, orderId: order.id })
    ).json();
    context.gateway.emulator.settle('CASHFREE', session.id, 'pay');
    // Too young: left to the shopper's polling.
    expect((await reconcilePayments(db, { gateways, log, timeoutMs: 30 * 60_000 })).checked).toBe(0);
    const summary = await reconcilePayments(db, { gateways, log, timeoutMs: 30 * 60_000, now: later(2) });
    expect(summary).toMatchObject({ settled: 1, errors: 0 });
    expect((await stateOf(order.id)).order_state).toBe('PLACED');
  });

  it('fails a payment still unpaid past the time limit, and leaves a younger one waiting', async () => {
    const shopper = await signIn(context.app, shop);
    const order = await onlineOrder(shopper, shop);
    await initiate(shopper, { provider: 'CASHFREE', amount: order.finalPrice, orderId: order.id });
    await reconcilePayments(db, { gateways, log, timeoutMs: 30 * 60_000, now: later(5) });
    expect((await stateOf(order.id)).order_state).toBe('PENDING');
    const summary = await reconcilePayments(db, { gateways, log, timeoutMs: 30 * 60_000, now: later(31) });
    expect(summary.expired).toBeGreaterThanOrEqual(1);
    expect(await stateOf(order.id)).toEqual({ order_state: 'FAILED', failure_reason: 'Time Limit Exceeded' });
  });

  it('counts an unreachable provider as an error and changes nothing', async () => {
    const shopper = await signIn(context.app, shop);
    const order = await onlineOrder(shopper, shop);
    await initiate(shopper, { provider: 'CASHFREE', amount: order.finalPrice, orderId: order.id });
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
