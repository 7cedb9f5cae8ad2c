import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '@haat/contract/i18n/translate';
import { deliveryDayMessages, indiaMoment } from '@haat/contract/subscriptions/delivery-days';
import { addDays, dayOfWeekOf, indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import { selectRows } from '#src/db/select-rows.ts';
import { attackLogFor, onPostgres, statusCounts, takeStockBaseline } from '#src/hardening/concurrency-kit.ts';
import { runSubscriptionOrders } from './subscription-orders.job.ts';
import { TestClock } from '#src/modules/identity/identity-test-kit.ts';
import { setVariant, signIn, stockOf } from '#src/modules/orders/commerce-test-kit.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { createSubscriptionShop, subscribe } from './subscription-test-kit.ts';

// Shoppers skipping or pausing tomorrow at the last moment while every server's job starts on it: each
// date ends either skipped (the change was accepted) or delivered (the change was refused), never both,
// and one delivery row per subscription and date, however many jobs run.
const clock = new TestClock();
const context = onPostgres ? await createTestApp({ otpSendsPerIpPerHour: 100_000 }, { clock: clock.now }) : null;
const log = attackLogFor('subscription changes at the cut-off (PostgreSQL)');

describe.skipIf(!onPostgres)('changes racing the daily job at the cut-off (PostgreSQL)', () => {
  it('a change is either honoured or refused, and the job makes each date once', async () => {
    const { app, database } = context!;
    const db = database.db;
    const today = addDays(indiaToday(), 3);
    const tomorrow = addDays(today, 1);
    clock.set(new Date(indiaMoment(today, '22:00').getTime() - 50));
    const shop = await createSubscriptionShop(context!);
    await setVariant(db, shop.variants.ghee, { availableQuantity: 100 });
    const shoppers = await Promise.all(Array.from({ length: 16 }, () => signIn(app, shop)));
    const ids: string[] = [];
    for (const shopper of shoppers) {
      ids.push(await subscribe(shop, shopper, { daysOfWeek: [dayOfWeekOf(tomorrow)], startDate: today }));
    }
    const baseline = await takeStockBaseline(db);
    const stock = await stockOf(db, shop.variants.ghee);

    // Half skip tomorrow, half pause from tomorrow; their server's clock is 50 ms before the cut-off, the
    // five jobs' is at it.
    const changes = shoppers.map((shopper, i) =>
      i % 2 === 0
        ? shopper.call('PUT', `/api/subscriptions/${ids[i]}/days/${tomorrow}`, { quantity: 0 })
        : shopper.call('POST', '/api/subscriptions/pauses', {
            customerId: shopper.customerId,
            subscriptionId: null,
            startDate: tomorrow,
            endDate: addDays(tomorrow, 2),
          }),
    );
    const jobs = Array.from({ length: 5 }, () =>
      runSubscriptionOrders(db, { date: tomorrow, now: indiaMoment(today, '22:00') }),
    );
    const [answers, runs] = await Promise.all([Promise.all(changes), Promise.all(jobs)]);

    const counts = statusCounts(answers);
    expect((counts[200] ?? 0) + (counts[204] ?? 0) + (counts[400] ?? 0)).toBe(shoppers.length);
    for (const answer of answers.filter((a) => a.statusCode === 400)) {
      expect(answer.json().message).toBe(translate('en', deliveryDayMessages.changesClosed(tomorrow, '22:00')));
    }
    expect(runs.reduce((total, run) => total + run.errors, 0)).toBe(0);

    const rows = await selectRows<{ subscription_id: string; outcome: string; order_id: string | null }>(
      db,
      sql`select subscription_id, outcome, order_id from subscription_deliveries
        where store_id = ${shop.storeId} and delivery_date = ${tomorrow}`,
    );
    expect(rows).toHaveLength(shoppers.length);
    let delivered = 0;
    for (const [i, id] of ids.entries()) {
      const row = rows.find((r) => r.subscription_id === id)!;
      const accepted = answers[i]!.statusCode !== 400;
      expect({ id, outcome: row.outcome, hasOrder: row.order_id !== null }).toEqual({
        id,
        outcome: accepted ? 'SKIPPED' : 'PLACED',
        hasOrder: !accepted,
      });
      if (!accepted) delivered += 1;
    }
    expect(await stockOf(db, shop.variants.ghee)).toBe(stock - delivered);
    await log.settle(db, 'changes racing the job', answers.length + runs.length, baseline);
  });
});
