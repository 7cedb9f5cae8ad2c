import { describe, expect, it } from 'vitest';
import { messages } from '@haat/contract/messages';
import { createShop, placeOrder, readyCheckout, signIn } from '#src/modules/orders/commerce-test-kit.ts';
import { requestOtp } from '#src/modules/identity/identity-test-kit.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { SmsSendError } from './sms/sms-provider.ts';

// What buildApp takes from outside reaches the modules that use it, with no environment variable set.
describe('providers handed to the app', () => {
  it('numbers an order by the day of the clock it was given, in India', async () => {
    // 20:00 in London on 9 March is 01:30 on 10 March in India.
    const context = await createTestApp(
      { otpSendsPerIpPerHour: 100_000 },
      { clock: () => new Date('2031-03-09T20:00:00Z') },
    );
    const shop = await createShop(context);
    const shopper = await signIn(context.app, shop);
    const checkoutId = await readyCheckout(shopper, [{ productVariantId: shop.variants.ghee, quantity: 1 }], 'COD');
    const placed = await placeOrder(shopper, checkoutId);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().orderNumber).toMatch(/^HAAT-310310-[0-9A-Z]{6}$/);
  });

  it('tells the shopper to try again when the SMS provider it was given fails', async () => {
    const sent: string[] = [];
    const context = await createTestApp(
      {},
      {
        sms: {
          name: 'msg91',
          sendOtp: async ({ mobile }) => {
            sent.push(mobile);
            throw new SmsSendError('gateway down');
          },
          sendWalletShortfall: async () => {
            throw new SmsSendError('gateway down');
          },
          sendBackInStock: async () => {
            throw new SmsSendError('gateway down');
          },
          sendOrderUpdate: async () => {
            throw new SmsSendError('gateway down');
          },
        },
      },
    );
    const shop = await createShop(context);
    const response = await requestOtp(context.app, shop, '9000012345');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ code: 'INTERNAL', message: messages.login.otpSendFailed });
    expect(sent).toEqual(['9000012345']);
  });
});
