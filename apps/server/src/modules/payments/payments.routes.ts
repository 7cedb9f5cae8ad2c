import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { apiErrorSchema } from '@haat/contract/common/errors';
import {
  abandonPaymentBodySchema,
  initiatePaymentBodySchema,
  paymentSessionSchema,
  paymentTransactionParamsSchema,
  paymentTransactionQuerySchema,
  paymentTransactionSchema,
} from '@haat/contract/payments/payments.schemas';
import type { Config } from '#src/config.ts';
import type { OrderEventBus } from '#src/providers/order-events/order-event-bus.ts';
import type { CacheBus } from '#src/providers/cache-bus/cache-bus.ts';
import type { Db } from '#src/db/connect.ts';
import { isOwnUrl, loopbackOrigin, shopperOriginOf } from '#src/modules/stores/index.ts';
import { currentCustomer, requireCustomer } from '#src/plugins/auth.ts';
import { EMULATOR_PATH, gatewayEmulatorRoutes } from '#src/providers/payments/emulator/gateway-emulator.routes.ts';
import { emulatorCredentialsFor, GatewayEmulator } from '#src/providers/payments/emulator/gateway-emulator.ts';
import type { PaymentGateways } from '#src/providers/payments/payment-gateways.ts';
import { valueOrThrow } from '#src/result.ts';
import { paymentWebhooksRoutes } from './payment-webhooks.routes.ts';
import {
  abandonOwnPayment,
  getOwnPayment,
  initiatePayment,
  type PaymentOrigins,
  type PaymentsDeps,
} from './payments.service.ts';

export interface PaymentsRoutesOptions {
  db: Db;
  config: Pick<Config, 'payments' | 'port' | 'production' | 'publicUrl' | 'sharedHosts' | 'jwtSecret' | 'dataDir'>;
  gateways: PaymentGateways;
  /** A settlement that ends an order payment may move stock: every server's cached reads are told. */
  cacheBus: CacheBus;
  /** …and moves its order, which the shop's consoles hear of. */
  orderEvents: OrderEventBus;
}

const errors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  502: apiErrorSchema,
};

/**
 * Online payments (spec §7): start one (`/api/payments/initiate-payment` for CASHFREE and PHONEPE,
 * `/api/bms-pay/initiate-payment` for BMSPAY), read its status (`/api/payment-transactions/{id}`, and the
 * same at `/api/bmspay-transactions/{id}`), give up on it (`…/{id}/abandon`); the providers' webhooks; and,
 * when on, the gateway emulator under `/__gateway/…`.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, options) => {
  const { db, config } = options;
  const { gateways } = options;
  // A settled order payment moves its order (placed, failed or cancelled): stock, and the shop's consoles.
  const onStockChanged = (storeId: string) => {
    options.cacheBus.storeChanged(storeId);
    options.orderEvents.orderChanged({ storeId, kind: 'CHANGED', orderId: null, state: null });
  };
  const depsOf = (request: FastifyRequest): PaymentsDeps => ({ db, gateways, log: request.log, onStockChanged });
  const webhookOrigin = config.publicUrl ?? loopbackOrigin(config);
  const originsOf = async (request: FastifyRequest): Promise<PaymentOrigins> => ({
    shopper: await shopperOriginOf(db, config, request, currentCustomer(request).storeId),
    webhook: webhookOrigin,
  });

  // Never in production, whatever PAYMENT_EMULATOR says (a production start with it on is refused anyway).
  if (config.payments.emulator && !config.production) {
    const emulator = new GatewayEmulator({
      credentials: emulatorCredentialsFor(config),
      phonePeWebhookUrl: `${webhookOrigin}/api/payments/webhooks/phonepe`,
      // It redirects shoppers and posts webhooks only to our own hosts: never an open redirect or a relay.
      isOwnUrl: (address) => isOwnUrl(db, config, address),
      log: app.log,
    });
    await app.register(gatewayEmulatorRoutes, { prefix: EMULATOR_PATH, emulator });
  }
  await app.register(paymentWebhooksRoutes, { db, gateways, onStockChanged });

  for (const [path, route] of [
    ['/api/payments/initiate-payment', 'standard'],
    ['/api/bms-pay/initiate-payment', 'bmspay'],
  ] as const) {
    app.post(
      path,
      {
        schema: { body: initiatePaymentBodySchema, response: { 200: paymentSessionSchema, ...errors } },
        preHandler: requireCustomer,
      },
      async (request) =>
        valueOrThrow(
          await initiatePayment(
            depsOf(request),
            currentCustomer(request),
            request.body,
            route,
            await originsOf(request),
          ),
        ),
    );
  }

  for (const path of ['/api/payment-transactions/:id', '/api/bmspay-transactions/:id']) {
    app.get(
      path,
      {
        schema: {
          params: paymentTransactionParamsSchema,
          querystring: paymentTransactionQuerySchema,
          response: { 200: paymentTransactionSchema, ...errors },
        },
        preHandler: requireCustomer,
      },
      async (request) =>
        valueOrThrow(await getOwnPayment(depsOf(request), currentCustomer(request), request.params.id)),
    );
  }

  app.post(
    '/api/payment-transactions/:id/abandon',
    {
      schema: {
        params: paymentTransactionParamsSchema,
        body: abandonPaymentBodySchema,
        response: { 200: paymentTransactionSchema, ...errors },
      },
      preHandler: requireCustomer,
    },
    async (request) =>
      valueOrThrow(await abandonOwnPayment(depsOf(request), currentCustomer(request), request.params.id, request.body)),
  );
};
