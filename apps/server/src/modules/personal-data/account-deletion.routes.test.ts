import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '@haat/contract/i18n/translate';
import { customers, orders } from '#src/db/schema/index.ts';
import { outboxOtp, requestOtp, verifyOtp, wrongOtp } from '#src/modules/identity/identity-test-kit.ts';
import {
  address,
  createCommerceTestApp,
  fundWallet,
  signIn,
  type Shopper,
} from '#src/modules/orders/commerce-test-kit.ts';
import { createSubscriptionShop, subscribe } from '#src/modules/subscriptions/subscription-test-kit.ts';
import { askDeletionCode, deleteAccount, deletionCode, orderOf } from './personal-data-test-kit.ts';

const context = await createCommerceTestApp();
const { app, database, storage } = context;
const { db } = database;
const shop = await createSubscriptionShop(context);

const blocked = {
  'an order on its way': {
    message: 'privacy.blockedOpenOrder',
    arrange: async (shopper: Shopper) => void (await orderOf(app, shop, shopper)),
  },
  'an active subscription': {
    message: 'privacy.blockedActiveSubscription',
    arrange: async (shopper: Shopper) => void (await subscribe(shop, shopper)),
  },
  'a wallet balance': {
    message: 'privacy.blockedWalletBalance',
    arrange: (shopper: Shopper) => fundWallet(db, shop, shopper, 1),
  },
  'a cash recharge the shop has not collected': {
    message: 'privacy.blockedPendingRecharge',
    arrange: async (shopper: Shopper) => {
      const body = { customerId: shopper.customerId, walletId: shopper.walletId, amount: 100, paymentSource: 'COD' };
      const recharge = await shopper.call('POST', `/api/wallets/${shopper.walletId}/recharge`, body);
      expect(recharge.statusCode).toBe(200);
    },
  },
} as const;

describe('POST /api/customers/:customerId/deletion-otp', () => {
  it('sends a code to the phone the shopper logs in with, counted with its login codes', async () => {
    const shopper = await signIn(app, shop);
    const response = await askDeletionCode(app, shop, shopper);
    expect(response.statusCode).toBe(200);
    // The phone's second code this hour (the login was the first): the login codes' backoff counts it.
    expect(response.json()).toMatchObject({ message: 'OTP sent', resendAfterSeconds: 120 });
    expect(await outboxOtp(app, shop, shopper.mobile)).toMatch(/^\d{6}$/);
  });

  it('keeps the login code’s cooldown: a second code at once answers 429 with Retry-After', async () => {
    const shopper = await signIn(app, shop);
    await askDeletionCode(app, shop, shopper);
    const again = await askDeletionCode(app, shop, shopper);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it.each(Object.entries(blocked))('answers 409 with its own message, sending nothing, for %s', async (_, reason) => {
    const shopper = await signIn(app, shop);
    const loginCode = await outboxOtp(app, shop, shopper.mobile);
    await reason.arrange(shopper);
    for (const language of ['en', 'hi'] as const) {
      const response = await askDeletionCode(app, shop, shopper, language);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'CONFLICT', message: translate(language, reason.message) });
    }
    expect(await outboxOtp(app, shop, shopper.mobile)).toBe(loginCode);
  });

  it('answers 404 for another customer’s account', async () => {
    const me = await signIn(app, shop);
    const someoneElse = await signIn(app, shop);
    const response = await me.call('POST', `/api/customers/${someoneElse.customerId}/deletion-otp`, {});
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/customers/:customerId/delete', () => {
  it('refuses a missing, wrong or login code with 400 and 401, and erases nothing', async () => {
    const shopper = await signIn(app, shop);
    expect((await deleteAccount(shopper)).statusCode).toBe(400);
    const code = await deletionCode(app, shop, shopper);
    const wrong = await deleteAccount(shopper, wrongOtp(code));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('UNAUTHORIZED');

    const other = await signIn(app, shop);
    // A login code for the same phone, sent after the shopper logged in: it must not erase the account.
    expect((await requestOtp(app, shop, other.mobile)).statusCode).toBe(200);
    const loginCode = await outboxOtp(app, shop, other.mobile);
    expect((await deleteAccount(other, loginCode)).statusCode).toBe(401);
    expect((await other.call('GET', `/api/customers/${other.customerId}`)).statusCode).toBe(200);
    expect((await shopper.call('GET', `/api/customers/${shopper.customerId}`)).statusCode).toBe(200);
  });

  it('does not log anyone in with a deletion code', async () => {
    const shopper = await signIn(app, shop);
    const code = await deletionCode(app, shop, shopper);
    expect((await verifyOtp(app, shop, shopper.mobile, code)).statusCode).toBe(401);
  });

  it.each(Object.entries(blocked))('answers 409 for %s, and the code stays usable', async (_, reason) => {
    const shopper = await signIn(app, shop);
    const code = await deletionCode(app, shop, shopper);
    await reason.arrange(shopper);
    const response = await deleteAccount(shopper, code);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: translate('en', reason.message) });
    expect((await shopper.call('GET', `/api/customers/${shopper.customerId}`)).json().mobile).toBe(shopper.mobile);
  });

  it('answers 404 for another customer’s account, and erases nothing', async () => {
    const me = await signIn(app, shop);
    const someoneElse = await signIn(app, shop);
    const code = await deletionCode(app, shop, me);
    expect((await me.call('POST', `/api/customers/${someoneElse.customerId}/delete`, { otp: code })).statusCode).toBe(
      404,
    );
    expect((await someoneElse.call('GET', `/api/customers/${someoneElse.customerId}`)).statusCode).toBe(200);
  });
});

