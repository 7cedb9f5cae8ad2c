import { describe, expect, it } from 'vitest';
import type { CustomerSession } from '@haat/contract/identity/identity.schemas';
import {
  createIdentityTestApp,
  insertTestStore,
  logIn,
  outboxOtp,
  requestOtp,
  uniqueMobile,
  verifyOtp,
} from './identity-test-kit.ts';

// Limits are checked and recorded in single statements; on PostgreSQL (TEST_DATABASE_URL) these requests
// truly run at the same time on separate connections, on PGlite they take turns.
const IP_CAP = 4;
const { app, db, clock } = await createIdentityTestApp({ config: { otpSendsPerIpPerHour: IP_CAP } });
const stores = await Promise.all(Array.from({ length: 8 }, (_, index) => insertTestStore(db, `Store ${index}`)));
const store = stores[0]!;
let ipCounter = 0;
const freshIp = () => `198.51.100.${(ipCounter += 1)}`;

const statuses = (responses: Array<{ statusCode: number }>) => responses.map((response) => response.statusCode).sort();

describe('OTP limits under parallel requests', () => {
  it('lets only one of many simultaneous requests for one phone through the 59-second cooldown', async () => {
    const mobile = uniqueMobile();
    const responses = await Promise.all(Array.from({ length: 6 }, () => requestOtp(app, store, mobile, freshIp())));
    expect(statuses(responses)).toEqual([200, 429, 429, 429, 429, 429]);
  });

  it('sends one code per store when one phone asks in many stores at once: no store holds another back', async () => {
    const mobile = uniqueMobile();
    const responses = await Promise.all(
      stores.flatMap((target) => [
        requestOtp(app, target, mobile, freshIp()),
        requestOtp(app, target, mobile, freshIp()),
      ]),
    );
    expect(statuses(responses).filter((status) => status === 200)).toHaveLength(stores.length);
    expect(statuses(responses).filter((status) => status === 429)).toHaveLength(stores.length);
  });

  it('backs off one phone in one store under parallel resends: the wait grows with each send that got through', async () => {
    const mobile = uniqueMobile();
    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const responses = await Promise.all(Array.from({ length: 4 }, () => requestOtp(app, store, mobile, freshIp())));
      const sent = responses.filter((response) => response.statusCode === 200);
      expect(sent).toHaveLength(1);
      waits.push(sent[0]!.json().resendAfterSeconds as number);
      clock.advance(waits.at(-1)! * 1000);
    }
    expect(waits).toEqual([59, 120, 300]);
  });

  it('lets at most the per-IP cap of simultaneous sends from one address through', async () => {
    const ip = freshIp();
    const responses = await Promise.all(Array.from({ length: 7 }, () => requestOtp(app, store, uniqueMobile(), ip)));
    expect(statuses(responses).filter((status) => status === 200)).toHaveLength(IP_CAP);
    clock.advance(60 * 60_000 + 1000);
    expect((await requestOtp(app, store, uniqueMobile(), ip)).statusCode).toBe(200);
  });

  it('accepts a code once when it is presented several times at once', async () => {
    const mobile = uniqueMobile();
    await requestOtp(app, store, mobile, freshIp());
    const otp = await outboxOtp(app, store, mobile);
    const responses = await Promise.all(Array.from({ length: 5 }, () => verifyOtp(app, store, mobile, otp)));
    expect(statuses(responses)).toEqual([200, 401, 401, 401, 401]);
  });

  it('counts every one of many simultaneous wrong guesses', async () => {
    const mobile = uniqueMobile();
    await requestOtp(app, store, mobile, freshIp());
    const otp = await outboxOtp(app, store, mobile);
    const wrong = ['000000', '111111', '222222', '333333', '444444', '555555', '666666', '777777'].filter(
      (guess) => guess !== otp,
    );
    await Promise.all(wrong.slice(0, 6).map((guess) => verifyOtp(app, store, mobile, guess)));
    expect((await verifyOtp(app, store, mobile, otp)).statusCode).toBe(401);
  });

  it('renews a refresh token once when it is presented several times at once, and then revokes the family', async () => {
    const session = await logIn(app, store);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        app.inject({
          method: 'GET',
          url: '/api/identity/renewAccessToken',
          headers: { authorization: `Bearer ${session.refreshToken}` },
        }),
      ),
    );
    expect(statuses(responses)).toEqual([200, 401, 401, 401]);
    const winner = responses.find((response) => response.statusCode === 200)!.json() as CustomerSession;
    const after = await app.inject({
      method: 'GET',
      url: '/api/identity/renewAccessToken',
      headers: { authorization: `Bearer ${winner.refreshToken}` },
    });
    expect(after.statusCode).toBe(401);
  });
});
