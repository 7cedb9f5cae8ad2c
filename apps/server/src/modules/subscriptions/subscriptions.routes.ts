import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@haat/contract/common/errors';
import {
  createSubscriptionBodySchema,
  subscriptionListQuerySchema,
  subscriptionListResponseSchema,
  subscriptionParamsSchema,
  subscriptionQuerySchema,
  subscriptionSchema,
  updateSubscriptionBodySchema,
} from '@haat/contract/subscriptions/subscriptions.schemas';
import type { Db } from '#src/db/connect.ts';
import type { Clock } from '#src/providers/clock.ts';
import { currentCustomer, requireCustomer } from '#src/plugins/auth.ts';
import { valueOrThrow } from '#src/result.ts';
import {
  createSubscription,
  deleteOwnSubscriptionById,
  listOwnSubscriptions,
  updateOwnSubscriptionRecurrence,
} from './subscriptions.service.ts';

export interface SubscriptionsRoutesOptions {
  db: Db;
  /** Today in India decides which start dates are in the past. */
  clock: Clock;
}

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * Recurring deliveries (spec §3, §5, §7): create, list one's own (newest first, 8 a page), change days, end
 * date or the active flag, delete. Another customer's or store's subscription answers 404.
 */
export const subscriptionsRoutes: FastifyPluginAsyncZod<SubscriptionsRoutesOptions> = async (app, { db, clock }) => {
  app.post(
    '/api/subscriptions',
    {
      schema: { body: createSubscriptionBodySchema, response: { 200: subscriptionSchema, ...errors } },
      preHandler: requireCustomer,
    },
    async (request) => valueOrThrow(await createSubscription(db, currentCustomer(request), request.body, clock())),
  );

  app.get(
    '/api/subscriptions',
    {
      schema: {
        querystring: subscriptionListQuerySchema,
        response: { 200: subscriptionListResponseSchema, ...errors },
      },
      preHandler: requireCustomer,
    },
    async (request) => valueOrThrow(await listOwnSubscriptions(db, currentCustomer(request), request.query)),
  );

  app.put(
    '/api/subscriptions/:id',
    {
      schema: {
        params: subscriptionParamsSchema,
        body: updateSubscriptionBodySchema,
        response: { 200: subscriptionSchema, ...errors },
      },
      preHandler: requireCustomer,
    },
    async (request) =>
      valueOrThrow(
        await updateOwnSubscriptionRecurrence(db, currentCustomer(request), request.params.id, request.body),
      ),
  );

  app.delete(
    '/api/subscriptions/:id',
    {
      schema: {
        params: subscriptionParamsSchema,
        querystring: subscriptionQuerySchema,
        response: { 204: z.null(), ...errors },
      },
      preHandler: requireCustomer,
    },
    async (request, reply) => {
      valueOrThrow(await deleteOwnSubscriptionById(db, currentCustomer(request), request.params.id));
      return reply.status(204).send(null);
    },
  );
};
