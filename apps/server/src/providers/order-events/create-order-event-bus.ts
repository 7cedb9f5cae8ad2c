import type { Config } from '#src/config.ts';
import type { Metrics } from '#src/observability/metrics.ts';
import type { RedisLog } from '#src/providers/redis/redis-connection.ts';
import { createLocalOrderEventBus, type OrderEventBus } from './order-event-bus.ts';
import { createRedisOrderEventBus } from './redis-order-event-bus.ts';

/** With REDIS_URL, a console on any server hears every server's orders; without, one server hears its own. */
export async function createOrderEventBus(
  config: Pick<Config, 'redis'>,
  log: RedisLog,
  metrics?: Pick<Metrics, 'redisErrors'>,
): Promise<OrderEventBus> {
  if (!config.redis) return createLocalOrderEventBus();
  return createRedisOrderEventBus(config.redis.url, `${config.redis.keyPrefix}order-events`, log, metrics);
}
