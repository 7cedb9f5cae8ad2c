import { describe, expect, it } from 'vitest';
import type { CashSummary, PendingCashRechargeList } from '@haat/contract/console/console-cash.schemas';
import { indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import { changedTables, snapshot } from '#src/hardening/hardening-world.ts';
import {
  createCommerceTestApp,
  createShop,
  placeOrder,
  readyCheckout,
  signIn,
  type CommerceShop,
  type Shopper,
} from '#src/modules/orders/commerce-test-kit.ts';
import { walletLedger } from '#src/modules/wallets/wallets.repository.ts';
import { signInStaff, type StaffCaller } from './console-test-kit.ts';

const context = await createCommerceTestApp();
const { app } = context;
const db = context.database.db;

async function cashRecharge(shopper: Shopper, rupees: number): Promise<string> {
  const answer = await shopper.call('POST', `/api/wallets/${shopper.walletId}/recharge`, {
    customerId: shopper.customerId,
    walletId: shopper.walletId,
    amount: rupees,
    paymentSource: 'COD',
  });
  if (answer.statusCode !== 200) throw new Error(answer.body);
  return answer.json().transaction.id as string;
}

async function deliverCod(shop: CommerceShop, member: StaffCaller): Promise<number> {
  const shopper = await signIn(app, shop);
  const lines = [{ productVariantId: shop.variants.rice, quantity: 1 }];
  const placed = (await placeOrder(shopper, await readyCheckout(shopper, lines, 'COD'))).json();
  await member.call('POST', `/orders/${placed.id}/moves`, { move: 'SHIP', fromState: 'PLACED' });
  const delivered = await member.call('POST', `/orders/${placed.id}/moves`, {
    move: 'DELIVER',
    fromState: 'SHIPPED',
    cashCollected: placed.finalPrice,
  });
  if (delivered.statusCode !== 200) throw new Error(delivered.body);
  return placed.finalPrice as number;
}

describe('GET /api/stores/:storeId/console/cash-recharges', () => {
  it('lists the store’s cash recharges waiting for their cash, oldest first, with the shopper’s phone', async () => {
    const shop = await createShop(context);
    const elsewhere = await createShop(context);
    const staff = await signInStaff(app, db, shop, 'STAFF');
    const shopper = await signIn(app, shop);
    const first = await cashRecharge(shopper, 100);
    const second = await cashRecharge(await signIn(app, shop), 250.5);
    await cashRecharge(await signIn(app, elsewhere), 75);
    const list = (await staff.call('GET', '/cash-recharges')).json() as PendingCashRechargeList;
    expect(list).toMatchObject({
      totalCount: 2,
      recharges: [
        { id: first, amount: 100, shopper: { mobile: shopper.mobile } },
        { id: second, amount: 250.5 },
      ],
    });
  });
});

describe('POST /api/stores/:storeId/console/cash-recharges/:transactionId/confirm and /reject', () => {
  it('credits the wallet once on confirm, leaves it on reject, and records who did each', async () => {
    const shop = await createShop(context);
    const staff = await signInStaff(app, db, shop, 'STAFF');
    const owner = await signInStaff(app, db, shop, 'OWNER');
    const shopper = await signIn(app, shop);
    const confirmed = await cashRecharge(shopper, 120.5);
    const rejected = await cashRecharge(shopper, 30);

    const answer = await staff.call('POST', `/cash-recharges/${confirmed}/confirm`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ id: confirmed, status: 'COMPLETED', amount: 120.5 });
    const again = await owner.call('POST', `/cash-recharges/${confirmed}/reject`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This recharge is already confirmed');
    expect((await staff.call('POST', `/cash-recharges/${rejected}/reject`)).json().status).toBe('REJECTED');
    expect(await walletLedger(db, shop.storeId, shopper.customerId)).toEqual({
      balancePaise: 12_050,
      ledgerPaise: 12_050,
    });
    expect((await staff.call('GET', '/cash-recharges')).json().totalCount).toBe(0);
    const audit = (await owner.call('GET', '/audit?size=2')).json();
    expect(audit.entries).toMatchObject([
      { action: 'CASH_RECHARGE_REJECTED', staff: { id: staff.staffId }, after: { status: 'REJECTED', amount: 30 } },
      { action: 'CASH_RECHARGE_CONFIRMED', staff: { id: staff.staffId }, before: { status: 'PENDING' } },
    ]);
  });

  it('answers 404 for another store’s recharge, and changes nothing', async () => {
    const shop = await createShop(context);
    const elsewhere = await createShop(context);
    const owner = await signInStaff(app, db, shop, 'OWNER');
    const theirs = await cashRecharge(await signIn(app, elsewhere), 40);
    const before = await snapshot(db);
    const answer = await owner.call('POST', `/cash-recharges/${theirs}/confirm`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ code: 'NOT_FOUND', message: 'Cash recharge not found' });
    expect(changedTables(before, await snapshot(db))).toEqual([]);
  });
});

describe('GET /api/stores/:storeId/console/cash-summary', () => {
  it('sums the day’s cash per member: COD orders delivered and recharges confirmed', async () => {
    const shop = await createShop(context);
    const staff = await signInStaff(app, db, shop, 'STAFF');
    const owner = await signInStaff(app, db, shop, 'OWNER');
    const cod = await deliverCod(shop, staff);
    const recharge = await cashRecharge(await signIn(app, shop), 200);
    await staff.call('POST', `/cash-recharges/${recharge}/confirm`);
    const ownerRecharge = await cashRecharge(await signIn(app, shop), 50);
    await owner.call('POST', `/cash-recharges/${ownerRecharge}/confirm`);

    const today = (await owner.call('GET', '/cash-summary')).json() as CashSummary;
    expect(today).toEqual({
      date: indiaToday(),
      total: cod + 250,
      staff: [
        {
          staffId: staff.staffId,
          name: null,
          mobile: staff.mobile,
          role: 'STAFF',
          codCollected: cod,
          rechargesConfirmed: 200,
          total: cod + 200,
        },
        {
          staffId: owner.staffId,
          name: null,
          mobile: owner.mobile,
          role: 'OWNER',
          codCollected: 0,
          rechargesConfirmed: 50,
          total: 50,
        },
      ],
    });
    expect((await staff.call('GET', '/cash-summary?date=2020-01-01')).json()).toEqual({
      date: '2020-01-01',
      total: 0,
      staff: [],
    });
    expect((await staff.call('GET', '/cash-summary?date=yesterday')).statusCode).toBe(400);
  });
});
