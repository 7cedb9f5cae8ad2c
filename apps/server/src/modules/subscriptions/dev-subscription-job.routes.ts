import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isoDateSchema } from '@haat/contract/subscriptions/subscriptions.schemas';
import type { Db } from '#src/db/connect.ts';
import { runSubscriptionOrders } from '#src/jobs/subscription-orders.ts';

const dateSchema = z.object({ date: isoDateSchema.optional() });

/**
 * Development only (never registered in production): what `npm run cli -- jobs subscriptions` does, over
 * HTTP, because the CLI cannot open the embedded database while the server holds it. The date comes from
 * the body or the query (`YYYY-MM-DD`, default today in India); the answer is the job's summary.
 */
export const devSubscriptionJobRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/dev/jobs/subscriptions',
    { schema: { querystring: dateSchema, body: dateSchema.optional().nullable() } },
    async (request) => {
      const date = request.body?.date ?? request.query.date;
      return runSubscriptionOrders(db, {
        ...(date ? { date } : {}),
        onStockChanged: (storeId) => app.cacheBus.storeChanged(storeId),
        onError: (error, subscriptionId) =>
          request.log.error({ err: error, subscriptionId }, 'subscription delivery failed'),
      });
    },
  );
};
