import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@haat/contract/messages';
import { createShop, fundWallet, signIn } from '#src/modules/orders/commerce-test-kit.ts';
import {
  createPaymentsTestApp,
  deliverWebhook,
  initiate,
  setActiveProvider,
} from '#src/modules/payments/payments-test-kit.ts';
import { walletLedger } from './wallets.repository.ts';

const context = await createPaymentsTestApp();
const { app, gateway } = context;
const db = context.database.db;
const shop = await createShop(context);
const otherShop = await createShop(context);

const recharge = (shopper: Awaited<ReturnType<typeof signIn>>, body: Record<string, unknown>) =>
  shopper.call('POST', `/api/wallets/${shopper.walletId}/recharge`, {
    customerId: shopper.customerId,
    walletId: shopper.walletId,
    ...body,
  });

describe('GET /api/wallets/{id} and /api/wallet-transactions/{id}', () => {
  it('answers the own balance and the history newest first, 8 a page', async () => {
    const shopper = await signIn(app, shop);
    for (let i = 1; i <= 9; i += 1) await fundWallet(db, shop, shopper, i);
    // One second apart, ₹1 first: top-ups written back to back can share the database clock's tick (PGlite's
    // is coarse), and the history of one instant is ordered by id, not by which came first.
    await db.execute(
      sql`UPDATE wallet_transactions SET created_at = now() - (10 - amount_paise / 100) * interval '1 second'
        WHERE wallet_id = ${shopper.walletId}`,
    );
    expect((await shopper.call('GET', `/api/wallets/${shopper.walletId}`)).json()).toEqual({
      id: shopper.walletId,
      accountBalance: 45,
      pendingCash: 0,
    });
    const first = (
      await shopper.call('GET', `/api/wallet-transactions/${shopper.walletId}?pageNumber=1&pageSize=8`)
    ).json();
    expect(first.totalPages).toBe(2);
    expect(first.transactions).toHaveLength(8);
    expect(first.transactions[0]).toMatchObject({
      transactionAmount: 9,
      transactionType: 'CREDIT',
      status: 'COMPLETED',
    });
    const second = (await shopper.call('GET', `/api/wallet-transactions/${shopper.walletId}?pageNumber=2`)).json();
    expect(second.transactions.map((line: { transactionAmount: number }) => line.transactionAmount)).toEqual([1]);
    const empty = await signIn(app, shop);
    expect((await empty.call('GET', `/api/wallet-transactions/${empty.walletId}`)).json()).toEqual({
      transactions: [],
      totalPages: 1,
    });
  });

  it("answers 404 for another customer's or store's wallet, 403 anonymous, 400 for a bad page", async () => {
    const owner = await signIn(app, shop);
    const stranger = await signIn(app, shop);
    const elsewhere = await signIn(app, otherShop);
    expect((await stranger.call('GET', `/api/wallets/${owner.walletId}`)).statusCode).toBe(404);
    expect((await elsewhere.call('GET', `/api/wallets/${owner.walletId}`)).statusCode).toBe(404);
    expect((await stranger.call('GET', `/api/wallet-transactions/${owner.walletId}`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/wallets/${owner.walletId}` })).statusCode).toBe(403);
    const bad = await owner.call('GET', `/api/wallet-transactions/${owner.walletId}?pageNumber=0`);
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 to the owner when orgId or storeId name another org or store (decision 003)', async () => {
    const owner = await signIn(app, shop);
    for (const path of [`/api/wallets/${owner.walletId}`, `/api/wallet-transactions/${owner.walletId}`]) {
      for (const scope of [`orgId=${otherShop.orgId}`, `storeId=${otherShop.storeId}`]) {
        const response = await app.inject({
          method: 'GET',
          url: `${path}?${scope}`,
          headers: { authorization: `Bearer ${owner.session.accessToken}` },
        });
        expect(response.statusCode, `${path}?${scope}`).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
      expect((await owner.call('GET', `${path}?orgId=${shop.orgId}`)).statusCode).toBe(200);
    }
  });
});

describe('POST /api/wallets/{id}/recharge', () => {
  it('credits an online recharge once, after the payment succeeded, however often it is called', async () => {
    const shopper = await signIn(app, shop);
    const session = (await initiate(shopper, { provider: 'CASHFREE', amount: 250.5 })).json();
    const body = { amount: 250.5, paymentSource: 'ONLINE_PAYMENT', paymentTransactionId: session.id };
    const early = await recharge(shopper, body);
    expect(early.statusCode).toBe(409);
    gateway.emulator.settle('CASHFREE', session.id, 'pay');
    const first = await recharge(shopper, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      id: shopper.walletId,
      accountBalance: 250.5,
      transaction: { transactionAmount: 250.5, status: 'COMPLETED', paymentSource: 'ONLINE_PAYMENT' },
    });
    const again = await recharge(shopper, body);
    expect(again.json().transaction.id).toBe(first.json().transaction.id);
    // The webhook arriving afterwards answers the same line too.
    await deliverWebhook(app, gateway.emulator.webhookOf(gateway.emulator.find('CASHFREE', session.id)!));
    expect(await walletLedger(db, shop.storeId, shopper.customerId)).toEqual({
      balancePaise: 25_050,
      ledgerPaise: 25_050,
    });
  });

  it('is credited by the webhook alone when the shopper closed the tab', async () => {
    const shopper = await signIn(app, shop);
    const session = (await initiate(shopper, { provider: 'CASHFREE', amount: 99 })).json();
    await deliverWebhook(app, gateway.emulator.settle('CASHFREE', session.id, 'pay')!);
    expect((await shopper.call('GET', `/api/wallets/${shopper.walletId}`)).json().accountBalance).toBe(99);
  });

  it("refuses another amount, a failed payment, an order payment and someone else's payment", async () => {
    const shopper = await signIn(app, shop);
    const session = (await initiate(shopper, { provider: 'CASHFREE', amount: 100 })).json();
    gateway.emulator.settle('CASHFREE', session.id, 'pay');
    const wrong = await recharge(shopper, {
      amount: 1000,
      paymentSource: 'ONLINE_PAYMENT',
      paymentTransactionId: session.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Amount does not match the payment');
    const stranger = await signIn(app, shop);
    const theirs = await recharge(stranger, {
      amount: 100,
      paymentSource: 'ONLINE_PAYMENT',
      paymentTransactionId: session.id,
    });
    expect(theirs.statusCode).toBe(404);
    const failed = (await initiate(shopper, { provider: 'CASHFREE', amount: 5 })).json();
    gateway.emulator.settle('CASHFREE', failed.id, 'fail');
    const refused = await recharge(shopper, {
      amount: 5,
      paymentSource: 'ONLINE_PAYMENT',
      paymentTransactionId: failed.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(messages.payment.failed);
    const missingId = await recharge(shopper, { amount: 5, paymentSource: 'ONLINE_PAYMENT' });
    expect(missingId.statusCode).toBe(400);
    expect(missingId.json().message).toContain('paymentTransactionId is required');
  });

  it('records a cash recharge as PENDING without moving the balance; confirming it moves it once', async () => {
    const shopper = await signIn(app, shop);
    const answer = await recharge(shopper, { amount: 300, paymentSource: 'COD' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      accountBalance: 0,
      pendingCash: 300,
      transaction: { status: 'PENDING', paymentSource: 'COD' },
    });
    const lineId = answer.json().transaction.id;
    const confirms = [];
    for (let i = 0; i < 3; i += 1) {
      confirms.push(
        (await app.inject({ method: 'POST', url: `/api/dev/wallet-transactions/${lineId}/confirm-cash` })).statusCode,
      );
    }
    expect(confirms).toEqual([200, 409, 409]);
    expect(await walletLedger(db, shop.storeId, shopper.customerId)).toEqual({
      balancePaise: 30_000,
      ledgerPaise: 30_000,
    });
    const rejected = (await recharge(shopper, { amount: 10, paymentSource: 'COD' })).json().transaction.id;
    const reject = await app.inject({ method: 'POST', url: `/api/dev/wallet-transactions/${rejected}/reject-cash` });
    expect(reject.json().status).toBe('REJECTED');
    // Collected cash is in the balance, rejected cash nowhere: nothing is left pending.
    expect((await shopper.call('GET', `/api/wallets/${shopper.walletId}`)).json()).toMatchObject({
      accountBalance: 300,
      pendingCash: 0,
    });
  });

  it('refuses a store without the wallet, another wallet, and a walletId that differs from the path', async () => {
    const noWalletShop = await createShop(context);
    await setActiveProvider(context, noWalletShop, 'CASHFREE', false);
    const shopper = await signIn(app, noWalletShop);
    const refused = await recharge(shopper, { amount: 10, paymentSource: 'COD' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(messages.payment.methodNotSupported);
    const owner = await signIn(app, shop);
    const stranger = await signIn(app, shop);
    const other = await stranger.call('POST', `/api/wallets/${owner.walletId}/recharge`, {
      customerId: stranger.customerId,
      walletId: owner.walletId,
      amount: 10,
      paymentSource: 'COD',
    });
    expect(other.statusCode).toBe(404);
    const mismatch = await recharge(owner, { walletId: stranger.walletId, amount: 10, paymentSource: 'COD' });
    expect(mismatch.statusCode).toBe(400);
  });
});
