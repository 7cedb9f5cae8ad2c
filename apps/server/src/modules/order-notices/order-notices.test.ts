import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '@haat/contract/i18n/translate';
import { createShop, readyCheckout, signIn, type Shopper } from '#src/modules/orders/commerce-test-kit.ts';
import { signInStaff } from '#src/modules/console/console-test-kit.ts';
import { ConsoleOutboxSmsProvider } from '#src/providers/sms/console-outbox.ts';
import type { OrderUpdateMessage, OtpMessage, SmsProvider } from '#src/providers/sms/sms-provider.ts';
import { selectRows } from '#src/db/select-rows.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { sendOrderNotices } from './order-notices.job.ts';

/** Keeps every order SMS it is handed (`failing`: refuses them); login codes go to the outbox as usual. */
class RecordingSms implements SmsProvider {
  readonly name = 'console' as const;
  readonly sent: OrderUpdateMessage[] = [];
  refused = 0;
  failing = false;
  outbox: SmsProvider | null = null;
  sendOtp = (message: OtpMessage) => this.outbox!.sendOtp(message);
  async sendWalletShortfall(): Promise<void> {}
  async sendBackInStock(): Promise<void> {}
  async sendOrderUpdate(message: OrderUpdateMessage): Promise<void> {
    if (this.failing) {
      this.refused += 1;
      throw new Error('gateway down');
    }
    this.sent.push(message);
  }
}

const sms = new RecordingSms();
const config = { otpSendsPerIpPerHour: 100_000, publicUrl: 'https://haat.example' };
const context = await createTestApp(config, { sms });
sms.outbox = new ConsoleOutboxSmsProvider(context.database.db, context.app.log, { keepCodes: true });
const { app } = context;
const db = context.database.db;
const shop = await createShop(context);
const staff = await signInStaff(app, db, shop, 'STAFF');
const { friendlyId } = (
  await selectRows<{ friendlyId: string }>(
    db,
    sql`select friendly_id as "friendlyId" from stores where id = ${shop.storeId}`,
  )
)[0]!;

/** A cash order placed by the shopper with their storefront in `locale`; answers its id and number. */
async function placeIn(shopper: Shopper, locale: 'en' | 'hi') {
  const checkoutId = await readyCheckout(shopper, [{ productVariantId: shop.variants.rice, quantity: 1 }], 'COD');
  const placed = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization: `Bearer ${shopper.session.accessToken}`, 'accept-language': locale },
    payload: { storeId: shop.storeId, checkoutId, customerId: shopper.customerId },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json() as { id: string; orderNumber: string };
}

const sentFor = (orderId: string) => sms.sent.filter((message) => message.link.includes(orderId));
const move = (orderId: string, body: object) => staff.call('POST', `/orders/${orderId}/moves`, body);

describe('the shopper’s order SMS', () => {
  it('says placed, out for delivery and delivered, once each, in the language the order was placed in', async () => {
    const shopper = await signIn(app, shop);
    const order = await placeIn(shopper, 'hi');
    await expect.poll(() => sentFor(order.id).length).toBe(1);
    expect((await move(order.id, { move: 'SHIP', fromState: 'PLACED' })).statusCode).toBe(200);
    // The same move again is refused (the order moved on) and sends nothing more.
    expect((await move(order.id, { move: 'SHIP', fromState: 'PLACED' })).statusCode).toBe(409);
    await expect.poll(() => sentFor(order.id).length).toBe(2);
    expect((await move(order.id, { move: 'DELIVER', fromState: 'SHIPPED', cashCollected: 0 })).statusCode).toBe(400);
    const price = (await staff.call('GET', `/orders/${order.id}`)).json().finalPrice as number;
    expect((await move(order.id, { move: 'DELIVER', fromState: 'SHIPPED', cashCollected: price })).statusCode).toBe(
      200,
    );
    await expect.poll(() => sentFor(order.id).length).toBe(3);
    // Runs after the moves find nothing left to send.
    await sendOrderNotices(db, { sms, config: { publicUrl: config.publicUrl, port: 0 } });

    const link = `https://haat.example/${friendlyId}/order/${order.id}/false`;
    const messages = sentFor(order.id);
    expect(messages.map((message) => message.state)).toEqual(['PLACED', 'SHIPPED', 'DELIVERED']);
    for (const message of messages) {
      expect(message).toMatchObject({ mobile: shopper.mobile, locale: 'hi', link, orderNumber: order.orderNumber });
    }
    expect(messages[1]!.text).toBe(
      translate('hi', 'sms.orderShipped', { store: shop.storeName, number: order.orderNumber, link }),
    );
  });

  it('says cancelled, in English for an order placed in English', async () => {
    const shopper = await signIn(app, shop);
    const order = await placeIn(shopper, 'en');
    const cancelled = await shopper.call('PUT', `/api/orders/${order.id}/state`, {
      orderState: 'CANCELLED',
      reason: 'Ordered twice',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expect.poll(() => sentFor(order.id).map((message) => message.state)).toEqual(['PLACED', 'CANCELLED']);
    expect(sentFor(order.id)[1]!.text).toContain('has been cancelled');
  });

  it('moves the order when the gateway fails, and sends the SMS once it works again', async () => {
    const shopper = await signIn(app, shop);
    const order = await placeIn(shopper, 'en');
    await expect.poll(() => sentFor(order.id).length).toBe(1);
    sms.failing = true;
    const refusedBefore = sms.refused;
    expect((await move(order.id, { move: 'SHIP', fromState: 'PLACED' })).statusCode).toBe(200);
    await expect.poll(() => sms.refused).toBeGreaterThan(refusedBefore);
    sms.failing = false;
    // The failed claim lapses (a minute, in real time), and the next run sends it.
    await db.execute(sql`update order_notices set claimed_until = now() - interval '1 second' where sent_at is null`);
    const run = await sendOrderNotices(db, { sms, config: { publicUrl: config.publicUrl, port: 0 } });
    expect(run.sent).toBeGreaterThanOrEqual(1);
    expect(sentFor(order.id).map((message) => message.state)).toEqual(['PLACED', 'SHIPPED']);
  });
});
