import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isoDateSchema } from '@haat/contract/subscriptions/subscriptions.schemas';
import { indiaMoment, WALLET_RECHARGE_DEADLINE } from '@haat/contract/subscriptions/delivery-days';
import type { Db } from '#src/db/connect.ts';
import type { Metrics } from '#src/observability/metrics.ts';
import type { Clock } from '#src/providers/clock.ts';
import type { SmsProvider } from '#src/providers/sms/sms-provider.ts';
import { runSubscriptionOrders } from './subscription-orders.job.ts';

const dateSchema = z.object({ date: isoDateSchema.optional() });

/**
 * Development only (never registered in production): what `npm run cli -- jobs subscriptions` does, over
 * HTTP, because the CLI cannot open the embedded database while the server holds it. The date comes from
 * the body or the query (`YYYY-MM-DD`, default today and, past the cut-off, tomorrow in India); the answer
 * is the job's summary. A date is served as on its morning: the run acts at the later of now and that date's
 * WALLET_RECHARGE_DEADLINE, past every store's cut-off, so what it makes is final.
 */
export const devSubscriptionJobRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  metrics: Pick<Metrics, 'jobRan'>;
}> = async (app, { db, clock, sms, metrics }) => {
  app.post(
    '/api/dev/jobs/subscriptions',
    { schema: { querystring: dateSchema, body: dateSchema.optional().nullable() } },
    async (request) => {
      const date = request.body?.date ?? request.query.date;
      const now = clock();
      const morning = date ? indiaMoment(date, WALLET_RECHARGE_DEADLINE) : now;
      return runSubscriptionOrders(db, {
        ...(date ? { date } : {}),
        now: morning > now ? morning : now,
        sms,
        metrics,
        onStockChanged: (storeId) => app.cacheBus.storeChanged(storeId),
        onError: (error, subscriptionId) =>
          request.log.error({ err: error, subscriptionId }, 'subscription delivery failed'),
      });
    },
  );
};
