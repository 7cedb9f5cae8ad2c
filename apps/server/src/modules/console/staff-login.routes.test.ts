import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCommerceTestApp, createShop, signIn } from '#src/modules/orders/commerce-test-kit.ts';
import { outboxOtp, uniqueMobile, wrongOtp } from '#src/modules/identity/identity-test-kit.ts';
import { countRows } from '#src/modules/orders/commerce-test-kit.ts';
import { addStaff, consoleUrl, requestStaffOtp, signInAs, signInStaff, verifyStaffOtp } from './console-test-kit.ts';

const context = await createCommerceTestApp();
const { app } = context;
const db = context.database.db;
const shop = await createShop(context);
const otherShop = await createShop(context);

const me = (storeId: string, token?: string) =>
  app.inject({
    method: 'GET',
    url: consoleUrl(storeId, '/me'),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('POST /api/stores/:storeId/console/login/request-otp and verify-otp', () => {
  it('signs a member in with the code sent to their phone, and says who they are', async () => {
    const member = await addStaff(db, shop, 'OWNER');
    const sent = await requestStaffOtp(app, shop.storeId, member.mobile);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ message: 'OTP sent', resendAfterSeconds: 59 });
    const verified = await verifyStaffOtp(app, shop.storeId, member.mobile, await outboxOtp(app, shop, member.mobile));
    expect(verified.statusCode).toBe(200);
    const session = verified.json();
    expect(session.staff).toMatchObject({ id: member.staffId, mobile: member.mobile, role: 'OWNER', name: null });
    const expiresIn = Date.parse(session.accessTokenExpiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(11 * 3600_000);
    const answer = await me(shop.storeId, session.accessToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ staff: { id: member.staffId, role: 'OWNER' }, store: { id: shop.storeId } });
  });

  it('answers a phone not on the staff as if a code went out, and sends none', async () => {
    const stranger = uniqueMobile();
    const sent = await requestStaffOtp(app, shop.storeId, stranger);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ message: 'OTP sent', resendAfterSeconds: 59 });
    await expect(outboxOtp(app, shop, stranger)).rejects.toThrow(/404/);
    const verified = await verifyStaffOtp(app, shop.storeId, stranger, '123456');
    expect(verified.statusCode).toBe(401);
    expect(verified.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Invalid OTP. Please try again.' });
  });

  it('refuses a wrong code, a shopper’s login code and a member of another store', async () => {
    const member = await addStaff(db, shop, 'STAFF');
    await requestStaffOtp(app, shop.storeId, member.mobile);
    const otp = await outboxOtp(app, shop, member.mobile);
    expect((await verifyStaffOtp(app, shop.storeId, member.mobile, wrongOtp(otp))).statusCode).toBe(401);
    expect((await verifyStaffOtp(app, otherShop.storeId, member.mobile, otp)).statusCode).toBe(401);
    // The phone also shops here: its shopper login code does not open the console.
    const shopper = await signIn(app, shop, uniqueMobile());
    await addStaff(db, shop, 'STAFF', shopper.mobile);
    const sessions = await countRows(db, 'staff_sessions');
    await app.inject({
      method: 'POST',
      url: '/api/identity/request-otp',
      payload: { orgName: shop.orgName, mobile: shopper.mobile, storeId: shop.storeId },
    });
    const shopperCode = await outboxOtp(app, shop, shopper.mobile);
    expect((await verifyStaffOtp(app, shop.storeId, shopper.mobile, shopperCode)).statusCode).toBe(401);
    expect(await countRows(db, 'staff_sessions')).toBe(sessions);
  });

  it('answers 404 for a store that does not exist and 400 for a bad phone', async () => {
    expect((await requestStaffOtp(app, randomUUID(), uniqueMobile())).statusCode).toBe(404);
    const bad = await requestStaffOtp(app, shop.storeId, '12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('message');
  });
});

describe('the console token', () => {
  it('is refused without it (401), with a shopper’s (404) and on another store (404)', async () => {
    const owner = await signInStaff(app, db, shop, 'OWNER');
    expect((await me(shop.storeId)).statusCode).toBe(401);
    expect((await me(shop.storeId, 'not-a-token')).json()).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Please sign in to the shop console.',
    });
    const shopper = await signIn(app, shop);
    expect((await me(shop.storeId, shopper.session.accessToken)).statusCode).toBe(404);
    expect((await me(otherShop.storeId, owner.session.accessToken)).statusCode).toBe(404);
  });

  it('never passes for a shopper’s on the shopper’s routes', async () => {
    const owner = await signInStaff(app, db, shop, 'OWNER');
    const shopper = await signIn(app, shop);
    const answer = await app.inject({
      method: 'GET',
      url: `/api/customers/${shopper.customerId}?storeId=${shop.storeId}`,
      headers: { authorization: `Bearer ${owner.session.accessToken}` },
    });
    expect(answer.statusCode).toBe(403);
    const orders = await app.inject({
      method: 'GET',
      url: `/api/orders?customerId=${owner.staffId}&storeId=${shop.storeId}`,
      headers: { authorization: `Bearer ${owner.session.accessToken}` },
    });
    expect(orders.statusCode).toBe(403);
  });

  it('stops working at logout, and for a member who is removed', async () => {
    const owner = await signInStaff(app, db, shop, 'OWNER');
    const staff = await signInStaff(app, db, shop, 'STAFF');
    expect((await staff.call('GET', '/me')).statusCode).toBe(200);
    expect((await owner.call('DELETE', `/staff/${staff.staffId}`)).statusCode).toBe(200);
    expect((await staff.call('GET', '/me')).statusCode).toBe(401);
    expect((await owner.call('POST', '/logout')).statusCode).toBe(204);
    expect((await owner.call('GET', '/me')).statusCode).toBe(401);
    // A new sign-in works again.
    const again = await signInAs(app, shop, owner);
    expect((await again.call('GET', '/me')).statusCode).toBe(200);
  });
});
