import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { EMULATOR_PATH, gatewayEmulatorRoutes } from './gateway-emulator.routes.ts';
import { GatewayEmulator, type GatewayEmulatorOptions } from './gateway-emulator.ts';

export interface StandaloneEmulator {
  emulator: GatewayEmulator;
  /** e.g. http://127.0.0.1:PORT/__gateway; a provider's base URL is this plus `/cashfree`, `/phonepe`, `/bmspay`. */
  url: string;
  close(): Promise<void>;
}

/** The emulator on its own port (adapter tests, or a separate "provider" process): 127.0.0.1, port 0 = any free. */
export async function startGatewayEmulator(
  options: GatewayEmulatorOptions & { port?: number } = {},
): Promise<StandaloneEmulator> {
  const emulator = new GatewayEmulator(options);
  const server = Fastify({ logger: false });
  await server.register(gatewayEmulatorRoutes, { prefix: EMULATOR_PATH, emulator });
  await server.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const { port } = server.server.address() as AddressInfo;
  return { emulator, url: `http://127.0.0.1:${port}${EMULATOR_PATH}`, close: () => server.close() };
}
