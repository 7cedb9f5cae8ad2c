import { randomUUID } from 'node:crypto';
import { createLocalCacheBus, type CacheBus } from './cache-bus.ts';
import { closeRedis, connectRedis, type RedisLog } from '#src/providers/redis/redis-connection.ts';
import type { Metrics } from '#src/observability/metrics.ts';

/**
 * The bus across servers: local listeners are called at once, and the change is published on a Redis
 * channel every server subscribes to (a subscribed connection can do nothing else, hence two). A message
 * lost while Redis is away leaves the other servers' entries to expire on their own (PUBLIC_READ_CACHE_MS).
 */
export async function createRedisCacheBus(
  url: string,
  channel: string,
  log: RedisLog,
  metrics?: Pick<Metrics, 'redisErrors'>,
): Promise<CacheBus> {
  const local = createLocalCacheBus();
  // Our own messages come back on the subscription; this server has already forgotten.
  const self = randomUUID();
  const publisher = await connectRedis(url, log, 'cache publisher', { metrics });
  const subscriber = await connectRedis(url, log, 'cache subscriber', { queueWhileAway: true, metrics });
  subscriber.on('message', (_channel: string, message: string) => {
    const [from, storeId] = message.split(' ');
    if (from !== self && storeId) local.storeChanged(storeId);
  });
  // Queued until Redis answers, then renewed by ioredis on every reconnection.
  subscriber.subscribe(channel).catch((error: Error) => {
    metrics?.redisErrors('cache subscriber');
    log.warn({ err: error }, 'Redis subscribe failed');
  });
  return {
    storeChanged(storeId) {
      local.storeChanged(storeId);
      publisher.publish(channel, `${self} ${storeId}`).catch((error: Error) => {
        metrics?.redisErrors('cache publisher');
        log.warn({ err: error }, 'Could not tell the other servers a store changed');
      });
    },
    onStoreChanged: local.onStoreChanged,
    async close() {
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}
