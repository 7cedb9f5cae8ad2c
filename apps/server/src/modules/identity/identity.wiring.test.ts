import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/testing/test-app.ts';
import { insertTestStore, logIn } from './identity-test-kit.ts';

// The routes as buildApp registers them (the other tests use a harness with a movable clock).
const { app, database } = await createTestApp();
const store = await insertTestStore(database.db);

describe('identity in the built app', () => {
  it('logs in through the dev outbox and reads the profile with the access token', async () => {
    const session = await logIn(app, store);
    const profile = await app.inject({
      method: 'GET',
      url: `/api/customers/${session.customerId}?storeId=${store.storeId}&orgId=${store.orgId}`,
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().mobile).toBe(session.mobile);
  });
});
