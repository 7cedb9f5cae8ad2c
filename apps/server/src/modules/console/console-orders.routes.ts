import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@haat/contract/common/errors';
import {
  consoleOrderDetailSchema,
  consoleOrderListQuerySchema,
  consoleOrderListSchema,
  consoleOrderParamsSchema,
  orderMoveBodySchema,
} from '@haat/contract/console/console-orders.schemas';
import { consoleStoreParamsSchema } from '@haat/contract/console/staff.schemas';
import type { Db } from '#src/db/connect.ts';
import { apiLocale } from '#src/plugins/request-locale.ts';
import { currentStaff, requireStaff } from './staff-auth.ts';
import type { CacheBus } from '#src/providers/cache-bus/cache-bus.ts';
import type { Clock } from '#src/providers/clock.ts';
import type { OrderEventBus } from '#src/providers/order-events/order-event-bus.ts';
import { valueOrThrow } from '#src/result.ts';
import { getConsoleOrder, listConsoleOrders } from './console-orders.service.ts';
import { moveOrder } from './order-moves.service.ts';

export interface ConsoleRoutesOptions {
  db: Db;
  /** A cancelled order's stock goes back on the shelf, which the store's public reads show. */
  cacheBus: CacheBus;
  /** The business time of a move: the date of the invoice shipping issues. */
  clock: Clock;
  /** Every console of the store, on every server, hears of a move. */
  orderEvents: OrderEventBus;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The store's orders, for any member of its staff: list, read one, and move it on. */
export const consoleOrdersRoutes: FastifyPluginAsyncZod<ConsoleRoutesOptions> = async (
  app,
  { db, cacheBus, clock, orderEvents },
) => {
  app.get(
    '/api/stores/:storeId/console/orders',
    {
      schema: {
        params: consoleStoreParamsSchema,
        querystring: consoleOrderListQuerySchema,
        response: { 200: consoleOrderListSchema, ...errors },
      },
      preHandler: requireStaff,
    },
    async (request) => listConsoleOrders(db, currentStaff(request).storeId, request.query),
  );

  app.get(
    '/api/stores/:storeId/console/orders/:orderId',
    {
      schema: { params: consoleOrderParamsSchema, response: { 200: consoleOrderDetailSchema, ...errors } },
      preHandler: requireStaff,
    },
    async (request) =>
      valueOrThrow(
        await getConsoleOrder(db, currentStaff(request).storeId, request.params.orderId, apiLocale(request)),
      ),
  );

  app.post(
    '/api/stores/:storeId/console/orders/:orderId/moves',
    {
      schema: {
        params: consoleOrderParamsSchema,
        body: orderMoveBodySchema,
        response: { 200: consoleOrderDetailSchema, ...errors, 409: apiErrorSchema },
      },
      preHandler: requireStaff,
    },
    async (request) => {
      const staff = currentStaff(request);
      const moved = valueOrThrow(await moveOrder(db, staff, request.params.orderId, request.body, clock()));
      if (request.body.move === 'CANCEL') cacheBus.storeChanged(staff.storeId);
      const order = valueOrThrow(await getConsoleOrder(db, moved.storeId, moved.orderId, apiLocale(request)));
      orderEvents.orderChanged({ storeId: staff.storeId, kind: 'CHANGED', orderId: order.id, state: order.orderState });
      return order;
    },
  );
};
