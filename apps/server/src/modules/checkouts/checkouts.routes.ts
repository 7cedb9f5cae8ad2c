import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutParamsSchema,
  checkoutQuerySchema,
  checkoutSchema,
  createCheckoutBodySchema,
  updateCheckoutBodySchema,
} from '@haat/contract/checkouts/checkouts.schemas';
import { apiErrorSchema } from '@haat/contract/common/errors';
import type { Db } from '#src/db/connect.ts';
import { apiLocale } from '#src/plugins/request-locale.ts';
import { currentCustomer, requireCustomer } from '#src/plugins/auth.ts';
import { valueOrThrow } from '#src/result.ts';
import { changeCheckout, createCheckout, getCheckout } from './checkouts.service.ts';

export interface CheckoutsRoutesOptions {
  db: Db;
}

const responses = {
  200: checkoutSchema,
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** Checkouts (spec §7): create from cart lines, read, and set address / payment method / coupon. */
export const checkoutsRoutes: FastifyPluginAsyncZod<CheckoutsRoutesOptions> = async (app, { db }) => {
  app.post(
    '/api/checkouts',
    { schema: { body: createCheckoutBodySchema, response: responses }, preHandler: requireCustomer },
    async (request) =>
      valueOrThrow(await createCheckout(db, currentCustomer(request), request.body, apiLocale(request))),
  );

  app.get(
    '/api/checkouts/:id',
    {
      schema: { params: checkoutParamsSchema, querystring: checkoutQuerySchema, response: responses },
      preHandler: requireCustomer,
    },
    async (request) =>
      valueOrThrow(await getCheckout(db, currentCustomer(request), request.params.id, apiLocale(request))),
  );

  app.patch(
    '/api/checkouts/:id',
    {
      schema: { params: checkoutParamsSchema, body: updateCheckoutBodySchema, response: responses },
      preHandler: requireCustomer,
    },
    async (request) =>
      valueOrThrow(
        await changeCheckout(db, currentCustomer(request), request.params.id, request.body, apiLocale(request)),
      ),
  );
};
