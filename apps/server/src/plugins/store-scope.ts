import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '#src/db/connect.ts';
import { findStoreOrgId } from '#src/modules/stores/index.ts';
import { customerNotFound, storeNotFound } from '#src/result.ts';

/** The store and org a request is allowed to speak about; on a customer route, the customer too. */
export interface StoreScope {
  storeId: string;
  orgId: string;
  customerId?: string;
}

/** The keys a request names its scope by, at the top of its query, body or path: the only ones checked. */
type ScopeKey = 'storeId' | 'orgId' | 'customerId';

/** The store, org and customer ids a request names (query, body or path), as the client sent them. */
type NamedScope = Record<ScopeKey, string[]>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Marks a public store read (the same answer for every shopper): its store is checked here and its answer
     * may be cached (public-read-cache.ts). Says where the store id is: the `storeId` query value or the
     * `:id` path parameter.
     */
    publicRead?: 'query' | 'params';
  }
  interface FastifyRequest {
    /** Recorded before validation, which drops the values a route's schema does not declare. */
    namedScope: NamedScope | null;
  }
}

/**
 * The one tenancy rule (decision 003): a request answers 404 when any `storeId` or `orgId` it names is not
 * its scope's, and on a customer route when any `customerId` is not the token's: another customer is as
 * unknown as another store. Customer routes take the scope from the access token (`requireCustomer`), public
 * reads from the store they read (`storeScopePlugin`); no module checks it again.
 */
export function assertInScope(request: FastifyRequest, scope: StoreScope): void {
  const named = request.namedScope ?? namedScopeOf(request);
  const foreign = (ids: string[], own: string) => ids.some((id) => id !== own);
  if (foreign(named.storeId, scope.storeId) || foreign(named.orgId, scope.orgId)) throw storeNotFound();
  if (scope.customerId !== undefined && foreign(named.customerId, scope.customerId)) throw customerNotFound();
}

/** The store id of a public read, or undefined when the route is not one (or the id is not plausible). */
export function publicReadStoreId(request: FastifyRequest): string | undefined {
  const where = request.routeOptions.config.publicRead;
  if (!where || request.method !== 'GET') return undefined;
  const source = (where === 'query' ? request.query : request.params) as Record<string, unknown> | undefined;
  const id = where === 'query' ? source?.storeId : source?.id;
  return typeof id === 'string' && id.length > 0 && id.length <= 64 ? id : undefined;
}

export interface StoreScopeOptions {
  db: Db;
}

/** Enough for every store of a large deployment; past it the oldest are looked up again. */
const MAX_REMEMBERED_STORES = 10_000;

/**
 * Records what every request names, and guards every public read (`config.publicRead`): the store must
 * exist and the request must name no other store or org, else 404, before the handler runs. Register once
 * in `buildApp`, before the modules.
 */
export const storeScopePlugin = fp<StoreScopeOptions>(
  async (app, { db }) => {
    // Looked up once per store and server: a store never changes org (an import updates it in place).
    const orgOfStore = new Map<string, string>();
    const lookUpOrg = async (storeId: string): Promise<string | null> => {
      const known = orgOfStore.get(storeId);
      if (known) return known;
      const orgId = await findStoreOrgId(db, storeId);
      if (!orgId) return null;
      if (orgOfStore.size >= MAX_REMEMBERED_STORES) orgOfStore.delete(orgOfStore.keys().next().value ?? '');
      orgOfStore.set(storeId, orgId);
      return orgId;
    };

    app.decorateRequest('namedScope', null);
    app.addHook('preValidation', async (request) => {
      request.namedScope = namedScopeOf(request);
    });
    app.addHook('preHandler', async (request) => {
      if (!request.routeOptions.config.publicRead) return;
      const storeId = publicReadStoreId(request);
      const orgId = storeId ? await lookUpOrg(storeId) : null;
      if (!storeId || !orgId) throw storeNotFound();
      assertInScope(request, { storeId, orgId });
    });
  },
  { name: 'store-scope' },
);

function namedScopeOf(request: FastifyRequest): NamedScope {
  const sources = [request.query, request.body, request.params];
  const named = (key: ScopeKey) => sources.flatMap((source) => valuesOf(source, key));
  return { storeId: named('storeId'), orgId: named('orgId'), customerId: named('customerId') };
}

/** A repeated query key arrives as an array; an empty value counts as absent (the storefront's `orgId=`). */
function valuesOf(source: unknown, key: ScopeKey): string[] {
  if (!source || typeof source !== 'object' || !(key in source)) return [];
  const value = (source as Record<string, unknown>)[key];
  return [value]
    .flat()
    .filter((item) => item !== undefined && item !== null && item !== '')
    .map(String);
}
