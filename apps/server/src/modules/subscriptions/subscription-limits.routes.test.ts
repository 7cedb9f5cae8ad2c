import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '@haat/contract/i18n/translate';
import { deliveryDayMessages, latestDayChangeDate } from '@haat/contract/subscriptions/delivery-days';
import { MAX_SUBSCRIPTIONS } from '@haat/contract/subscriptions/subscriptions.values';
import { countRows, signIn, type Shopper } from '#src/modules/orders/commerce-test-kit.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import {
  addDays,
  createSubscriptionShop,
  subscribe,
  subscriptionBody,
  today,
  weekdayOf,
} from './subscription-test-kit.ts';

// Issue 33 (7b, 7c): thirty subscriptions were made in a loop, and a delivery day was changed for 2099.
const context = await createTestApp({ otpSendsPerIpPerHour: 100_000 });
const { app } = context;
const db = context.database.db;
const shop = await createSubscriptionShop(context);

const subscriptionsOf = (shopper: Shopper) => countRows(db, 'subscriptions', `customer_id = '${shopper.customerId}'`);

describe('POST /api/subscriptions', () => {
  it(`keeps at most ${MAX_SUBSCRIPTIONS} that have not ended per shopper; ended or deleted ones make room`, async () => {
    const shopper = await signIn(app, shop);
    const ids: string[] = [];
    for (let i = 0; i < MAX_SUBSCRIPTIONS; i += 1) ids.push(await subscribe(shop, shopper, { isActive: i % 2 === 0 }));
    const oneMore = () => shopper.call('POST', '/api/subscriptions', subscriptionBody(shop, shopper));
    const refused = await oneMore();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(translate('en', 'subscription.tooMany', { limit: MAX_SUBSCRIPTIONS }));
    expect(await subscriptionsOf(shopper)).toBe(MAX_SUBSCRIPTIONS);

    const other = await signIn(app, shop);
    await subscribe(shop, other);

    await db.execute(
      sql`update subscriptions set start_date = ${addDays(today(), -10)}, end_date = ${addDays(today(), -1)}
        where id = ${ids[0]}`,
    );
    expect((await oneMore()).statusCode).toBe(200);
    expect((await oneMore()).statusCode).toBe(409);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/subscriptions/${ids[1]}?storeId=${shop.storeId}`,
      headers: { authorization: `Bearer ${shopper.session.accessToken}` },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await oneMore()).statusCode).toBe(200);
  });
});

describe('PUT /api/subscriptions/{id}/days/{date}', () => {
  it('changes a delivery up to the horizon, and refuses one after it (2099 too) without keeping it', async () => {
    const shopper = await signIn(app, shop);
    const last = latestDayChangeDate(today());
    const id = await subscribe(shop, shopper, { daysOfWeek: [weekdayOf(last), weekdayOf(addDays(last, 1))] });
    for (const date of [addDays(last, 1), '2099-01-05']) {
      const refused = await shopper.call('PUT', `/api/subscriptions/${id}/days/${date}`, { quantity: 5 });
      expect(refused.statusCode, date).toBe(400);
      expect(refused.json().message).toBe(translate('en', deliveryDayMessages.dayTooFar));
    }
    expect(await countRows(db, 'subscription_day_changes', `subscription_id = '${id}'`)).toBe(0);
    expect((await shopper.call('PUT', `/api/subscriptions/${id}/days/${last}`, { quantity: 5 })).statusCode).toBe(204);
  });
});
