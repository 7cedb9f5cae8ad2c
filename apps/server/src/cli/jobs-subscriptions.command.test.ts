import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import { createCommerceTestApp, signIn, stockOf } from '#src/modules/orders/commerce-test-kit.ts';
import { createSubscriptionShop, subscribe, weekdayOf } from '#src/modules/subscriptions/subscription-test-kit.ts';
import { runTestCli } from './cli-test-kit.ts';

const context = await createCommerceTestApp();
const db = context.database.db;

const cli = (...argv: string[]) => runTestCli(context, argv);

describe('cli jobs subscriptions [--date YYYY-MM-DD]', () => {
  it('makes the orders of the date once and prints the summary', async () => {
    const shop = await createSubscriptionShop(context);
    const shopper = await signIn(context.app, shop);
    // Today: the only date whose cut-off has surely passed (the CLI runs on the real clock). The API starts a
    // subscription on a date still open, so this one is moved back to today as if set up days ago; no slot,
    // so none is over at whatever hour this runs.
    const date = indiaToday();
    const id = await subscribe(shop, shopper, {
      daysOfWeek: [weekdayOf(date)],
      quantity: 2,
      startDate: addDays(date, 3),
      preferredTimeSlot: null,
    });
    await db.execute(sql`update subscriptions set start_date = ${date} where id = ${id}`);
    const stock = await stockOf(db, shop.variants.ghee);

    expect(await cli('jobs', 'subscriptions', '--date', date)).toEqual({
      code: 0,
      err: '',
      out: `Subscription orders for ${date}: 1 due, 1 placed, 0 failed, 0 already done or skipped`,
    });
    expect(await stockOf(db, shop.variants.ghee)).toBe(stock - 2);
    const again = await cli('jobs', 'subscriptions', `--date=${date}`);
    expect(again.out).toBe(`Subscription orders for ${date}: 1 due, 0 placed, 0 failed, 1 already done or skipped`);
    expect(await stockOf(db, shop.variants.ghee)).toBe(stock - 2);
  });

  it('serves today in India without a date', async () => {
    const result = await cli('jobs', 'subscriptions');
    expect(result.code).toBe(0);
    expect(result.out).toContain(`Subscription orders for ${indiaToday()}:`);
  });

  it('exits 2 with the usage for a bad date or stray arguments', async () => {
    for (const args of [['--date', '2026-02-30'], ['--date'], ['tomorrow'], ['--date', '2026-01-01', 'x']]) {
      const result = await cli('jobs', 'subscriptions', ...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.err).toContain('jobs subscriptions [--date YYYY-MM-DD]');
    }
    expect((await cli('--help')).out).toContain('jobs subscriptions');
  });
});
