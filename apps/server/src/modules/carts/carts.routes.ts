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
import { currentCustomer, requireCustomer } from '#src/plugins/auth.ts';
import { HttpError } from '#src/plugins/error-handler.ts';
import { addCartItem, getCart, removeCartItem, type CartError, type CartResult } from './carts.service.ts';

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

const statusOf: Record<CartError['code'], { status: number; code: 'NOT_FOUND' | 'CONFLICT' }> = {
  CART_NOT_FOUND: { status: 404, code: 'NOT_FOUND' },
  PRODUCT_NOT_FOUND: { status: 404, code: 'NOT_FOUND' },
  QUANTITY_NOT_AVAILABLE: { status: 409, code: 'CONFLICT' },
};

function answer(result: CartResult) {
  if (result.ok) return result.cart;
  const { status, code } = statusOf[result.error.code];
  throw new HttpError(status, code, result.error.message);
}

/** The signed-in customer's cart (spec §7): read, add a variant, lower a line. Each answers the whole cart. */
export const cartsRoutes: FastifyPluginAsyncZod<CartsRoutesOptions> = async (app, { db }) => {
  app.get(
    '/api/carts/:id',
    {
      schema: { params: cartParamsSchema, querystring: cartQuerySchema, response: responses },
      preHandler: requireCustomer,
    },
    async (request) => answer(await getCart(db, currentCustomer(request), request.params.id)),
  );

  app.post(
    '/api/carts/:id/add-item',
    {
      schema: { params: cartParamsSchema, body: addCartItemBodySchema, response: responses },
      preHandler: requireCustomer,
    },
    async (request) => answer(await addCartItem(db, currentCustomer(request), request.params.id, request.body)),
  );

  app.post(
    '/api/carts/:id/remove-item',
    {
      schema: { params: cartParamsSchema, body: removeCartItemBodySchema, response: responses },
      preHandler: requireCustomer,
    },
    async (request) => answer(await removeCartItem(db, currentCustomer(request), request.params.id, request.body)),
  );
};
