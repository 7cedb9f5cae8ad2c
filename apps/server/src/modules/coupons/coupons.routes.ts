import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@haat/contract/common/errors';
import {
  checkCouponBodySchema,
  couponCheckSchema,
  couponOffersQuerySchema,
  couponOffersSchema,
} from '@haat/contract/coupons/coupons.schemas';
import type { Db } from '#src/db/connect.ts';
import { currentCustomer, requireCustomer } from '#src/plugins/auth.ts';
import { apiLocale } from '#src/plugins/request-locale.ts';
import type { Clock } from '#src/providers/clock.ts';
import { valueOrThrow } from '#src/result.ts';
import { checkCartCoupon, listOffers } from './coupons.service.ts';

export interface CouponsRoutesOptions {
  db: Db;
  clock: Clock;
}

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Coupons (issue 40): the store's current offers for the cart, and a code checked against the cart's lines. */
export const couponsRoutes: FastifyPluginAsyncZod<CouponsRoutesOptions> = async (app, { db, clock }) => {
  app.get(
    '/api/coupons',
    {
      schema: { querystring: couponOffersQuerySchema, response: { 200: couponOffersSchema, ...errors } },
      preHandler: requireCustomer,
    },
    async (request) => ({ offers: await listOffers(db, currentCustomer(request).storeId, clock()) }),
  );

  app.post(
    '/api/coupons/check',
    {
      schema: { body: checkCouponBodySchema, response: { 200: couponCheckSchema, ...errors } },
      preHandler: requireCustomer,
    },
    async (request) =>
      valueOrThrow(await checkCartCoupon(db, currentCustomer(request), request.body, apiLocale(request), clock())),
  );
};
