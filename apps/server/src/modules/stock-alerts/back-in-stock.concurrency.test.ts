import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '#src/db/connect.ts';
import { selectRows } from '#src/db/select-rows.ts';
import { sql } from 'drizzle-orm';
import { onPostgres } from '#src/hardening/concurrency-kit.ts';
import { signInStaff } from '#src/modules/console/console-test-kit.ts';
import { createCommerceTestApp, createShop, setVariant, signIn } from '#src/modules/orders/commerce-test-kit.ts';
import { sendBackInStockMessages } from './back-in-stock.job.ts';
import { habitsOn, linkConfig, notifyMe, RecordingSms } from './stock-alerts-test-kit.ts';

// Two servers, each with its own connections to one database, restocking and running the job at the same
// moment: every waiting shopper still gets one SMS. PGlite runs one transaction at a time, so the race is
// real only on PostgreSQL.
const context = onPostgres ? await createCommerceTestApp() : null;
let second: Database | null = null;
afterAll(async () => {
  await second?.close();
});

describe.skipIf(!onPostgres)('"Notify me" with two servers at once (PostgreSQL)', { timeout: 120_000 }, () => {
  it('two restocks and four job runs at once send each waiting shopper exactly one SMS', async () => {
    const { app, database } = context!;
    // The second server: a pool of its own on the same schema as the first.
    const [{ schema }] = (await selectRows<{ schema: string }>(
      database.db,
      sql`SELECT current_schema() AS schema`,
    )) as [{ schema: string }];
    second = await connectDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, isolatedSchema: schema });
    const servers = [database.db, second.db];
    for (let round = 0; round < 3; round += 1) {
      const shop = await createShop(context!, habitsOn);
      await setVariant(database.db, shop.variants.rice, { availableQuantity: 0 });
      const waiting = await Promise.all(Array.from({ length: 15 }, () => signIn(app, shop)));
      for (const shopper of waiting) expect((await notifyMe(shopper, shop.variants.rice)).statusCode).toBe(200);
      const [a, b] = await Promise.all([
        signInStaff(app, database.db, shop, 'STAFF'),
        signInStaff(app, database.db, shop, 'OWNER'),
      ]);
      const sms = new RecordingSms();
      const run = (db: (typeof servers)[number]) => sendBackInStockMessages(db, { sms, config: linkConfig });
      const [answers] = await Promise.all([
        Promise.all([
          a.call('PATCH', `/variants/${shop.variants.rice}`, { availableQuantity: 5 }),
          b.call('PATCH', `/variants/${shop.variants.rice}`, { availableQuantity: 9 }),
        ]),
        Promise.all([run(servers[0]!), run(servers[1]!), run(servers[0]!), run(servers[1]!)]),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      await Promise.all([run(servers[0]!), run(servers[1]!)]);
      const mine = sms.sent.filter((message) => message.storeId === shop.storeId).map((message) => message.mobile);
      expect(mine.toSorted()).toEqual(waiting.map((shopper) => shopper.mobile).toSorted());
    }
  });
});
