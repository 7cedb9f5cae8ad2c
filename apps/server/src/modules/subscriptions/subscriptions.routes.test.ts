import { translate } from '@haat/contract/i18n/translate';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '@haat/contract/carts/carts.values';
import { SUBSCRIPTION_END_WITHIN_DAYS, SUBSCRIPTION_START_WITHIN_DAYS } from '@haat/contract/constants';
import { messages } from '@haat/contract/messages';
import { subscriptionSchema } from '@haat/contract/subscriptions/subscriptions.schemas';
import { countRows, createCommerceTestApp, signIn } from '#src/modules/orders/commerce-test-kit.ts';
import {
  addDays,
  createSubscriptionShop,
  subscriptionBody,
  today,
  type SubscriptionShop,
} from './subscription-test-kit.ts';
import {
  INVALID_SLOT_MESSAGE,
  NOT_SUBSCRIBABLE_MESSAGE,
  PRODUCT_UNAVAILABLE_MESSAGE,
} from './subscriptions.service.ts';

const context = await createCommerceTestApp();
const { app } = context;
const db = context.database.db;
const shop = await createSubscriptionShop(context);
const shopper = await signIn(app, shop);

const create = (
  overrides: Parameters<typeof subscriptionBody>[2] = {},
  target: SubscriptionShop = shop,
  who = shopper,
) => who.call('POST', '/api/subscriptions', subscriptionBody(target, who, overrides));

async function refusal(response: Awaited<ReturnType<typeof create>>): Promise<string> {
  expect(response.statusCode, response.body).toBe(400);
  return response.json().message as string;
}

