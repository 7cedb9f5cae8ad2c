import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { Redis } from 'ioredis';
import type { Metrics } from '#src/observability/metrics.ts';

/** What a Redis connection reports to: the app's logger. */
export interface RedisLog {
  warn(details: object, message: string): void;
}

/** How long a start waits for Redis before going on without it (it keeps reconnecting in the background). */
const FIRST_CONNECT_WAIT_MS = 1_000;

/**
 * A connection to REDIS_URL that never takes the server down: errors are logged (an ioredis client with no
 * 'error' listener crashes the process), it reconnects on its own, and it answers fast while Redis is away.
 * `queueWhileAway` keeps commands until Redis is back (a subscription); otherwise they fail at once, so a
 * request never waits on an outage.
 */
export async function connectRedis(
  url: string,
  log: RedisLog,
  purpose: string,
  options: { queueWhileAway?: boolean; metrics?: Pick<Metrics, 'redisErrors'> | undefined } = {},
): Promise<Redis> {
  const queue = options.queueWhileAway ?? false;
  const redis = new Redis(url, {
    connectTimeout: 1_000,
    enableOfflineQueue: queue,
    maxRetriesPerRequest: queue ? null : 1,
    retryStrategy: (times) => Math.min(times * 200, 5_000),
  });
  let lastError = '';
  options.metrics?.redisErrors(purpose, 0);
  redis.on('error', (error: Error) => {
    // Every attempt counts (the rate of errors shows how long Redis has been away); the log says it once.
    options.metrics?.redisErrors(purpose);
    // One line per kind of failure, not one per reconnection attempt.
    if (error.message === lastError) return;
    lastError = error.message;
    log.warn({ err: error }, `Redis (${purpose}) is unreachable; carrying on without it`);
  });
  redis.on('ready', () => (lastError = ''));
  // Ready, refused (once() rejects on 'error') or silent: the start goes on after at most a second.
  await Promise.race([
    once(redis, 'ready').catch(() => undefined),
    delay(FIRST_CONNECT_WAIT_MS, undefined, { ref: false }),
  ]);
  return redis;
}

/** Closes a connection whether or not Redis is there. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
