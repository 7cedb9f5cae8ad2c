import { describe, expect, it } from 'vitest';
import { personalDataSchema, type PersonalData } from '@haat/contract/customers/personal-data.schemas';
import { indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import {
  address,
  createCommerceTestApp,
  fundWallet,
  signIn,
  type Shopper,
} from '#src/modules/orders/commerce-test-kit.ts';
import { createSubscriptionShop, subscribe } from '#src/modules/subscriptions/subscription-test-kit.ts';
import { orderOf } from './personal-data-test-kit.ts';

const context = await createCommerceTestApp();
const { app, database } = context;
const shop = await createSubscriptionShop(context);
const otherShop = await createSubscriptionShop(context);

const exportOf = (shopper: Shopper, customerId = shopper.customerId) =>
  shopper.call('GET', `/api/customers/${customerId}/personal-data`);

/** A shopper with something of every kind: a profile, two addresses, two orders, a subscription, wallet lines. */
async function busyShopper(inShop = shop, mobile?: string) {
  const shopper = await signIn(app, inShop, mobile);
  await shopper.call('PUT', `/api/customers/${shopper.customerId}`, { name: 'Asha Rao', email: 'asha@example.in' });
  await shopper.call('POST', '/api/addresses/add', { address });
  await shopper.call('POST', '/api/addresses/add', {
    address: { ...address, name: 'Asha at work', addressType: 'Office' },
  });
  const delivered = await orderOf(app, inShop, shopper, 'DELIVERED');
  const placed = await orderOf(app, inShop, shopper);
  const subscriptionId = await subscribe(inShop, shopper);
  await fundWallet(database.db, inShop, shopper, 120);
  return { shopper, orders: [delivered, placed], subscriptionId };
}

describe('GET /api/customers/:customerId/personal-data', () => {
  it('answers a JSON file with the profile, addresses, orders with items, subscriptions and wallet lines', async () => {
    const { shopper, orders, subscriptionId } = await busyShopper();
    const response = await exportOf(shopper);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="my-data-[a-z0-9-]+-${indiaToday()}\\.json"$`),
    );
    const data: PersonalData = personalDataSchema.parse(response.json());
    expect(data.store).toEqual({ id: shop.storeId, name: shop.storeName });
    expect(data.profile).toMatchObject({
      id: shopper.customerId,
      name: 'Asha Rao',
      email: 'asha@example.in',
      loginMobile: shopper.mobile,
    });
    expect(data.addresses.map((saved) => saved.name)).toEqual(['Asha Rao', 'Asha at work']);
    expect(data.defaultAddressIndex).toBe(0);
    expect(data.orders.map((order) => order.id).sort()).toEqual(orders.map((order) => order.id).sort());
    expect(data.orders.every((order) => order.orderItems.length === 1)).toBe(true);
    expect(data.orders[0]!.orderItems[0]).toMatchObject({ productName: 'Basmati Rice', quantity: 1 });
    expect(data.subscriptions.map((subscription) => subscription.id)).toEqual([subscriptionId]);
    expect(data.wallet).toMatchObject({ id: shopper.walletId, accountBalance: 120 });
    expect(data.wallet.transactions).toEqual([
      expect.objectContaining({ transactionType: 'CREDIT', transactionAmount: 120 }),
    ]);
  });

  it('holds nothing of another customer of the store, nor of the same phone in another store', async () => {
    const me = await busyShopper();
    const neighbour = await busyShopper();
    const meElsewhere = await busyShopper(otherShop, me.shopper.mobile);
    const body = (await exportOf(me.shopper)).body;
    for (const other of [neighbour, meElsewhere]) {
      expect(body).not.toContain(other.shopper.customerId);
      expect(body).not.toContain(other.shopper.walletId);
      expect(body).not.toContain(other.subscriptionId);
      for (const order of other.orders) {
        expect(body).not.toContain(order.id);
        expect(body).not.toContain(order.orderNumber);
      }
    }
    expect(body).not.toContain(otherShop.storeId);
  });

  it('reads every page of a list longer than its API’s largest page (100)', async () => {
    const shopper = await signIn(app, shop);
    for (let i = 0; i < 101; i += 1) await fundWallet(database.db, shop, shopper, 1);
    const data = personalDataSchema.parse((await exportOf(shopper)).json());
    expect(data.wallet.transactions).toHaveLength(101);
    expect(data.wallet.accountBalance).toBe(101);
  });

  it('answers 404 for another customer’s id and 403 without a session, and is never cached', async () => {
    const me = await signIn(app, shop);
    const someoneElse = await signIn(app, shop);
    const refused = await exportOf(me, someoneElse.customerId);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['content-disposition']).toBeUndefined();
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/customers/${me.customerId}/personal-data?storeId=${shop.storeId}`,
    });
    expect(anonymous.statusCode).toBe(403);
    expect((await exportOf(me)).headers['cache-control']).toBe('private, no-store');
  });
});
