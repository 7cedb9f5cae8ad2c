import { describe, expect, it } from 'vitest';
import { createIdentityTestApp, insertTestStore, uniqueMobile } from '#src/modules/identity/identity-test-kit.ts';
import { API_BODY_LIMIT, jsonNestedDeeperThan, MAX_JSON_DEPTH } from './json-request-body.ts';

const { app, db } = await createIdentityTestApp();
const store = await insertTestStore(db);

/** `depth` arrays, one inside the other: `[[[]]]` is 3. */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** A valid OTP request (the schema drops unknown fields) carrying `pad` as raw JSON text. */
const otpBodyWith = (pad: string) =>
  `{"orgName":${JSON.stringify(store.orgName)},"mobile":"${uniqueMobile()}","storeId":"${store.storeId}","pad":${pad}}`;
const requestOtp = (payload: string) =>
  app.inject({
    method: 'POST',
    url: '/api/identity/request-otp',
    headers: { 'content-type': 'application/json' },
    payload,
  });
/** A megabyte of nesting: what the review sent to the anonymous OTP request. */
const MEGABYTE_NESTED = nested(500_000);

describe('JSON request bodies', () => {
  it('refuses with 400 and a message a body nested deeper than the limit, though otherwise valid', async () => {
    // The outer object is level 1, so the pad takes the body one level past the limit.
    const response = await requestOtp(otpBodyWith(nested(MAX_JSON_DEPTH)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: expect.stringContaining('nests deeper') });
  });

  it('accepts a valid body nested exactly to the limit, and brackets inside strings do not count', async () => {
    expect((await requestOtp(otpBodyWith(nested(MAX_JSON_DEPTH - 1)))).statusCode).toBe(200);
    expect((await requestOtp(otpBodyWith(JSON.stringify(`"\\${'['.repeat(1000)}`)))).statusCode).toBe(200);
  });

  it('answers 413 with a message to a body larger than an API call needs, 1 MB of nesting included', async () => {
    for (const pad of [JSON.stringify('x'.repeat(API_BODY_LIMIT)), MEGABYTE_NESTED]) {
      const response = await requestOtp(otpBodyWith(pad));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
    }
  });

  it('finds too deep nesting in a megabyte by one pass over the text', () => {
    expect(jsonNestedDeeperThan(MEGABYTE_NESTED, MAX_JSON_DEPTH)).toBe(true);
    expect(jsonNestedDeeperThan(`{"a":[${nested(30)}],"b":"[[[[{{{{"}`, MAX_JSON_DEPTH)).toBe(false);
  });
});

describe('ten 1 MB nested bodies at once, over a real connection', () => {
  it('are all refused while /healthz keeps answering (times printed, not asserted)', async () => {
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    // Encoded once, so the test's own work (in this same process) stays out of the figures.
    const payload = new TextEncoder().encode(otpBodyWith(MEGABYTE_NESTED));
    const timeHealth = async () => {
      const started = performance.now();
      expect((await fetch(`${origin}/healthz`)).status).toBe(200);
      return performance.now() - started;
    };
    const idle = await timeHealth();
    let sending = true;
    const attacks = Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${origin}/api/identity/request-otp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: payload,
        }).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    ).finally(() => (sending = false));
    const healthTimes: number[] = [];
    do healthTimes.push(await timeHealth());
    while (sending);
    const statuses = await attacks;
    console.log(
      `/healthz idle ${idle.toFixed(0)} ms; during ten 1 MB nested bodies: ${healthTimes.length} answers, slowest ${Math.max(...healthTimes).toFixed(0)} ms, ` +
        `median ${healthTimes.sort((a, b) => a - b)[Math.floor(healthTimes.length / 2)]!.toFixed(0)} ms; statuses ${statuses.join(',')}`,
    );
    expect(statuses).toEqual(Array(10).fill(413));
  });
});
