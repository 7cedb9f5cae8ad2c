import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCartItemBodySchema,
  cartParamsSchema,
  cartQuerySchema,
  cartSchema,
  removeCartItemBodySchema,
} from '@haat/contract/carts/carts.schemas';
import { apiErrorSchema } from '@haat/contract/common/errors';
import type { Db } from '#src/db/connect.ts';
import { apiLocale } from '#src/plugins/request-locale.ts';
import { currentCustomer, requireCustomer } from '#src/plugins/auth.ts';
import { valueOrThrow } from '#src/result.ts';
import { addCartItem, getCart, removeCartItem } from './carts.service.ts';

export interface CartsRoutesOptions {
  db: Db;
}

const responses = {
  200: cartSchema,
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** The signed-in customer's cart (spec §7): read, add a variant, lower a line. Each answers the whole cart. */
export const cartsRoutes: FastifyPluginAsyncZod<CartsRoutesOptions> = async (app, { db }) => {
  app.get(
    '/api/carts/:id',
    {
      schema: { params: cartParamsSchema, querystring: cartQuerySchema, response: responses },
      preHandler: requireCustomer,
    },
    async (request) => valueOrThrow(await getCart(db, currentCustomer(request), request.params.id, apiLocale(request))),
  );

  app.post(
    '/api/carts/:id/add-item',
    {
      schema: { params: cartParamsSchema, body: addCartItemBodySchema, response: responses },
      preHandler: requireCustomer,
    },
    async (request) =>
      valueOrThrow(
        await addCartItem(db, currentCustomer(request), request.params.id, request.body, apiLocale(request)),
      ),
  );

  app.post(
    '/api/carts/:id/remove-item',
    {
      schema: { params: cartParamsSchema, body: removeCartItemBodySchema, response: responses },
      preHandler: requireCustomer,
    },
    async (request) =>
      valueOrThrow(
        await removeCartItem(db, currentCustomer(request), request.params.id, request.body, apiLocale(request)),
      ),
  );
};
