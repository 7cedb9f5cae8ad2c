import { apiLocale } from '#src/plugins/request-locale.ts';
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
import {
  createPauseBodySchema,
  deliveryCalendarQuerySchema,
  deliveryCalendarSchema,
  deliveryDayBodySchema,
  deliveryDayParamsSchema,
  pauseParamsSchema,
  pauseSchema,
} from '@haat/contract/subscriptions/delivery-calendar.schemas';
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
import {
  changeDeliveryDay,
  createPause,
  deliveryCalendar,
  endPause,
  restoreDeliveryDay,
} from './delivery-days.service.ts';

export interface SubscriptionsRoutesOptions {
  db: Db;
  /** Today in India decides which start dates are in the past. */
  clock: Clock;
}

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * Recurring deliveries (spec §3, §5, §7): create, list one's own (newest first, 8 a page), change days, end
 * date or the active flag, delete. Beyond the spec: the two-week delivery calendar, one date's skip or
 * quantity, and pauses, each accepted only before the store's cut-off. Another customer's or store's
 * subscription or pause answers 404.
 */
export const subscriptionsRoutes: FastifyPluginAsyncZod<SubscriptionsRoutesOptions> = async (app, { db, clock }) => {
  app.post(
    '/api/subscriptions',
    {
      schema: {
        body: createSubscriptionBodySchema,
        response: { 200: subscriptionSchema, 409: apiErrorSchema, ...errors },
      },
      preHandler: requireCustomer,
    },
    async (request) =>
      valueOrThrow(await createSubscription(db, currentCustomer(request), request.body, clock(), apiLocale(request))),
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
    async (request) =>
      valueOrThrow(await listOwnSubscriptions(db, currentCustomer(request), request.query, apiLocale(request))),
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
        await updateOwnSubscriptionRecurrence(
          db,
          currentCustomer(request),
          request.params.id,
          request.body,
          clock(),
          apiLocale(request),
        ),
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

  app.get(
    '/api/subscriptions/calendar',
    {
      schema: { querystring: deliveryCalendarQuerySchema, response: { 200: deliveryCalendarSchema, ...errors } },
      preHandler: requireCustomer,
    },
    async (request) => valueOrThrow(await deliveryCalendar(db, currentCustomer(request), clock(), apiLocale(request))),
  );

  app.put(
    '/api/subscriptions/:id/days/:date',
    {
      schema: {
        params: deliveryDayParamsSchema,
        body: deliveryDayBodySchema,
        response: { 204: z.null(), ...errors },
      },
      preHandler: requireCustomer,
    },
    async (request, reply) => {
      const { id, date } = request.params;
      const target = { id, date, quantity: request.body.quantity };
      valueOrThrow(await changeDeliveryDay(db, currentCustomer(request), target, clock(), apiLocale(request)));
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/subscriptions/:id/days/:date',
    {
      schema: {
        params: deliveryDayParamsSchema,
        querystring: subscriptionQuerySchema,
        response: { 204: z.null(), ...errors },
      },
      preHandler: requireCustomer,
    },
    async (request, reply) => {
      valueOrThrow(await restoreDeliveryDay(db, currentCustomer(request), request.params, clock(), apiLocale(request)));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/subscriptions/pauses',
    {
      schema: { body: createPauseBodySchema, response: { 200: pauseSchema, ...errors } },
      preHandler: requireCustomer,
    },
    async (request) =>
      valueOrThrow(await createPause(db, currentCustomer(request), request.body, clock(), apiLocale(request))),
  );

  app.delete(
    '/api/subscriptions/pauses/:id',
    {
      schema: {
        params: pauseParamsSchema,
        querystring: subscriptionQuerySchema,
        response: { 204: z.null(), ...errors },
      },
      preHandler: requireCustomer,
    },
    async (request, reply) => {
      valueOrThrow(await endPause(db, currentCustomer(request), request.params.id, clock(), apiLocale(request)));
      return reply.status(204).send(null);
    },
  );
};
