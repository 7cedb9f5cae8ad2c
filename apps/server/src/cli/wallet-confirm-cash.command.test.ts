import { describe, expect, it } from 'vitest';
import { createCommerceTestApp, createShop, signIn } from '#src/modules/orders/commerce-test-kit.ts';
import { walletLedger } from '#src/modules/wallets/wallets.repository.ts';
import { runTestCli } from './cli-test-kit.ts';

const context = await createCommerceTestApp();
const db = context.database.db;
const shop = await createShop(context);

const cli = (...argv: string[]) => runTestCli(context, argv);

async function cashRecharge(rupees: number) {
  const shopper = await signIn(context.app, shop);
  const answer = await shopper.call('POST', `/api/wallets/${shopper.walletId}/recharge`, {
    customerId: shopper.customerId,
    walletId: shopper.walletId,
    amount: rupees,
    paymentSource: 'COD',
  });
  return { shopper, lineId: answer.json().transaction.id as string };
}

describe('cli wallet confirm-cash <walletTransactionId>', () => {
  it('completes a pending cash recharge once and moves the balance with it', async () => {
    const { shopper, lineId } = await cashRecharge(120.5);
    expect(await cli('wallet', 'confirm-cash', lineId)).toEqual({
      code: 0,
      err: '',
      out: `Wallet transaction ${lineId}: ₹120.50 cash recharge COMPLETED`,
    });
    expect(await cli('wallet', 'confirm-cash', lineId)).toMatchObject({
      code: 1,
      err: `Refused: Wallet transaction ${lineId} is already COMPLETED`,
    });
    expect(await walletLedger(db, shop.storeId, shopper.customerId)).toEqual({
      balancePaise: 12_050,
      ledgerPaise: 12_050,
    });
  });

  it('rejects one without moving the balance; unknown ids exit 1, bad arguments 2', async () => {
    const { shopper, lineId } = await cashRecharge(10);
    expect((await cli('wallet', 'reject-cash', lineId)).code).toBe(0);
    expect((await cli('wallet', 'confirm-cash', lineId)).code).toBe(1);
    expect(await walletLedger(db, shop.storeId, shopper.customerId)).toEqual({ balancePaise: 0, ledgerPaise: 0 });
    expect(await cli('wallet', 'confirm-cash', shop.storeId)).toMatchObject({
      code: 1,
      err: `Wallet transaction ${shop.storeId} not found`,
    });
    expect((await cli('wallet', 'confirm-cash', 'nope')).code).toBe(2);
  });
});
