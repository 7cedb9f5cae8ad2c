import { translate } from '@haat/contract/i18n/translate';
import { describe, expect, it } from 'vitest';
import { messages } from '@haat/contract/messages';
import { subscriptionListResponseSchema } from '@haat/contract/subscriptions/subscriptions.schemas';
import { createCommerceTestApp, setVariant, signIn, type Shopper } from '#src/modules/orders/commerce-test-kit.ts';
import { addDays, createSubscriptionShop, subscribe, today } from './subscription-test-kit.ts';
import { START_DATE_FIXED_MESSAGE, SUBSCRIPTION_NOT_FOUND_MESSAGE } from './subscriptions.service.ts';

const context = await createCommerceTestApp();
const { app } = context;
const db = context.database.db;
const shop = await createSubscriptionShop(context);

const list = (shopper: Shopper, query = '') =>
  shopper.call('GET', `/api/subscriptions?customerId=${shopper.customerId}&orgId=${shop.orgId}${query}`);
const update = (shopper: Shopper, id: string, body: object) => shopper.call('PUT', `/api/subscriptions/${id}`, body);
const remove = (shopper: Shopper, id: string, storeId = shop.storeId) =>
  app.inject({
    method: 'DELETE',
    url: `/api/subscriptions/${id}?storeId=${storeId}`,
    headers: { authorization: `Bearer ${shopper.session.accessToken}` },
  });
// Three days ahead: a start still open at any hour, so the API keeps it as sent.
const START = addDays(today(), 3);
const recurrence = (days: string[], endDate = '', startDate = START) => ({
  subscriptionRecurrence: { daysOfWeek: days, startDate, endDate },
});

