import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#src/config.ts';
import { LOGIN_ROUTE_LIMITS } from '#src/modules/identity/index.ts';
import type { Metrics } from '#src/observability/metrics.ts';
import { closeRedis, connectRedis } from '#src/providers/redis/redis-connection.ts';
import { text } from '@haat/contract/i18n/translate';
import { HttpError } from '#src/result.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Spends one of the client's searches: the budget `GET /api/search/products` has, which the storefront's
     * search page spends too (it runs the same search). Past it, throws the 429 HttpError.
     */
    countSearch: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export interface RateLimitOptions {
  config: Pick<Config, 'rateLimitFactor' | 'redis'>;
  metrics?: Pick<Metrics, 'redisErrors'>;
}

/**
 * Requests per minute per client address on the endpoints that cost the most (CPU, SQL, outside calls).
 * With REDIS_URL the counters are kept in Redis and count across all servers; without, each server counts
 * its own (docs/decisions/009-speed.md). The limits that guard accounts (OTP sends and
 * tries, refresh-token reuse) live in the database and hold across servers either way.
 */
export const expensiveRoutes: Array<{ method: string; url: RegExp; perMinute: number }> = [
  // Sending and checking codes, account erasure's included: login-limits.ts owns every limit of login.
  ...LOGIN_ROUTE_LIMITS,
  { method: 'GET', url: /^\/api\/search\/products$/, perMinute: 120 },
  // Asked as the shopper types (debounced): several a second for a while, a few shoppers behind one address.
  { method: 'GET', url: /^\/api\/search\/suggestions$/, perMinute: 600 },
  { method: 'GET', url: /^\/api\/orders\/:id\/(invoice|credit-note)$/, perMinute: 20 },
  // A shopper's whole data in one answer.
  { method: 'GET', url: /^\/api\/customers\/:customerId\/personal-data$/, perMinute: 10 },
  { method: 'POST', url: /^\/api\/common\/generate-file-upload-url$/, perMinute: 20 },
  { method: 'PUT', url: /^\/files\/uploads\//, perMinute: 20 },
  { method: 'POST', url: /^\/api\/(payments|bms-pay|wallets)\b.*(initiate|recharge)/i, perMinute: 20 },
  // Each status read asks the provider twice; the storefront polls every 3 s (20 a minute), so 60 leaves room
  // for a few shoppers behind one address.
  { method: 'GET', url: /^\/api\/(payment|bmspay)-transactions\/:id$/, perMinute: 60 },
];

/** Counted by `countSearch`, whose budget the storefront's search page spends too. */
const SEARCH_API = '/api/search/products';

export function limitOf(method: string, url: string, factor: number): number | null {
  const route = expensiveRoutes.find((entry) => entry.method === method && entry.url.test(url));
  return route && factor > 0 ? Math.max(1, Math.round(route.perMinute * factor)) : null;
}

/** Per-address limits on `expensiveRoutes`, scaled by RATE_LIMIT_FACTOR (0 turns them off). */
export const rateLimitPlugin: FastifyPluginAsync<RateLimitOptions> = async (app, { config, metrics }) => {
  if (!(config.rateLimitFactor > 0)) {
    app.decorate('countSearch', async () => {});
    return;
  }
  // Runs before the rate-limit plugin's own onRoute hook, so the routes arrive already marked.
  app.addHook('onRoute', (route) => {
    if (route.url === SEARCH_API) return;
    for (const method of [route.method].flat()) {
      const max = limitOf(method, route.url, config.rateLimitFactor);
      if (max !== null) route.config = { ...route.config, rateLimit: { max, timeWindow: 60_000 } };
    }
  });
  const redis = config.redis ? await connectRedis(config.redis.url, app.log, 'rate limits', { metrics }) : undefined;
  if (redis) app.addHook('onClose', () => closeRedis(redis));
  await app.register(rateLimit, {
    global: false,
    // Counted in Redis when there is one; while it is unreachable requests go through uncounted, never a 500.
    ...(redis && config.redis ? { redis, nameSpace: `${config.redis.keyPrefix}rate-limit:`, skipOnError: true } : {}),
    // The wait as the plugin says it in English ("30 seconds", "1 minute"), in the caller's language.
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.ceil(context.ttl / 1000);
      const wait =
        seconds < 60
          ? text('server.tooManyRequestsSeconds', { seconds })
          : text('server.tooManyRequestsMinutes', { minutes: Math.round(seconds / 60) });
      return new HttpError(429, 'TOO_MANY_REQUESTS', wait);
    },
  });
  // One counter per client for every search rather than one per route: the storefront's search page runs the
  // same search as the API, and must not be a way round its limit.
  const searchLimit = app.rateLimit({ max: limitOf('GET', SEARCH_API, config.rateLimitFactor)!, timeWindow: 60_000 });
  const countSearch = async (request: FastifyRequest, reply: FastifyReply) => {
    await searchLimit.call(app, request, reply);
  };
  app.decorate('countSearch', countSearch);
  app.addHook('onRoute', (route) => {
    if (route.url === SEARCH_API) route.onRequest = [...[route.onRequest ?? []].flat(), countSearch];
  });
};
Object.assign(rateLimitPlugin, { [Symbol.for('skip-override')]: true });
