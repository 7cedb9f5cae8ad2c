import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#src/config.ts';
import { UNMATCHED_ROUTE, type Metrics } from './metrics.ts';

export const METRICS_PATH = '/metrics';

export interface MetricsPluginOptions {
  metrics: Metrics;
  config: Pick<Config, 'production' | 'metrics'>;
}

/**
 * Times every answer by its route pattern (`/api/orders/:id`, never the URL: a label per order id would
 * grow without end), and serves `/metrics` on this port: open outside production; in production only when
 * METRICS_TOKEN is set, and then only to a request that sends it (401 otherwise). Without the token a
 * production server has no `/metrics` here at all (404); METRICS_PORT serves it on a port of its own.
 */
export const metricsPlugin = fp<MetricsPluginOptions>(
  async (app, { metrics, config }) => {
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      metrics.requestAnswered(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
    const { token } = config.metrics;
    if (config.production && token === undefined) return;
    app.get(METRICS_PATH, async (request, reply) => {
      if (token !== undefined && !sendsToken(request, token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ message: 'Send the metrics token as Authorization: Bearer …', code: 'UNAUTHORIZED' });
      }
      return sendMetrics(metrics, reply);
    });
  },
  { name: 'metrics' },
);

async function sendMetrics(metrics: Metrics, reply: FastifyReply): Promise<string> {
  reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
  return metrics.registry.metrics();
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as hashes of equal length, in constant time: the answer's timing says nothing of the token. */
function sendsToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const sent = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  return sent !== '' && timingSafeEqual(digest(sent), digest(token));
}

/**
 * METRICS_PORT: a listener of its own that answers `/metrics` and nothing else, without a token (its guard is
 * where it binds, METRICS_HOST). `main.ts` starts it after the app and closes it last, so the drain is seen.
 */
export async function listenForMetrics(
  metrics: Metrics,
  where: { port: number; host: string },
): Promise<FastifyInstance> {
  const listener = Fastify({ logger: false });
  listener.get(METRICS_PATH, (_request, reply) => sendMetrics(metrics, reply));
  await listener.listen(where);
  return listener;
}
