import { describe, expect, it } from 'vitest';
import {
  countRows,
  createCommerceTestApp,
  createShop,
  fundWallet,
  signIn,
} from '#src/modules/orders/commerce-test-kit.ts';
import { creditWallet, debitWallet, walletLedger } from './wallets.repository.ts';

const context = await createCommerceTestApp();
const db = context.database.db;
const shop = await createShop(context);
const otherShop = await createShop(context);

describe('wallet debit and credit', () => {
  it('debits within the balance, refuses beyond it without writing, and keeps balance = ledger', async () => {
    const shopper = await signIn(context.app, shop);
    await fundWallet(db, shop, shopper, 100);
    const entry = { storeId: shop.storeId, customerId: shopper.customerId, description: 'Test' };
    expect(await debitWallet(db, { ...entry, amountPaise: 6000 })).toBe(true);
    expect(await debitWallet(db, { ...entry, amountPaise: 4001 })).toBe(false);
    expect(await debitWallet(db, { ...entry, amountPaise: 4000 })).toBe(true);
    expect(await walletLedger(db, shop.storeId, shopper.customerId)).toEqual({ balancePaise: 0, ledgerPaise: 0 });
    expect(await countRows(db, 'wallet_transactions', `wallet_id = '${shopper.walletId}'`)).toBe(3);
  });

  it('touches only the wallet of the named store', async () => {
    const shopper = await signIn(context.app, shop);
    expect(
      await creditWallet(db, {
        storeId: otherShop.storeId,
        customerId: shopper.customerId,
        amountPaise: 100,
        description: 'x',
      }),
    ).toBe(false);
    expect(await walletLedger(db, otherShop.storeId, shopper.customerId)).toBeNull();
    expect(await countRows(db, 'wallet_transactions', `wallet_id = '${shopper.walletId}'`)).toBe(0);
  });

  it('refuses amounts that are not positive whole paise', async () => {
    const shopper = await signIn(context.app, shop);
    const entry = { storeId: shop.storeId, customerId: shopper.customerId, description: 'x' };
    await expect(debitWallet(db, { ...entry, amountPaise: 0 })).rejects.toThrow();
    await expect(creditWallet(db, { ...entry, amountPaise: 1.5 })).rejects.toThrow();
  });
});
