import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createShop, signIn } from '#src/modules/orders/commerce-test-kit.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { limitOf } from './rate-limit.ts';

const context = await createTestApp({ rateLimitFactor: 1, otpSendsPerIpPerHour: 100_000 });
const shop = await createShop(context);

describe('rate limits on expensive routes', () => {
  for (const path of ['/api/payment-transactions', '/api/bmspay-transactions']) {
    it(`answers 429 with a message past the per-minute limit on GET ${path}/:id (each asks the provider)`, async () => {
      const limit = limitOf('GET', `${path}/:id`, 1)!;
      expect(limit).toBeGreaterThan(0);
      const shopper = await signIn(context.app, shop);
      const address = `198.51.100.${path.length}`;
      const read = (language?: string) =>
        context.app.inject({
          method: 'GET',
          url: `${path}/${randomUUID()}?storeId=${shop.storeId}`,
          headers: {
            authorization: `Bearer ${shopper.session.accessToken}`,
            ...(language ? { 'accept-language': language } : {}),
          },
          remoteAddress: address,
        });
      for (let i = 0; i < limit; i += 1) expect((await read()).statusCode).toBe(404);
      const throttled = await read();
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: expect.stringMatching(/^Too many requests\. Please try again in (\d+ seconds?|1 minute)\.$/),
      });
      expect((await read('hi')).json().message).toMatch(/^बहुत ज़्यादा अनुरोध। कृपया \d+ (सेकंड|मिनट) बाद फिर से/);
    });
  }
});
