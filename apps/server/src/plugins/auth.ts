import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/connect.ts';
import {
  AccessTokens,
  bearerToken,
  isSessionEnded,
  loadServerKeys,
  type AccessTokenClaims,
  type CustomerPrincipal,
} from '#src/modules/identity/index.ts';
import { systemClock, type Clock } from '#src/providers/clock.ts';
import { HttpError } from '#src/result.ts';
import { assertInScope } from './store-scope.ts';

export type { CustomerPrincipal };

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues and verifies customer access tokens (see `requireCustomer`). */
    customerAuth: AccessTokens;
    /** True once the session an access token was issued in has been logged out or revoked. */
    isCustomerSessionEnded(claims: AccessTokenClaims): Promise<boolean>;
  }
  interface FastifyRequest {
    /** Set by `requireCustomer`: the customer and store the access token speaks for. */
    customer: CustomerPrincipal | null;
  }
}

export interface CustomerAuthOptions {
  config: Pick<Config, 'jwtSecret' | 'dataDir'>;
  /** Where sessions are kept: an access token stops working as soon as its session ends. */
  db: Db;
  clock?: Clock;
}

/**
 * Makes `requireCustomer` work in every module: decorates the root instance (the plugin is not
 * encapsulated), so register it once in `buildApp`, before the modules.
 */
export const customerAuthPlugin: FastifyPluginAsync<CustomerAuthOptions> = async (app, options) => {
  const keys = loadServerKeys(options.config);
  app.decorate('customerAuth', new AccessTokens(keys.accessToken, options.clock ?? systemClock));
  // No cache: one lookup on the family index per request (decision 012), so a logout takes effect at once.
  app.decorate('isCustomerSessionEnded', (claims: AccessTokenClaims) =>
    isSessionEnded(options.db, claims.storeId, claims.sessionId),
  );
  app.decorateRequest('customer', null);
};
// Same effect as fastify-plugin: the decorations land on the parent instance.
Object.assign(customerAuthPlugin, { [Symbol.for('skip-override')]: true });

/**
 * Every failure answers 403 `{ message, code: 'FORBIDDEN' }`, a missing token included: the storefront
 * treats 403 (and only 403) as "renew the session once and retry", and logs out when it has no refresh
 * token, so a 401 would strand a shopper whose session is gone.
 */
const forbidden = () => new HttpError(403, 'FORBIDDEN', 'server.sessionExpired');

/**
 * preHandler for customer-only routes: `{ preHandler: requireCustomer }`. Verifies the Bearer access token
 * and that its session has not ended (403 either way, decision 005), then holds every route to one scope
 * rule: a `storeId`, `orgId` or `customerId` in the query, body or path that is not the token's answers 404,
 * as another store's id does everywhere (decision 003). Sets `request.customer`, the only customer a
 * handler acts for.
 */
export async function requireCustomer(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw forbidden();
  const claims = await request.server.customerAuth.verify(token);
  if (!claims || (await request.server.isCustomerSessionEnded(claims))) throw forbidden();
  assertInScope(request, claims);
  request.customer = claims;
}

/** The customer of a request that passed `requireCustomer`. */
export function currentCustomer(request: FastifyRequest): CustomerPrincipal {
  if (!request.customer) throw new Error('requireCustomer must guard this route');
  return request.customer;
}
