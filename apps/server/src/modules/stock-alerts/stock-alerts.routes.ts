import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@haat/contract/common/errors';
import {
  stockAlertBodySchema,
  stockAlertListSchema,
  stockAlertParamsSchema,
  stockAlertQuerySchema,
  stockAlertSchema,
} from '@haat/contract/stock-alerts/stock-alerts.schemas';
import { z } from 'zod';
import type { Db } from '#src/db/connect.ts';
import { currentCustomer, requireCustomer } from '#src/plugins/auth.ts';
import { apiLocale } from '#src/plugins/request-locale.ts';
import { valueOrThrow } from '#src/result.ts';
import { cancelStockAlert } from './stock-alerts.repository.ts';
import { listStockAlerts, requestStockAlert } from './stock-alerts.service.ts';

export interface StockAlertsRoutesOptions {
  db: Db;
}

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** "Notify me" (issue 40): ask for one SMS when a pack is back, see one's open requests, cancel one. */
export const stockAlertsRoutes: FastifyPluginAsyncZod<StockAlertsRoutesOptions> = async (app, { db }) => {
  app.post(
    '/api/stock-alerts',
    {
      schema: { body: stockAlertBodySchema, response: { 200: stockAlertSchema, ...errors } },
      preHandler: requireCustomer,
    },
    async (request) =>
      valueOrThrow(
        await requestStockAlert(db, currentCustomer(request), request.body.productVariantId, apiLocale(request)),
      ),
  );

  app.get(
    '/api/stock-alerts',
    {
      schema: { querystring: stockAlertQuerySchema, response: { 200: stockAlertListSchema, ...errors } },
      preHandler: requireCustomer,
    },
    async (request) => listStockAlerts(db, currentCustomer(request)),
  );

  app.delete(
    '/api/stock-alerts/:productVariantId',
    {
      schema: {
        params: stockAlertParamsSchema,
        querystring: stockAlertQuerySchema,
        response: { 204: z.null(), ...errors },
      },
      preHandler: requireCustomer,
    },
    async (request, reply) => {
      await cancelStockAlert(db, currentCustomer(request), request.params.productVariantId);
      return reply.status(204).send(null);
    },
  );
};
