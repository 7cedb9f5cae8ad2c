import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@haat/contract/common/ids';
import { orderStateSchema } from '@haat/contract/content/content.schemas';
import type { Db } from '#src/db/connect.ts';
import { notFound } from '#src/result.ts';
import type { CacheBus } from '#src/providers/cache-bus/cache-bus.ts';
import type { Clock } from '#src/providers/clock.ts';
import type { OrderEventBus } from '#src/providers/order-events/order-event-bus.ts';
import { valueOrThrow } from '#src/result.ts';
import { changeOrderState } from './order-state.service.ts';
import { findOrderStoreId } from './orders.repository.ts';

const bodySchema = z.object({ orderState: orderStateSchema, reason: z.string().trim().max(500).optional() });

/**
 * Development only (never registered in production): what `npm run cli -- orders set-state` does, over
 * HTTP. The embedded database admits one process, so while the server runs on PGlite the CLI cannot
 * open it; demos and browser tests ship and deliver orders through this route instead.
 */
export const devOperatorRoutes: FastifyPluginAsyncZod<{
  db: Db;
  cacheBus: CacheBus;
  clock: Clock;
  orderEvents: OrderEventBus;
}> = async (app, { db, cacheBus, clock, orderEvents }) => {
  app.post('/api/dev/orders/:id/state', { schema: { params: idParamsSchema, body: bodySchema } }, async (request) => {
    const storeId = await findOrderStoreId(db, request.params.id);
    if (!storeId) throw notFound('Order');
    const { order, from } = valueOrThrow(
      await changeOrderState(db, {
        owner: { storeId },
        orderId: request.params.id,
        to: request.body.orderState,
        actor: 'OPERATOR',
        reason: request.body.reason,
        at: clock(),
      }),
    );
    // A cancellation puts stock back.
    cacheBus.storeChanged(storeId);
    orderEvents.orderChanged({ storeId, kind: 'CHANGED', orderId: order.id, state: order.orderState });
    return { id: order.id, orderNumber: order.orderNumber, from, orderState: order.orderState };
  });
};
