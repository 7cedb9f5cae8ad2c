import { describe, expect, it } from 'vitest';
import { createShop, shownStock } from '#src/modules/orders/commerce-test-kit.ts';
import { createPaymentsTestApp, deliverWebhook, startedOnlinePayment } from './payments-test-kit.ts';

// The public-read cache on, as in production: reads are answered from memory for a minute.
const context = await createPaymentsTestApp({ publicReadCacheMs: 60_000 });
const { app } = context;

describe('stock shown by public reads after a payment settles (cache on)', () => {
  it('a failed online payment gives its order’s stock back to the very next read', async () => {
    const shop = await createShop(context);
    const { session } = await startedOnlinePayment(app, shop);
    expect(await shownStock(app, shop, shop.variants.rice)).toBe(9); // now cached
    const webhook = context.gateway.emulator.settle('CASHFREE', session.id, 'fail')!;
    expect((await deliverWebhook(app, webhook)).statusCode).toBe(200);
    expect(await shownStock(app, shop, shop.variants.rice)).toBe(10);
  });
});
