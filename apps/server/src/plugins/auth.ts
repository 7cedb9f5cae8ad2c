import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '#src/config.ts';
import { AccessTokens, type CustomerPrincipal } from '#src/modules/identity/access-tokens.ts';
import { systemClock, type Clock } from '#src/modules/identity/clock.ts';
import { loadServerKeys } from '#src/modules/identity/server-secret.ts';
import { HttpError } from './error-handler.ts';

export type { CustomerPrincipal };

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues and verifies customer access tokens (see `requireCustomer`). */
    customerAuth: AccessTokens;
  }
  interface FastifyRequest {
    /** Set by `requireCustomer`: the customer and store the access token speaks for. */
    customer: CustomerPrincipal | null;
  }
}

export interface CustomerAuthOptions {
  config: Pick<Config, 'jwtSecret' | 'dataDir'>;
  clock?: Clock;
}

/**
 * Makes `requireCustomer` work in every module: decorates the root instance (the plugin is not
 * encapsulated), so register it once in `buildApp`, before the modules.
 */
export const customerAuthPlugin: FastifyPluginAsync<CustomerAuthOptions> = async (app, options) => {
  const keys = loadServerKeys(options.config);
  app.decorate('customerAuth', new AccessTokens(keys.accessToken, options.clock ?? systemClock));
  app.decorateRequest('customer', null);
};
// Same effect as fastify-plugin: the decorations land on the parent instance.
Object.assign(customerAuthPlugin, { [Symbol.for('skip-override')]: true });

/**
 * Every failure answers 403 `{ message, code: 'FORBIDDEN' }`, a missing token included: the storefront
 * treats 403 (and only 403) as "renew the session once and retry", and logs out when it has no refresh
 * token, so a 401 would strand a shopper whose session is gone.
 */
const forbidden = () => new HttpError(403, 'FORBIDDEN', 'Your session has expired. Please log in again.');

/**
 * preHandler for customer-only routes: `{ preHandler: requireCustomer }`. Verifies the Bearer access token,
 * checks that a `storeId` in the query or body is the token's store, and sets `request.customer`.
 */
export async function requireCustomer(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw forbidden();
  const principal = await request.server.customerAuth.verify(token);
  if (!principal) throw forbidden();
  const storeId = requestedStoreId(request);
  if (storeId !== undefined && storeId !== principal.storeId) throw forbidden();
  request.customer = principal;
}

/** The customer of a request that passed `requireCustomer`. */
export function currentCustomer(request: FastifyRequest): CustomerPrincipal {
  if (!request.customer) throw new Error('requireCustomer must guard this route');
  return request.customer;
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

function requestedStoreId(request: FastifyRequest): string | undefined {
  for (const source of [request.query, request.body]) {
    if (source && typeof source === 'object' && 'storeId' in source) {
      const value = (source as { storeId?: unknown }).storeId;
      if (value !== undefined && value !== null) return String(value);
    }
  }
  return undefined;
}
