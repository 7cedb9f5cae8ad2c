import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@haat/contract/common/errors';
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
import { apiLocale } from '#src/plugins/request-locale.ts';
import type { CacheBus } from '#src/providers/cache-bus/cache-bus.ts';
import type { OrderEventBus } from '#src/providers/order-events/order-event-bus.ts';
import { valueOrThrow } from '#src/result.ts';
import { getOwnCreditNote, getOwnInvoice, type Invoice } from './invoice.service.ts';
import { changeOwnOrderState, getOwnOrderDetail, listOwnOrders } from './orders.service.ts';
import { toOrder } from './order-view.ts';
import { placeOrder } from './place-order.service.ts';

export interface OrdersRoutesOptions {
  db: Db;
  /** Placing and cancelling move stock, which the store's public reads show. */
  cacheBus: CacheBus;
  /** The time an order is placed: its number carries the day. */
  clock: Clock;
  /** The shop's consoles, on every server, hear of an order placed or cancelled. */
  orderEvents: OrderEventBus;
}

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * The documents' 200 is a PDF: a Buffer skips serialisation, so this only describes it in the API's document.
 * Errors leave through the handler as { message, code }, unserialised as before.
 */
const pdfResponse = {
  200: {
    description: 'The document as a PDF attachment',
    content: { 'application/pdf': { schema: z.string().meta({ contentMediaType: 'application/pdf' }) } },
  },
};

/**
 * Orders (spec §7): place a checkout, list and read one's own, cancel, and download the GST invoice and, for
 * a cancelled invoiced order, its credit note.
 */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (
  app,
  { db, cacheBus, clock, orderEvents },
) => {
  app.post(
    '/api/orders',
    { schema: { body: placeOrderBodySchema, response: { 200: orderSchema, ...errors } }, preHandler: requireCustomer },
    async (request) => {
      const customer = currentCustomer(request);
      const order = valueOrThrow(await placeOrder(db, customer, request.body, clock(), apiLocale(request)));
      cacheBus.storeChanged(customer.storeId);
      // An online order waits for its payment: the shop hears of it as new only once it is paid (PLACED).
      const kind = order.orderState === 'PLACED' ? 'PLACED' : 'CHANGED';
      orderEvents.orderChanged({ storeId: customer.storeId, kind, orderId: order.id, state: order.orderState });
      return order;
    },
  );

  app.get(
    '/api/orders',
    {
      schema: { querystring: orderListQuerySchema, response: { 200: orderListResponseSchema, ...errors } },
      preHandler: requireCustomer,
    },
    async (request) =>
      valueOrThrow(await listOwnOrders(db, currentCustomer(request), request.query, apiLocale(request))),
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
    async (request) =>
      valueOrThrow(await getOwnOrderDetail(db, currentCustomer(request), request.params.id, apiLocale(request))),
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
      const changed = valueOrThrow(await changeOwnOrderState(db, customer, request.params.id, request.body));
      cacheBus.storeChanged(customer.storeId);
      const { storeId, id, orderState } = changed.order;
      orderEvents.orderChanged({ storeId, kind: 'CHANGED', orderId: id, state: orderState });
      return toOrder(changed.order, changed.items, apiLocale(request));
    },
  );

  const sendPdf = (reply: FastifyReply, document: Invoice) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${document.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(document.pdf);

  app.get(
    '/api/orders/:id/invoice',
    {
      schema: { params: orderParamsSchema, querystring: orderQuerySchema, response: pdfResponse },
      preHandler: requireCustomer,
    },
    async (request, reply) =>
      sendPdf(
        reply,
        valueOrThrow(await getOwnInvoice(db, currentCustomer(request), request.params.id, apiLocale(request), clock())),
      ),
  );

  app.get(
    '/api/orders/:id/credit-note',
    {
      schema: { params: orderParamsSchema, querystring: orderQuerySchema, response: pdfResponse },
      preHandler: requireCustomer,
    },
    async (request, reply) =>
      sendPdf(
        reply,
        valueOrThrow(await getOwnCreditNote(db, currentCustomer(request), request.params.id, apiLocale(request))),
      ),
  );
};
