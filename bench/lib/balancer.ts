import { connect, createServer, type Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/** How often each backend's /readyz is asked, as a load balancer's health check does. */
const PROBE_EVERY_MS = 200;

export interface Balancer {
  /** Whether the last probe of this backend answered 200. */
  isReady(backendPort: number): boolean;
  /** Client connections accepted; moved on to another backend after one refused; closed as none was ready. */
  counts(): { connections: number; refusedThenMoved: number; noBackend: number };
  close(): Promise<void>;
}

/**
 * A TCP load balancer for the cluster bench, standing in for a real one: it asks every backend's /readyz
 * every 200 ms and hands each new client connection to the next ready backend in turn. A connection stays
 * with its backend until either side closes it; a draining server closes its keep-alive connections itself
 * (`Connection: close`), so clients reconnect and land on a server still ready. A backend that refuses a
 * connection (it exited since the last probe) is skipped for the next one, as real balancers do: nothing
 * was sent yet. It listens on `port` of loopback.
 */
export async function startBalancer(port: number, backendPorts: number[]): Promise<Balancer> {
  const ready = new Set<number>();
  const sockets = new Set<Socket>();
  const counts = { connections: 0, refusedThenMoved: 0, noBackend: 0 };
  let turn = 0;
  let probing = true;

  const probe = async (backend: number) => {
    try {
      const response = await fetch(`http://127.0.0.1:${backend}/readyz`, { signal: AbortSignal.timeout(1_000) });
      await response.arrayBuffer();
      if (response.ok) ready.add(backend);
      else ready.delete(backend);
    } catch {
      ready.delete(backend);
    }
  };
  const probeLoop = (async () => {
    while (probing) {
      await Promise.all(backendPorts.map(probe));
      await delay(PROBE_EVERY_MS);
    }
  })();

  const forward = (client: Socket, attemptsLeft: number) => {
    if (client.destroyed) return;
    const live = backendPorts.filter((backend) => ready.has(backend));
    if (live.length === 0 || attemptsLeft === 0) {
      counts.noBackend += 1;
      return client.destroy();
    }
    const backend = live[turn++ % live.length]!;
    const upstream = connect(backend, '127.0.0.1');
    client.once('close', () => upstream.destroy());
    const refused = () => {
      ready.delete(backend);
      counts.refusedThenMoved += 1;
      forward(client, attemptsLeft - 1);
    };
    upstream.once('error', refused);
    upstream.once('connect', () => {
      upstream.off('error', refused);
      sockets.add(upstream);
      // An error on either side ends both; a clean end (FIN) is passed on by pipe() after the data.
      upstream.on('error', () => client.destroy());
      upstream.once('close', () => sockets.delete(upstream));
      client.pipe(upstream).pipe(client);
    });
  };

  const server = createServer((client) => {
    counts.connections += 1;
    sockets.add(client);
    client.on('error', () => client.destroy());
    client.once('close', () => sockets.delete(client));
    forward(client, backendPorts.length);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    isReady: (backend) => ready.has(backend),
    counts: () => ({ ...counts }),
    async close() {
      probing = false;
      for (const socket of sockets) socket.destroy();
      await Promise.all([probeLoop, new Promise((resolve) => server.close(resolve))]);
    },
  };
}
