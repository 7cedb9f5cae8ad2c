import { randomUUID } from 'node:crypto';
import { closeRedis, connectRedis, type RedisLog } from '#src/providers/redis/redis-connection.ts';
import type { Metrics } from '#src/observability/metrics.ts';
import { createListeners, type OrderEvent, type OrderEventBus } from './order-event-bus.ts';

/**
 * The bus across servers, as the cache bus does it (redis-cache-bus.ts): local listeners at once, and the event
 * published on a channel every server subscribes to. An event lost while Redis is away is not replayed: the
 * console asks for its list again whenever its stream (re)opens, and polls while it cannot open one.
 */
export async function createRedisOrderEventBus(
  url: string,
  channel: string,
  log: RedisLog,
  metrics?: Pick<Metrics, 'redisErrors'>,
): Promise<OrderEventBus> {
  const listeners = createListeners();
  // Our own messages come back on the subscription; this server's listeners have already heard them.
  const self = randomUUID();
  const publisher = await connectRedis(url, log, 'order events publisher', { metrics });
  const subscriber = await connectRedis(url, log, 'order events subscriber', { queueWhileAway: true, metrics });
  subscriber.on('message', (_channel: string, message: string) => {
    const received = parse(message);
    if (received && received.from !== self) listeners.call(received.event, false);
  });
  subscriber.subscribe(channel).catch((error: Error) => {
    metrics?.redisErrors('order events subscriber');
    log.warn({ err: error }, 'Redis subscribe failed');
  });
  return {
    orderChanged(event) {
      listeners.call(event, true);
      publisher.publish(channel, JSON.stringify({ from: self, event })).catch((error: Error) => {
        metrics?.redisErrors('order events publisher');
        log.warn({ err: error }, 'Could not tell the other servers an order changed');
      });
    },
    onOrderChanged: listeners.add,
    async close() {
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}

function parse(message: string): { from: string; event: OrderEvent } | null {
  try {
    const parsed = JSON.parse(message) as { from?: unknown; event?: Partial<OrderEvent> };
    const event = parsed.event;
    if (typeof parsed.from !== 'string' || typeof event?.storeId !== 'string') return null;
    return {
      from: parsed.from,
      event: {
        storeId: event.storeId,
        kind: event.kind === 'PLACED' ? 'PLACED' : 'CHANGED',
        orderId: typeof event.orderId === 'string' ? event.orderId : null,
        state: event.state ?? null,
      },
    };
  } catch {
    return null;
  }
}