describe('POST /api/subscriptions', () => {
  it('creates a subscription priced from the catalogue, with the store slot copied and the days in week order', async () => {
    // Three days ahead: open at any hour (today's start moves on; subscription-start.routes.test.ts).
    const response = await create({
      daysOfWeek: ['THURSDAY', 'MONDAY', 'THURSDAY'],
      startDate: addDays(today(), 3),
      endDate: addDays(today(), 30),
      quantity: 2,
      preferredTimeSlot: { ...shop.slots[1], startTime: '01:00' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const subscription = subscriptionSchema.parse(response.json());
    expect(subscription).toMatchObject({
      isActive: true,
      subscriptionItem: {
        productVariantId: shop.variants.ghee,
        productName: 'Cow Ghee',
        sellingPrice: 599.99,
        mrp: 650,
        quantity: 2,
        weight: 1,
        weightUnit: 'LITRE',
      },
      subscriptionRecurrence: {
        startDate: addDays(today(), 3),
        endDate: addDays(today(), 30),
        daysOfWeek: ['MONDAY', 'THURSDAY'],
        paymentMethod: 'COD',
      },
      preferredTimeSlot: shop.slots[1],
      shippingAddress: { name: 'Asha Rao', pin: '560038', landmark: 'Near the park' },
    });
  });

  it('accepts no end date, no slot and the wallet', async () => {
    const response = await create({ paymentMethod: 'HAAT_WALLET', preferredTimeSlot: null, endDate: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      preferredTimeSlot: null,
      subscriptionRecurrence: { endDate: null, paymentMethod: 'HAAT_WALLET' },
    });
  });

  it('checks the §5 rules in their order, with their messages', async () => {
    const { subscription: m } = messages;
    // (1) before (2)..(6): everything else is wrong too.
    const allWrong = { shippingAddress: null, paymentMethod: '', startDate: addDays(today(), -1) };
    expect(await refusal(await create({ ...allWrong, daysOfWeek: [] }))).toBe(m.selectDaysAndStart);
    expect(await refusal(await create({ ...allWrong, startDate: '' }))).toBe(m.selectDaysAndStart);
    // (2) before (3)
    expect(await refusal(await create({ ...allWrong, endDate: addDays(today(), -5) }))).toBe(m.invalidStart);
    // (3) before (4)
    const start = addDays(today(), 3);
    expect(await refusal(await create({ ...allWrong, startDate: start, endDate: addDays(start, -1) }))).toBe(
      m.endBeforeStart,
    );
    // (4) before (6)
    expect(await refusal(await create({ ...allWrong, startDate: start }))).toBe(m.addAddress);
    // (6)
    expect(await refusal(await create({ paymentMethod: '' }))).toBe(m.selectPayment);
    expect(await refusal(await create({ paymentMethod: undefined }))).toBe(m.selectPayment);
    // An end date on the start date is fine.
    expect((await create({ startDate: start, endDate: start })).statusCode).toBe(200);
  });

  it('caps one delivery at the cart’s line limit and keeps the dates within their horizons', async () => {
    const { subscription: m } = messages;
    for (const quantity of [MAX_LINE_QUANTITY + 1, 999]) {
      expect(await refusal(await create({ quantity }))).toContain(`quantity must be at most ${MAX_LINE_QUANTITY}`);
    }
    expect(await refusal(await create({ startDate: '9999-12-31' }))).toBe(m.startTooFar);
    expect(await refusal(await create({ startDate: addDays(today(), SUBSCRIPTION_START_WITHIN_DAYS + 1) }))).toBe(
      m.startTooFar,
    );
    const start = addDays(today(), SUBSCRIPTION_START_WITHIN_DAYS);
    expect(await refusal(await create({ startDate: start, endDate: '9999-12-31' }))).toBe(m.endTooFar);
    expect(
      await refusal(await create({ startDate: start, endDate: addDays(start, SUBSCRIPTION_END_WITHIN_DAYS + 1) })),
    ).toBe(m.endTooFar);
    const before = await countRows(db, 'subscriptions', `customer_id = '${shopper.customerId}'`);
    // The limits themselves are accepted.
    const edge = await create({
      quantity: MAX_LINE_QUANTITY,
      startDate: start,
      endDate: addDays(start, SUBSCRIPTION_END_WITHIN_DAYS),
    });
    expect(edge.statusCode, edge.body).toBe(200);
    expect(await countRows(db, 'subscriptions', `customer_id = '${shopper.customerId}'`)).toBe(before + 1);
  });

  it('(5) refuses a disabled mode and a store with neither, but a wallet-only store takes wallet subscriptions', async () => {
    const walletOnly = await createSubscriptionShop(context, (document) => {
      document.store.payment.codEnabled = false;
    });
    const walletShopper = await signIn(app, walletOnly);
    const byWallet = await create({ paymentMethod: 'HAAT_WALLET' }, walletOnly, walletShopper);
    expect(byWallet.statusCode, byWallet.body).toBe(200);
    expect(await refusal(await create({ paymentMethod: 'COD' }, walletOnly, walletShopper))).toBe(
      messages.subscription.paymentDisabled,
    );

    const neither = await createSubscriptionShop(context, (document) => {
      document.store.payment.codEnabled = false;
      document.store.payment.walletEnabled = false;
    });
    const neitherShopper = await signIn(app, neither);
    // (5) comes before (6): no mode chosen still reads 'disabled' when nothing is enabled.
    expect(await refusal(await create({ paymentMethod: '' }, neither, neitherShopper))).toBe(
      messages.subscription.paymentDisabled,
    );
  });

  it('refuses a product that is not subscribable, hidden, or not the store’s', async () => {
    expect(await refusal(await create({ variantId: shop.variants.salt }))).toBe(
      translate('en', NOT_SUBSCRIBABLE_MESSAGE),
    );
    const other = await createSubscriptionShop(context);
    expect(await refusal(await create({ variantId: other.variants.ghee }))).toBe(
      translate('en', PRODUCT_UNAVAILABLE_MESSAGE),
    );
    const hidden = await createSubscriptionShop(context, (document) => {
      document.products[0]!.variants[0]!.isVisible = false;
    });
    const hiddenShopper = await signIn(app, hidden);
    expect(await refusal(await create({}, hidden, hiddenShopper))).toBe(translate('en', PRODUCT_UNAVAILABLE_MESSAGE));
  });

  it('refuses a slot that is not one of the store’s', async () => {
    const other = await createSubscriptionShop(context);
    expect(await refusal(await create({ preferredTimeSlot: other.slots[0] }))).toBe(
      translate('en', INVALID_SLOT_MESSAGE),
    );
  });

  it('answers 400 with a message for a malformed body, never 500', async () => {
    const bad = [
      { quantity: 0 },
      { quantity: 1.5 },
      { paymentMethod: 'PAYMENT_GATEWAY' },
      { daysOfWeek: ['FUNDAY'] as never },
      { startDate: '2026-02-30' },
      { shippingAddress: { name: 'Asha' } },
      { variantId: 'not-an-id' },
    ];
    for (const overrides of bad) {
      const response = await create(overrides);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('is the caller’s own: another customerId is 404, another store 404, no token 403', async () => {
    const before = await countRows(db, 'subscriptions');
    const stranger = await signIn(app, shop);
    const body = subscriptionBody(shop, shopper);
    expect((await stranger.call('POST', '/api/subscriptions', body)).statusCode).toBe(404);
    const other = await createSubscriptionShop(context);
    const otherShopper = await signIn(app, other);
    expect((await otherShopper.call('POST', '/api/subscriptions', { ...body, storeId: shop.storeId })).statusCode).toBe(
      404,
    );
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      payload: { ...body, storeId: shop.storeId },
    });
    expect(anonymous.statusCode).toBe(403);
    expect(await countRows(db, 'subscriptions')).toBe(before);
  });
});
