import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@haat/contract/common/errors';
import { consoleStoreParamsSchema } from '@haat/contract/console/staff.schemas';
import type { Config } from '#src/config.ts';
import type { OrderEvent, OrderEventBus } from '#src/providers/order-events/order-event-bus.ts';
import { currentStaff, requireStaff } from './staff-auth.ts';

export interface ConsoleEventsRoutesOptions {
  config: Pick<Config, 'consoleStream'>;
  orderEvents: OrderEventBus;
}

/** How soon a browser's EventSource-style client tries again after the stream ends (the SSE `retry` field). */
const RETRY_MS = 2_000;

/**
 * `GET …/console/events` (decision 048): the store's order events as server-sent events, for any member of its
 * staff. The browser reads it with `fetch`, so the console token travels in the Authorization header as on
 * every console call and never in an address. Each stream ends on its own after `consoleStream.maxMs`, when its
 * session ends (checked at each heartbeat), and at `app.close()`, so a shutdown never waits on a console.
 */
export const consoleEventsRoutes: FastifyPluginAsyncZod<ConsoleEventsRoutesOptions> = async (
  app,
  { config, orderEvents },
) => {
  const open = new Set<() => void>();
  // Before the server stops accepting and waits for its connections: an open stream would hold it for ever.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    '/api/stores/:storeId/console/events',
    {
      schema: {
        params: consoleStoreParamsSchema,
        response: { 401: apiErrorSchema, 404: apiErrorSchema },
      },
      preHandler: requireStaff,
    },
    async (request, reply) => {
      const staff = currentStaff(request);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        // Nginx and its kind buffer answers unless told not to; events must go out as they happen.
        'x-accel-buffering': 'no',
        // The connection ends with its stream: nothing waits to reuse it, and a closing server is not held by it.
        connection: 'close',
      });
      raw.write(`retry: ${RETRY_MS}\n\nevent: ready\ndata: {}\n\n`);

      const stopListening = orderEvents.onOrderChanged((event) => {
        if (event.storeId === staff.storeId) raw.write(eventText(event));
      });
      const heartbeat = setInterval(
        () => void keepAlive(raw, () => request.server.staffRoleOfSession(staff), end),
        config.consoleStream.heartbeatMs,
      );
      const lifetime = setTimeout(() => end(), config.consoleStream.maxMs);
      let ended = false;
      function end() {
        if (ended) return;
        ended = true;
        stopListening();
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        open.delete(end);
        if (!raw.writableEnded) raw.end();
      }
      open.add(end);
      request.raw.once('close', end);
      raw.once('close', end);
      if (config.consoleStream.maxMs <= 0) end();
    },
  );
};

/** One event as the stream writes it: its kind as the SSE event name, the rest as JSON. */
export function eventText(event: OrderEvent): string {
  return `event: order\ndata: ${JSON.stringify({ kind: event.kind, orderId: event.orderId, state: event.state })}\n\n`;
}

/** A comment line keeps proxies from closing an idle stream; a session ended since (logout, removal) ends it. */
async function keepAlive(raw: ServerResponse, roleNow: () => Promise<unknown>, end: () => void): Promise<void> {
  if (raw.writableEnded) return;
  raw.write(': heartbeat\n\n');
  // A database that does not answer now is not a logout: the stream goes on.
  const role = await roleNow().catch(() => 'unknown');
  if (role === null) {
    if (!raw.writableEnded) raw.write('event: signed-out\ndata: {}\n\n');
    end();
  }
}