describe('GET /api/subscriptions', () => {
  it('lists the caller’s own, newest first, 8 a page, priced from the catalogue now', async () => {
    const shopper = await signIn(app, shop);
    const ids: string[] = [];
    for (let i = 0; i < 9; i += 1) ids.push(await subscribe(shop, shopper, { quantity: i + 1 }));
    await subscribe(shop, await signIn(app, shop)); // someone else's
    await setVariant(db, shop.variants.ghee, { sellingPricePaise: 55_500 });

    const first = await list(shopper, '&page=1');
    expect(first.statusCode, first.body).toBe(200);
    const page1 = subscriptionListResponseSchema.parse(first.json());
    expect(page1.totalPages).toBe(2);
    expect(page1.subscriptions.map((s) => s.id)).toEqual(ids.slice(1).reverse());
    expect(page1.subscriptions[0]!.subscriptionItem).toMatchObject({ quantity: 9, sellingPrice: 555, mrp: 650 });
    const page2 = (await list(shopper, '&page=2')).json();
    expect(page2.subscriptions.map((s: { id: string }) => s.id)).toEqual([ids[0]]);
    expect((await list(shopper, '&page=1&size=3')).json().totalPages).toBe(3);
    expect((await list(shopper, '&page=3')).json()).toEqual({ subscriptions: [], totalPages: 2 });
  });

  it('answers an empty first page when there are none', async () => {
    const shopper = await signIn(app, shop);
    expect((await list(shopper)).json()).toEqual({ subscriptions: [], totalPages: 1 });
  });

  it('answers 404 for another customer’s list, 403 without a token, 400 for a bad page', async () => {
    const shopper = await signIn(app, shop);
    const stranger = await signIn(app, shop);
    const other = await stranger.call('GET', `/api/subscriptions?customerId=${shopper.customerId}`);
    expect(other.statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/subscriptions?customerId=${shopper.customerId}&storeId=${shop.storeId}`,
    });
    expect(anonymous.statusCode).toBe(403);
    expect((await list(shopper, '&page=0')).statusCode).toBe(400);
    expect((await list(shopper, '&page=abc')).statusCode).toBe(400);
  });
});

describe('PUT /api/subscriptions/{id}', () => {
  it('changes days and end date, and pauses and resumes', async () => {
    const shopper = await signIn(app, shop);
    const id = await subscribe(shop, shopper, { startDate: START });
    const end = addDays(today(), 14);
    const changed = await update(shopper, id, recurrence(['SATURDAY', 'SUNDAY'], end));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      isActive: true,
      subscriptionRecurrence: { daysOfWeek: ['SUNDAY', 'SATURDAY'], startDate: START, endDate: end },
    });
    const paused = await update(shopper, id, { ...recurrence(['SUNDAY']), isActive: false });
    expect(paused.json()).toMatchObject({
      isActive: false,
      subscriptionRecurrence: { daysOfWeek: ['SUNDAY'], endDate: null },
    });
    // The start date may be left out ('' from the form) or repeated; isActive left out keeps the flag.
    const kept = await update(shopper, id, recurrence(['MONDAY'], '', ''));
    expect(kept.json()).toMatchObject({ isActive: false, subscriptionRecurrence: { daysOfWeek: ['MONDAY'] } });
    expect((await update(shopper, id, { ...recurrence(['MONDAY']), isActive: true })).json().isActive).toBe(true);
  });

  it('checks the account rules and keeps the start date', async () => {
    const shopper = await signIn(app, shop);
    const id = await subscribe(shop, shopper, { startDate: addDays(today(), 2) });
    const start = addDays(today(), 2);
    const refused = async (body: object) => {
      const response = await update(shopper, id, body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().message as string;
    };
    expect(await refused(recurrence([], '', start))).toBe(messages.subscription.selectDays);
    expect(await refused(recurrence(['MONDAY'], addDays(start, -1), start))).toBe(messages.subscription.endBeforeStart);
    expect(await refused(recurrence(['MONDAY'], '', addDays(start, 1)))).toBe(
      translate('en', START_DATE_FIXED_MESSAGE),
    );
    expect(await refused(recurrence(['MONDAY'], '9999-12-31', start))).toBe(messages.subscription.endTooFar);
    expect(await refused({ subscriptionRecurrence: { daysOfWeek: ['MONDAY'], startDate: 'soon' } })).toEqual(
      expect.any(String),
    );
    expect(await refused({ ...recurrence(['MONDAY'], '', start), isActive: 'yes' })).toEqual(expect.any(String));
    const unchanged = (await list(shopper)).json().subscriptions[0];
    expect(unchanged.subscriptionRecurrence).toMatchObject({ daysOfWeek: ['MONDAY', 'THURSDAY'], startDate: start });
  });

  it('answers 404 for another customer’s or store’s subscription and an unknown id', async () => {
    const shopper = await signIn(app, shop);
    const id = await subscribe(shop, shopper);
    const stranger = await signIn(app, shop);
    const strangerAnswer = await update(stranger, id, recurrence(['SUNDAY']));
    expect(strangerAnswer.statusCode).toBe(404);
    expect(strangerAnswer.json().message).toBe(translate('en', SUBSCRIPTION_NOT_FOUND_MESSAGE));
    const other = await createSubscriptionShop(context);
    const otherShopper = await signIn(app, other);
    expect((await update(otherShopper, id, recurrence(['SUNDAY']))).statusCode).toBe(404);
    expect((await update(shopper, shop.storeId, recurrence(['SUNDAY']))).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/api/subscriptions/${id}`,
      payload: { storeId: shop.storeId, ...recurrence(['SUNDAY']) },
    });
    expect(anonymous.statusCode).toBe(403);
    expect((await list(shopper)).json().subscriptions[0].subscriptionRecurrence.daysOfWeek).toEqual([
      'MONDAY',
      'THURSDAY',
    ]);
  });
});

describe('DELETE /api/subscriptions/{id}', () => {
  it('deletes the caller’s own, once; others get 404', async () => {
    const shopper = await signIn(app, shop);
    const id = await subscribe(shop, shopper);
    const stranger = await signIn(app, shop);
    expect((await remove(stranger, id)).statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'DELETE', url: `/api/subscriptions/${id}?storeId=${shop.storeId}` });
    expect(anonymous.statusCode).toBe(403);
    const deleted = await remove(shopper, id);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await list(shopper)).json().subscriptions).toEqual([]);
    expect((await remove(shopper, id)).statusCode).toBe(404);
    expect((await remove(shopper, 'nope')).statusCode).toBe(400);
  });
});
