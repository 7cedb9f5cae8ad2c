import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@haat/contract/common/errors';
import {
  consoleProductListQuerySchema,
  consoleProductListSchema,
  consoleVariantParamsSchema,
  consoleVariantSchema,
  stockPricesRefusalSchema,
  stockPricesResultSchema,
  stockPricesUploadSchema,
  variantChangeSchema,
} from '@haat/contract/console/console-catalogue.schemas';
import { consoleStoreParamsSchema } from '@haat/contract/console/staff.schemas';
import { translate } from '@haat/contract/i18n/translate';
import { apiLocale } from '#src/plugins/request-locale.ts';
import { HttpError, valueOrThrow } from '#src/result.ts';
import type { ConsoleRoutesOptions } from './console-orders.routes.ts';
import { changeVariant, listConsoleProducts, uploadStockPrices } from './console-catalogue.service.ts';
import { currentStaff, requireStaff } from './staff-auth.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * The store's catalogue, for any member of its staff: find a product, change a pack size's price, MRP, stock
 * or visibility, or many at once from a CSV. Every change tells every server's public reads (the cache bus).
 */
export const consoleCatalogueRoutes: FastifyPluginAsyncZod<ConsoleRoutesOptions> = async (app, { db, cacheBus }) => {
  app.get(
    '/api/stores/:storeId/console/products',
    {
      schema: {
        params: consoleStoreParamsSchema,
        querystring: consoleProductListQuerySchema,
        response: { 200: consoleProductListSchema, ...errors },
      },
      preHandler: requireStaff,
    },
    async (request) => listConsoleProducts(db, currentStaff(request).storeId, request.query),
  );

  app.patch(
    '/api/stores/:storeId/console/variants/:variantId',
    {
      schema: {
        params: consoleVariantParamsSchema,
        body: variantChangeSchema,
        response: { 200: consoleVariantSchema, ...errors },
      },
      preHandler: requireStaff,
    },
    async (request) => {
      const staff = currentStaff(request);
      const changed = valueOrThrow(await changeVariant(db, staff, request.params.variantId, request.body));
      cacheBus.storeChanged(staff.storeId);
      return changed;
    },
  );

  app.post(
    '/api/stores/:storeId/console/stock-prices',
    {
      schema: {
        params: consoleStoreParamsSchema,
        body: stockPricesUploadSchema,
        response: { 200: stockPricesResultSchema, ...errors, 400: stockPricesRefusalSchema.or(apiErrorSchema) },
      },
      // A whole catalogue's CSV is larger than the API's usual bodies.
      bodyLimit: 2 * 1024 * 1024,
      preHandler: requireStaff,
    },
    async (request, reply) => {
      const staff = currentStaff(request);
      const uploaded = await uploadStockPrices(db, staff, request.body.csv);
      if (uploaded.ok) {
        if (uploaded.value.updated > 0) cacheBus.storeChanged(staff.storeId);
        return uploaded.value;
      }
      // Answered as the error handler answers a refusal, with each bad row beside its message.
      const locale = apiLocale(request);
      const { message, problems } = uploaded.error;
      const refusal = new HttpError(400, 'BAD_REQUEST', message);
      return reply.code(400).send({
        code: refusal.code,
        message: refusal.text ? translate(locale, refusal.text) : refusal.message,
        problems: problems.map((problem) => ({ line: problem.line, reason: translate(locale, problem.reason) })),
      });
    },
  );
};
