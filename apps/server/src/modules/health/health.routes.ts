import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@haat/contract/common/errors';
import { healthResponseSchema, readyResponseSchema } from '@haat/contract/content/content.schemas';
import type { Db } from '#src/db/connect.ts';
import { databaseAnswers, type Readiness } from './readiness.ts';

export interface HealthRoutesOptions {
  db: Db;
  readiness: Readiness;
}

// Operators' and load balancers' texts: no shopper is sent to /readyz.
export const DRAINING = 'This server is shutting down; another one answers';
export const DATABASE_SILENT = 'The database does not answer';

/**
 * `/healthz` is liveness: the process answers, nothing else asked (a database outage must not get every
 * server restarted). `/readyz` is readiness: send this server traffic only while it answers 200.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { db, readiness }) => {
  app.get('/healthz', { schema: { response: { 200: healthResponseSchema } } }, async () => ({ status: 'ok' as const }));

  app.get(
    '/readyz',
    { schema: { response: { 200: readyResponseSchema, 503: apiErrorSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (readiness.draining) return reply.status(503).send({ message: DRAINING, code: 'UNAVAILABLE' });
      if (!(await databaseAnswers(db))) {
        return reply.status(503).send({ message: DATABASE_SILENT, code: 'UNAVAILABLE' });
      }
      return { status: 'ready' as const };
    },
  );
};
