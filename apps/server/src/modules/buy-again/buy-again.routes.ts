import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buyAgainQuerySchema,
  buyAgainResponseSchema,
  reorderBodySchema,
  reorderResultSchema,
} from '@haat/contract/buy-again/buy-again.schemas';
import { apiErrorSchema } from '@haat/contract/common/errors';
import { orderParamsSchema } from '@haat/contract/orders/orders.schemas';
import type { Db } from '#src/db/connect.ts';
import { sendJsonBody, type JsonBody } from '#src/json-body.ts';
import { currentCustomer, requireCustomer } from '#src/plugins/auth.ts';
import { apiLocale } from '#src/plugins/request-locale.ts';
import { findStoreHabits } from '#src/modules/stores/index.ts';
import { valueOrThrow } from '#src/result.ts';
import type { BuyAgainResponse } from '@haat/contract/buy-again/buy-again.schemas';
import { listMostOrderedProducts } from './buy-again.repository.ts';
import { reorder } from './reorder.service.ts';

export interface BuyAgainRoutesOptions {
  db: Db;
}

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const NONE = '{"products":[]}' as JsonBody<BuyAgainResponse>;

/** "Buy again" (issue 40): reorder one's own order into the cart; one's most-ordered products for home. */
export const buyAgainRoutes: FastifyPluginAsyncZod<BuyAgainRoutesOptions> = async (app, { db }) => {
  app.post(
    '/api/orders/:id/reorder',
    {
      schema: { params: orderParamsSchema, body: reorderBodySchema, response: { 200: reorderResultSchema, ...errors } },
      preHandler: requireCustomer,
    },
    async (request) => valueOrThrow(await reorder(db, currentCustomer(request), request.params.id, apiLocale(request))),
  );

  app.get(
    '/api/buy-again',
    {
      schema: { querystring: buyAgainQuerySchema, response: { 200: buyAgainResponseSchema, ...errors } },
      preHandler: requireCustomer,
    },
    async (request, reply) => {
      const customer = currentCustomer(request);
      // A store without the habit shows no row: the same empty answer as a shopper with no orders.
      if (!(await findStoreHabits(db, customer.storeId))?.buyAgain) return sendJsonBody(reply, NONE);
      return sendJsonBody(reply, await listMostOrderedProducts(db, customer, apiLocale(request)));
    },
  );
};