describe('an erased account', () => {
  /** A shopper with a photo, addresses, a delivered and a cancelled order, then erased. */
  async function erasedShopper() {
    const shopper = await signIn(app, shop);
    const photoKey = `uploads/${shop.storeId}/${shopper.customerId}/0123456789abcdef-me.png`;
    await storage.put(photoKey, Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    await shopper.call('PUT', `/api/customers/${shopper.customerId}`, {
      name: 'Asha Rao',
      email: 'asha@example.in',
      gender: 'FEMALE',
      dpUrl: `/files/${photoKey}`,
    });
    await shopper.call('POST', '/api/addresses/add', { address });
    const delivered = await orderOf(app, shop, shopper, 'DELIVERED');
    const cancelled = await orderOf(app, shop, shopper, 'CANCELLED');
    const code = await deletionCode(app, shop, shopper);
    const response = await deleteAccount(shopper, code);
    expect(response.statusCode, response.body).toBe(204);
    return { shopper, photoKey, delivered, cancelled };
  }

  it('ends every session: access tokens answer 403 and refresh tokens renew nothing', async () => {
    const { shopper } = await erasedShopper();
    expect((await shopper.call('GET', `/api/customers/${shopper.customerId}`)).statusCode).toBe(403);
    const renewal = await app.inject({
      method: 'GET',
      url: `/api/identity/renewAccessToken?storeId=${shop.storeId}`,
      headers: { authorization: `Bearer ${shopper.session.refreshToken}` },
    });
    expect(renewal.statusCode).toBe(401);
  });

  it('lets the phone sign up fresh, as a new customer who sees nothing of the old account', async () => {
    const { shopper } = await erasedShopper();
    const fresh = await signIn(app, shop, shopper.mobile);
    expect(fresh.customerId).not.toBe(shopper.customerId);
    expect(fresh.walletId).not.toBe(shopper.walletId);
    expect((await fresh.call('GET', `/api/customers/${fresh.customerId}`)).json()).toMatchObject({
      name: null,
      email: null,
      dpUrl: null,
      mobile: shopper.mobile,
    });
    expect((await fresh.call('GET', `/api/orders?customerId=${fresh.customerId}`)).json().orders).toEqual([]);
    expect((await fresh.call('GET', `/api/addresses/${fresh.customerId}`)).json().addressList).toEqual([]);
    expect((await fresh.call('GET', `/api/wallet-transactions/${fresh.walletId}`)).json().transactions).toEqual([]);
    expect((await fresh.call('GET', `/api/orders?customerId=${shopper.customerId}`)).statusCode).toBe(404);
  });

  it('erases the person and their photo’s file, and keeps the orders the shop’s tax records need', async () => {
    const { shopper, photoKey, delivered, cancelled } = await erasedShopper();
    expect(await storage.exists(photoKey)).toBe(false);
    const [customer] = await db.select().from(customers).where(eq(customers.id, shopper.customerId));
    expect(customer).toMatchObject({
      loginMobile: `erased:${shopper.customerId}`,
      mobile: '',
      name: null,
      email: null,
      gender: null,
      dpUrl: null,
    });
    const kept = await db
      .select({ id: orders.id, state: orders.orderState, shippingAddress: orders.shippingAddress })
      .from(orders)
      .where(and(eq(orders.storeId, shop.storeId), eq(orders.customerId, shopper.customerId)));
    const byId = new Map(kept.map((order) => [order.id, order]));
    // The invoice's recipient and place of supply stay; nothing that reaches the person does.
    expect(byId.get(delivered.id)?.shippingAddress).toEqual({ ...address, mobile: '', email: null });
    expect(byId.get(cancelled.id)?.shippingAddress).toEqual({
      ...address,
      name: '',
      mobile: '',
      email: null,
      address: '',
      landmark: null,
      city: '',
    });
    const left = JSON.stringify({ customer, kept });
    for (const gone of [address.email!, address.mobile, shopper.mobile]) expect(left).not.toContain(gone);
  });
});
