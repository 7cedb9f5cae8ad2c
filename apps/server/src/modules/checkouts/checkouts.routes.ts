import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutParamsSchema,
  checkoutQuerySchema,
  checkoutSchema,
  createCheckoutBodySchema,
  updateCheckoutBodySchema,
} from '@haat/contract/checkouts/checkouts.schemas';
import { apiErrorSchema, type ErrorCode } from '@haat/contract/common/errors';
import type { Db } from '#src/db/connect.ts';
import { currentCustomer, requireCustomer } from '#src/plugins/auth.ts';
import { HttpError } from '#src/plugins/error-handler.ts';
import {
  changeCheckout,
  createCheckout,
  getCheckout,
  type CheckoutErrorCode,
  type CheckoutResult,
} from './checkouts.service.ts';

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

const statusOf: Record<CheckoutErrorCode, [number, ErrorCode]> = {
  NOT_FOUND: [404, 'NOT_FOUND'],
  INVALID_COUPON: [400, 'BAD_REQUEST'],
  PAYMENT_METHOD_NOT_SUPPORTED: [400, 'BAD_REQUEST'],
  ID_MISMATCH: [400, 'BAD_REQUEST'],
  UNAVAILABLE: [409, 'CONFLICT'],
  ALREADY_PLACED: [409, 'CONFLICT'],
};

function answer(result: CheckoutResult) {
  if (result.ok) return result.checkout;
  const [status, code] = statusOf[result.error.code];
  throw new HttpError(status, code, result.error.message);
}

/** Checkouts (spec §7): create from cart lines, read, and set address / payment method / coupon. */
export const checkoutsRoutes: FastifyPluginAsyncZod<CheckoutsRoutesOptions> = async (app, { db }) => {
  app.post(
    '/api/checkouts',
    { schema: { body: createCheckoutBodySchema, response: responses }, preHandler: requireCustomer },
    async (request) => answer(await createCheckout(db, currentCustomer(request), request.body)),
  );

  app.get(
    '/api/checkouts/:id',
    {
      schema: { params: checkoutParamsSchema, querystring: checkoutQuerySchema, response: responses },
      preHandler: requireCustomer,
    },
    async (request) => answer(await getCheckout(db, currentCustomer(request), request.params.id)),
  );

  app.patch(
    '/api/checkouts/:id',
    {
      schema: { params: checkoutParamsSchema, body: updateCheckoutBodySchema, response: responses },
      preHandler: requireCustomer,
    },
    async (request) => answer(await changeCheckout(db, currentCustomer(request), request.params.id, request.body)),
  );
};
