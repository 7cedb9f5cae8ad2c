import type { FastifyPluginAsync } from 'fastify';
import type { Readiness } from './readiness.ts';

/**
 * While draining, every answer carries `Connection: close`: its keep-alive connection ends cleanly after it,
 * so the client's next request opens a new one, which the load balancer sends to another server. (Fastify
 * does the same once `app.close()` starts; this begins it at SIGTERM.)
 */
export const closeConnectionsWhileDraining: FastifyPluginAsync<{ readiness: Readiness }> = async (
  app,
  { readiness },
) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (readiness.draining) reply.header('connection', 'close');
    return payload;
  });
};
// Same effect as fastify-plugin: the hook lands on the root instance and so covers every route.
Object.assign(closeConnectionsWhileDraining, { [Symbol.for('skip-override')]: true });
