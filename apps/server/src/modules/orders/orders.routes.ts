import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, type ErrorCode } from '@haat/contract/common/errors';
import {
  changeOrderStateBodySchema,
  orderDetailSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderParamsSchema,
  orderQuerySchema,
  orderSchema,
  placeOrderBodySchema,
} from '@haat/contract/orders/orders.schemas';
import type { Db } from '#src/db/connect.ts';
import type { Clock } from '#src/providers/clock.ts';
import { currentCustomer, requireCustomer } from '#src/plugins/auth.ts';
import { HttpError } from '#src/plugins/error-handler.ts';
import type { CacheBus } from '#src/providers/cache-bus/cache-bus.ts';
import { getOwnInvoice } from './invoice.service.ts';
import type { OrderStateErrorCode } from './order-state.service.ts';
import { changeOwnOrderState, getOwnOrderDetail, listOwnOrders } from './orders.service.ts';
import { placeOrder, type PlaceOrderErrorCode } from './place-order.service.ts';

export interface OrdersRoutesOptions {
  db: Db;
  /** Placing and cancelling move stock, which the store's public reads show. */
  cacheBus: CacheBus;
  /** The time an order is placed: its number carries the day. */
  clock: Clock;
}

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

const statusOf: Record<PlaceOrderErrorCode | OrderStateErrorCode | 'NOT_DELIVERED', [number, ErrorCode]> = {
  NOT_FOUND: [404, 'NOT_FOUND'],
  ALREADY_PLACED: [409, 'CONFLICT'],
  INCOMPLETE: [400, 'BAD_REQUEST'],
  PAYMENT_METHOD_NOT_SUPPORTED: [400, 'BAD_REQUEST'],
  UNAVAILABLE: [409, 'CONFLICT'],
  INSUFFICIENT_BALANCE: [400, 'BAD_REQUEST'],
  TOO_MANY_UNPAID: [409, 'CONFLICT'],
  NOT_ALLOWED: [400, 'BAD_REQUEST'],
  INVALID_TRANSITION: [409, 'CONFLICT'],
  NOT_DELIVERED: [409, 'CONFLICT'],
};

const refused = (error: { code: keyof typeof statusOf; message: string }) => {
  const [status, code] = statusOf[error.code];
  return new HttpError(status, code, error.message);
};
const orderNotFound = () => new HttpError(404, 'NOT_FOUND', 'Order not found');

/** Orders (spec §7): place a checkout, list and read one's own, cancel, and download the GST invoice. */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, { db, cacheBus, clock }) => {
  app.post(
    '/api/orders',
    { schema: { body: placeOrderBodySchema, response: { 200: orderSchema, ...errors } }, preHandler: requireCustomer },
    async (request) => {
      const customer = currentCustomer(request);
      const result = await placeOrder(db, customer, request.body, clock());
      if (!result.ok) throw refused(result.error);
      cacheBus.storeChanged(customer.storeId);
      return result.order;
    },
  );

  app.get(
    '/api/orders',
    {
      schema: { querystring: orderListQuerySchema, response: { 200: orderListResponseSchema, ...errors } },
      preHandler: requireCustomer,
    },
    async (request) => {
      const page = await listOwnOrders(db, currentCustomer(request), request.query);
      if (!page) throw new HttpError(404, 'NOT_FOUND', 'Customer not found');
      return page;
    },
  );

  app.get(
    '/api/orders/:id',
    {
      schema: {
        params: orderParamsSchema,
        querystring: orderQuerySchema,
        response: { 200: orderDetailSchema, ...errors },
      },
      preHandler: requireCustomer,
    },
    async (request) => {
      const order = await getOwnOrderDetail(db, currentCustomer(request), request.params.id);
      if (!order) throw orderNotFound();
      return order;
    },
  );

  app.put(
    '/api/orders/:id/state',
    {
      schema: {
        params: orderParamsSchema,
        body: changeOrderStateBodySchema,
        response: { 200: orderSchema, ...errors },
      },
      preHandler: requireCustomer,
    },
    async (request) => {
      const customer = currentCustomer(request);
      const result = await changeOwnOrderState(db, customer, request.params.id, request.body);
      if (!result.ok) throw refused(result.error);
      cacheBus.storeChanged(customer.storeId);
      return result.order;
    },
  );

  app.get(
    '/api/orders/:id/invoice',
    // No response schema: the 200 is a PDF (a Buffer skips serialisation); errors leave through the handler.
    { schema: { params: orderParamsSchema, querystring: orderQuerySchema }, preHandler: requireCustomer },
    async (request, reply) => {
      const result = await getOwnInvoice(db, currentCustomer(request), request.params.id);
      if (!result.ok) throw refused(result.error);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${result.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(result.pdf);
    },
  );
};
