import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@haat/contract/common/errors';
import {
  setStockBodySchema,
  stockParamsSchema,
  variantStockSchema,
} from '@haat/contract/console/console-stock.schemas';
import { valueOrThrow } from '#src/result.ts';
import type { ConsoleRoutesOptions } from './console-orders.routes.ts';
import { setStock } from './console-stock.service.ts';
import { currentStaff, requireStaff } from './staff-auth.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** A pack's stock, set by any member of the store's staff. */
export const consoleStockRoutes: FastifyPluginAsyncZod<ConsoleRoutesOptions> = async (app, { db, cacheBus }) => {
  app.put(
    '/api/stores/:storeId/console/variants/:variantId/stock',
    {
      schema: { params: stockParamsSchema, body: setStockBodySchema, response: { 200: variantStockSchema, ...errors } },
      preHandler: requireStaff,
    },
    async (request) => {
      const staff = currentStaff(request);
      const stock = valueOrThrow(await setStock(db, staff, request.params.variantId, request.body.availableQuantity));
      // The store's public reads show stock: every server's cached copy goes.
      cacheBus.storeChanged(staff.storeId);
      return stock;
    },
  );
};
