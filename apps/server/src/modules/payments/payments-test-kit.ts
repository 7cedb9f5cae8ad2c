import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { toPaise } from '@haat/contract/format';
import type { PaymentProvider } from '@haat/contract/stores/stores.schemas';
import type { App } from '#src/app.ts';
import { loadConfig, type Config, type PaymentsConfig } from '#src/config.ts';
import {
  placeOrder,
  readyCheckout,
  signIn,
  type CommerceShop,
  type Shopper,
} from '#src/modules/orders/commerce-test-kit.ts';
import type { EmulatedWebhook } from '#src/providers/payments/emulator/gateway-emulator.ts';
import { startGatewayEmulator, type StandaloneEmulator } from '#src/providers/payments/emulator/standalone-emulator.ts';
import { createTestApp, type TestContext } from '#src/testing/test-app.ts';
import { insertPayment, updatePaymentFromStatus } from './payments.repository.ts';
import { afterAll } from 'vitest';

/** Payments config whose "real" providers are a standalone emulator (as a live account would be). */
export function paymentsConfigFor({ url, emulator }: StandaloneEmulator): PaymentsConfig {
  const { cashfree, phonepe, bmspay } = emulator.credentials;
  return {
    ...loadConfig({}).payments,
    emulator: false,
    cashfree: { ...cashfree, baseUrl: `${url}/cashfree`, checkoutUrl: undefined },
    phonepe: { ...phonepe, clientVersion: '1', baseUrl: `${url}/phonepe`, authUrl: `${url}/phonepe` },
    bmspay: { ...bmspay, baseUrl: `${url}/bmspay` },
  };
}

export interface PaymentsTestContext extends TestContext {
  gateway: StandaloneEmulator;
}

/** The app on a fresh database, its providers served by a standalone gateway emulator on 127.0.0.1. */
export async function createPaymentsTestApp(overrides: Partial<Config> = {}): Promise<PaymentsTestContext> {
  const gateway = await startGatewayEmulator();
  afterAll(() => gateway.close());
  const context = await createTestApp({
    otpSendsPerIpPerHour: 100_000,
    publicUrl: 'http://shop.test',
    payments: paymentsConfigFor(gateway),
    ...overrides,
  });
  return { ...context, gateway };
}

/** Makes the store's active online provider `provider` (or none). */
export async function setActiveProvider(
  context: TestContext,
  shop: CommerceShop,
  provider: PaymentProvider | null,
  walletEnabled = true,
): Promise<void> {
  const { stores } = await import('#src/db/schema/index.ts');
  const { eq } = await import('drizzle-orm');
  await context.database.db
    .update(stores)
    .set({ onlinePaymentEnabled: provider !== null, activePaymentMethod: provider, walletEnabled })
    .where(eq(stores.id, shop.storeId));
}

/** A PENDING online order (PAYMENT_GATEWAY) of one rice: answers its id, number and final price. */
export async function onlineOrder(
  shopper: Shopper,
  shop: CommerceShop,
): Promise<{ id: string; finalPrice: number; orderNumber: string }> {
  const checkoutId = await readyCheckout(
    shopper,
    [{ productVariantId: shop.variants.rice, quantity: 1 }],
    'PAYMENT_GATEWAY',
  );
  const answer = await placeOrder(shopper, checkoutId);
  if (answer.statusCode !== 200) throw new Error(`order answered ${answer.statusCode}: ${answer.body}`);
  return answer.json();
}

export const initiate = (shopper: Shopper, body: Record<string, unknown>, path = '/api/payments/initiate-payment') =>
  shopper.call('POST', path, {
    customerId: shopper.customerId,
    userMobile: '9876543210',
    userMail: 'asha@example.in',
    ...body,
  });

/**
 * A new shopper of `shop` with a PENDING online order of one rice whose Cashfree payment has started;
 * `session.id` is the payment transaction the webhooks and status calls name.
 */
export async function startedOnlinePayment(app: App, shop: CommerceShop) {
  const shopper = await signIn(app, shop);
  const order = await onlineOrder(shopper, shop);
  const answer = await initiate(shopper, { provider: 'CASHFREE', amount: order.finalPrice, orderId: order.id });
  if (answer.statusCode !== 200) throw new Error(`initiate-payment answered ${answer.statusCode}: ${answer.body}`);
  return { shopper, order, session: answer.json<{ id: string }>() };
}

/** Delivers an emulator-built webhook to the app the way the provider would (same headers, same bytes). */
export function deliverWebhook(app: App, webhook: EmulatedWebhook): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: new URL(webhook.url).pathname,
    headers: webhook.headers,
    payload: webhook.body,
  });
}

/**
 * A payment of the order that the provider refused to start (FAILED 'Payment error', the order left
 * PENDING), as `initiatePayment` leaves it: the one kind of payment a late success can still arrive for.
 */
export async function refusedPayment(
  context: TestContext,
  shop: CommerceShop,
  shopper: Shopper,
  order: { id: string; finalPrice: number },
): Promise<{ storeId: string; id: string }> {
  const id = randomUUID();
  const payment = await insertPayment(context.database.db, {
    id,
    storeId: shop.storeId,
    customerId: shopper.customerId,
    purpose: 'ORDER',
    orderId: order.id,
    provider: 'CASHFREE',
    providerOrderId: id,
    amountPaise: toPaise(order.finalPrice),
  });
  await updatePaymentFromStatus(context.database.db, payment, { status: 'FAILED', failureReason: 'Payment error' });
  return { storeId: shop.storeId, id };
}
