import { describe, expect, it } from 'vitest';
import type { CustomerSession } from '@haat/contract/identity/identity.schemas';
import { createIdentityTestApp, insertTestStore, logIn } from '#src/modules/identity/identity-test-kit.ts';

const { app, db } = await createIdentityTestApp();
const store = await insertTestStore(db, 'Green Grocer');
const otherStore = await insertTestStore(db, 'Dairy Corner');

const get = (session: CustomerSession, customerId = session.customerId, storeId = store.storeId) =>
  app.inject({
    method: 'GET',
    url: `/api/customers/${customerId}?storeId=${storeId}`,
    headers: { authorization: `Bearer ${session.accessToken}` },
  });

const put = (session: CustomerSession, payload: object, customerId = session.customerId) =>
  app.inject({
    method: 'PUT',
    url: `/api/customers/${customerId}`,
    headers: { authorization: `Bearer ${session.accessToken}` },
    payload: { storeId: store.storeId, ...payload },
  });

describe('GET /api/customers/:customerId', () => {
  it('answers the customer’s own profile with wallet and cart ids', async () => {
    const session = await logIn(app, store);
    const response = await get(session);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: session.customerId,
      name: null,
      email: null,
      mobile: session.mobile,
      gender: null,
      dpUrl: null,
      shoppingProfileIdentity: { walletId: expect.any(String), cartId: expect.any(String) },
    });
  });

  it('answers 404 for another customer of the same store', async () => {
    const me = await logIn(app, store);
    const someoneElse = await logIn(app, store);
    const response = await get(me, someoneElse.customerId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Customer not found' });
  });

  it('answers 404 for the same phone’s customer in another store', async () => {
    const me = await logIn(app, store);
    const meElsewhere = await logIn(app, otherStore, me.mobile);
    expect((await get(me, meElsewhere.customerId)).statusCode).toBe(404);
  });

  it('answers 404 when orgId or storeId name another org or store than the token (decision 003)', async () => {
    const session = await logIn(app, store);
    const ownScope = `storeId=${store.storeId}&orgId=${store.orgId}`;
    for (const query of [
      `storeId=${store.storeId}&orgId=${otherStore.orgId}`,
      `storeId=${otherStore.storeId}&orgId=${store.orgId}`,
      `orgId=${otherStore.orgId}`,
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/customers/${session.customerId}?${query}`,
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      expect(response.statusCode, query).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Store not found' });
    }
    const own = await app.inject({
      method: 'GET',
      url: `/api/customers/${session.customerId}?${ownScope}`,
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(own.statusCode).toBe(200);
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const session = await logIn(app, store);
    const response = await get(session, 'abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Invalid id');
  });
});

describe('PUT /api/customers/:customerId', () => {
  it('updates the profile fields and answers the new profile', async () => {
    const session = await logIn(app, store);
    const response = await put(session, {
      name: 'Asha Verma',
      email: 'asha@example.in',
      mobile: '+91 9123456780',
      gender: 'FEMALE',
      dpUrl: 'https://cdn.example.in/p/asha.png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: session.customerId,
      name: 'Asha Verma',
      email: 'asha@example.in',
      mobile: '9123456780',
      gender: 'FEMALE',
      dpUrl: 'https://cdn.example.in/p/asha.png',
    });
    expect((await get(session)).json()).toMatchObject({ name: 'Asha Verma', mobile: '9123456780' });
  });

  it('keeps fields left out and clears fields sent empty', async () => {
    const session = await logIn(app, store);
    await put(session, { name: 'Ravi', email: 'ravi@example.in', dpUrl: '/files/customers/ravi.png' });
    const response = await put(session, { email: '', gender: 'OTHER' });
    expect(response.json()).toMatchObject({
      name: 'Ravi',
      email: null,
      gender: 'OTHER',
      dpUrl: '/files/customers/ravi.png',
    });
  });

  it('does not change the phone the customer logs in with', async () => {
    const session = await logIn(app, store);
    await put(session, { mobile: '9000000001' });
    const again = await logIn(app, store, session.mobile);
    expect(again.customerId).toBe(session.customerId);
  });

  it('answers 404 for another customer’s profile and changes nothing', async () => {
    const me = await logIn(app, store);
    const someoneElse = await logIn(app, store);
    expect((await put(me, { name: 'Mallory' }, someoneElse.customerId)).statusCode).toBe(404);
    expect((await get(someoneElse)).json().name).toBeNull();
  });

  it.each([
    [{ email: 'not-an-email' }, 'Please enter a valid Email Address'],
    [{ name: 'x'.repeat(101) }, 'Name exceeds maximum length'],
    [{ gender: 'UNKNOWN' }, 'gender must be MALE, FEMALE or OTHER'],
    [{ mobile: '12345' }, 'Phone number must be 10 digits'],
    [{ dpUrl: 'javascript:alert(1)' }, 'dpUrl must be a URL'],
    [{ name: 42 }, 'name'],
  ])('answers 400 with a message for %o', async (payload, text) => {
    const session = await logIn(app, store);
    const response = await put(session, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
    expect(response.json().message).toContain(text);
  });
});
