import { describe, expect, it } from 'vitest';
import { translate } from '@haat/contract/i18n/translate';
import {
  MAX_PENDING_CASH_RECHARGES,
  MAX_WALLET_RECHARGE,
  rechargeLimitMessages,
} from '@haat/contract/wallets/wallets.values';
import { countRows, createShop, signIn, type Shopper } from '#src/modules/orders/commerce-test-kit.ts';
import { createPaymentsTestApp, initiate } from '#src/modules/payments/payments-test-kit.ts';

// Issue 33 (7a): six cash recharges of ₹1 crore each were accepted and waited for the shop. A recharge is at
// most MAX_WALLET_RECHARGE, and a shopper has at most MAX_PENDING_CASH_RECHARGES cash ones waiting.
const context = await createPaymentsTestApp();
const { app } = context;
const db = context.database.db;
const shop = await createShop(context);

const cashRecharge = (shopper: Shopper, amount: number) =>
  shopper.call('POST', `/api/wallets/${shopper.walletId}/recharge`, {
    customerId: shopper.customerId,
    walletId: shopper.walletId,
    amount,
    paymentSource: 'COD',
  });
const walletLines = (shopper: Shopper) => countRows(db, 'wallet_transactions', `wallet_id = '${shopper.walletId}'`);

describe('POST /api/wallets/{id}/recharge with cash', () => {
  it(`keeps at most ${MAX_PENDING_CASH_RECHARGES} waiting for the shop, per shopper`, async () => {
    const shopper = await signIn(app, shop);
    const lines: string[] = [];
    for (let i = 0; i < MAX_PENDING_CASH_RECHARGES; i += 1) {
      const answer = await cashRecharge(shopper, 100);
      expect(answer.statusCode).toBe(200);
      lines.push(answer.json().transaction.id);
    }
    const refused = await cashRecharge(shopper, 100);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(translate('en', rechargeLimitMessages.tooManyPendingCash));
    expect(await walletLines(shopper)).toBe(MAX_PENDING_CASH_RECHARGES);

    const other = await signIn(app, shop);
    expect((await cashRecharge(other, 100)).statusCode).toBe(200);
    // Once the shop has collected one, there is room for another.
    await app.inject({ method: 'POST', url: `/api/dev/wallet-transactions/${lines[0]}/confirm-cash` });
    expect((await cashRecharge(shopper, 100)).statusCode).toBe(200);
  });

  it(`refuses more than ₹${MAX_WALLET_RECHARGE} in one recharge, cash or online, and writes nothing`, async () => {
    const shopper = await signIn(app, shop);
    const tooLarge = translate('en', rechargeLimitMessages.tooLarge);
    const cash = await cashRecharge(shopper, MAX_WALLET_RECHARGE + 0.01);
    expect(cash.statusCode).toBe(400);
    expect(cash.json().message).toBe(tooLarge);
    const online = await initiate(shopper, { provider: 'CASHFREE', amount: 1_00_00_000 });
    expect(online.statusCode).toBe(400);
    expect(online.json().message).toBe(tooLarge);
    expect(await walletLines(shopper)).toBe(0);
    expect(await countRows(db, 'payment_transactions', `customer_id = '${shopper.customerId}'`)).toBe(0);

    expect((await cashRecharge(shopper, MAX_WALLET_RECHARGE)).statusCode).toBe(200);
    expect((await initiate(shopper, { provider: 'CASHFREE', amount: MAX_WALLET_RECHARGE })).statusCode).toBe(200);
  });
});
