import type { Config } from '#src/config.ts';
import { createLocalCacheBus, type CacheBus } from './cache-bus.ts';
import { createRedisCacheBus } from './redis-cache-bus.ts';
import type { RedisLog } from '#src/providers/redis/redis-connection.ts';
import type { Metrics } from '#src/observability/metrics.ts';

/** With REDIS_URL, changes reach every server; without, only this one (one server needs no more). */
export async function createCacheBus(
  config: Pick<Config, 'redis'>,
  log: RedisLog,
  metrics?: Pick<Metrics, 'redisErrors'>,
): Promise<CacheBus> {
  if (!config.redis) return createLocalCacheBus();
  return createRedisCacheBus(config.redis.url, `${config.redis.keyPrefix}public-reads-changed`, log, metrics);
}
