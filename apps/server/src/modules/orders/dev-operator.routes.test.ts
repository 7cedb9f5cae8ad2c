import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/testing/test-app.ts';
import { createCommerceTestApp, createShop, placeOrder, readyCheckout, signIn } from './commerce-test-kit.ts';

const context = await createCommerceTestApp();
const { app } = context;
const shop = await createShop(context);

async function placedOrderId(): Promise<string> {
  const shopper = await signIn(app, shop);
  const checkoutId = await readyCheckout(shopper, [{ productVariantId: shop.variants.rice, quantity: 1 }], 'COD');
  return (await placeOrder(shopper, checkoutId)).json().id as string;
}

const setState = (id: string, orderState: string) =>
  app.inject({ method: 'POST', url: `/api/dev/orders/${id}/state`, payload: { orderState } });

describe('POST /api/dev/orders/:id/state', () => {
  it('ships and delivers an order through the operator rules', async () => {
    const id = await placedOrderId();
    expect((await setState(id, 'SHIPPED')).json()).toMatchObject({ from: 'PLACED', orderState: 'SHIPPED' });
    expect((await setState(id, 'DELIVERED')).json()).toMatchObject({ from: 'SHIPPED', orderState: 'DELIVERED' });
  });

  it('refuses a transition the operator may not make with 409', async () => {
    const id = await placedOrderId();
    const response = await setState(id, 'DELIVERED');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown order and 400 for a bad state', async () => {
    expect((await setState('00000000-0000-4000-8000-000000000000', 'SHIPPED')).statusCode).toBe(404);
    expect((await setState(await placedOrderId(), 'LOST')).statusCode).toBe(400);
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({
      production: true,
      sms: {
        provider: 'console',
        allowConsoleInProduction: true,
        msg91: { authKey: undefined, templateId: undefined, walletTemplateId: undefined, baseUrl: '' },
      },
    });
    const response = await production.app.inject({
      method: 'POST',
      url: '/api/dev/orders/00000000-0000-4000-8000-000000000000/state',
      payload: { orderState: 'SHIPPED' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/No route/);
  });
});
