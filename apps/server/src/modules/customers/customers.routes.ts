import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@haat/contract/common/errors';
import {
  customerParamsSchema,
  customerProfileSchema,
  customerQuerySchema,
  updateCustomerBodySchema,
} from '@haat/contract/customers/customers.schemas';
import type { Db } from '#src/db/connect.ts';
import type { Clock } from '#src/providers/clock.ts';
import { currentCustomer, requireCustomer } from '#src/plugins/auth.ts';
import { valueOrThrow } from '#src/result.ts';
import { getOwnProfile, updateOwnProfile } from './customers.service.ts';

export interface CustomersRoutesOptions {
  db: Db;
  clock: Clock;
}

const responses = { 200: customerProfileSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** `GET` and `PUT /api/customers/{customerId}`: the signed-in customer's own profile (spec §3, §7). */
export const customersRoutes: FastifyPluginAsyncZod<CustomersRoutesOptions> = async (app, { db, clock }) => {
  app.get(
    '/api/customers/:customerId',
    {
      schema: { params: customerParamsSchema, querystring: customerQuerySchema, response: responses },
      preHandler: requireCustomer,
    },
    async (request) => valueOrThrow(await getOwnProfile(db, currentCustomer(request))),
  );

  app.put(
    '/api/customers/:customerId',
    {
      schema: { params: customerParamsSchema, body: updateCustomerBodySchema, response: responses },
      preHandler: requireCustomer,
    },
    async (request) => valueOrThrow(await updateOwnProfile(db, currentCustomer(request), request.body, clock())),
  );
};
