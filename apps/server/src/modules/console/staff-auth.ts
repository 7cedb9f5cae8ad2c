import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { StaffRole } from '@haat/contract/console/staff.schemas';
import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/connect.ts';
import { bearerToken, loadServerKeys, StaffAccessTokens, type StaffTokenClaims } from '#src/modules/identity/index.ts';
import { assertInScope } from '#src/plugins/store-scope.ts';
import { findSessionStaff } from './staff.repository.ts';
import { systemClock, type Clock } from '#src/providers/clock.ts';
import { HttpError, storeNotFound } from '#src/result.ts';

/** The member a console request acts for: their store and org, their role now, and the sign-in it came from. */
export interface StaffPrincipal {
  staffId: string;
  storeId: string;
  orgId: string;
  role: StaffRole;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues and verifies console tokens (see `requireStaff`). */
    staffAuth: StaffAccessTokens;
    /** The role of the member a token's session speaks for, while it is live and they are on the staff. */
    staffRoleOfSession(claims: StaffTokenClaims): Promise<StaffRole | null>;
  }
  interface FastifyRequest {
    /** Set by `requireStaff`: the member and store the console token speaks for. */
    staff: StaffPrincipal | null;
  }
}

export interface StaffAuthOptions {
  config: Pick<Config, 'jwtSecret' | 'dataDir'>;
  db: Db;
  clock?: Clock;
}

/** Makes `requireStaff` work in every module: register it once in `buildApp`, before the modules. */
export const staffAuthPlugin: FastifyPluginAsync<StaffAuthOptions> = async (app, options) => {
  const clock = options.clock ?? systemClock;
  app.decorate('staffAuth', new StaffAccessTokens(loadServerKeys(options.config).staffAccessToken, clock));
  // No cache, as for shoppers (decision 012): a logout or a removal ends the token at once.
  app.decorate('staffRoleOfSession', async (claims: StaffTokenClaims) => {
    const member = await findSessionStaff(options.db, claims, clock());
    return member?.role ?? null;
  });
  app.decorateRequest('staff', null);
};
// Same effect as fastify-plugin: the decorations land on the parent instance.
Object.assign(staffAuthPlugin, { [Symbol.for('skip-override')]: true });

/**
 * The console has no refresh token, so a token that is missing, expired, forged or ended answers 401 and the
 * console asks for the phone and a code again (decision 036), unlike a shopper's renewable 403.
 */
const signInRequired = () => new HttpError(401, 'UNAUTHORIZED', 'console.signInRequired');

/**
 * preHandler for console routes: `{ preHandler: requireStaff }`. Verifies the Bearer console token and that
 * its session is live and its member still on the staff (401 otherwise), then holds the route to the one
 * scope rule (decision 003): a `storeId` or `orgId` in the path, query or body that is not the token's
 * answers 404. A shopper's token is nobody here: 404 like another store, never the console. Sets
 * `request.staff`, with the member's role as the database has it now.
 */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw signInRequired();
  const claims = await request.server.staffAuth.verify(token);
  if (!claims) {
    if (await request.server.customerAuth.verify(token)) throw storeNotFound();
    throw signInRequired();
  }
  assertInScope(request, claims);
  const role = await request.server.staffRoleOfSession(claims);
  if (!role) throw signInRequired();
  request.staff = {
    staffId: claims.staffId,
    storeId: claims.storeId,
    orgId: claims.orgId,
    role,
    sessionId: claims.sessionId,
  };
}

/** preHandler for the owner's console routes (staff, audit log): `requireStaff`, then 403 for STAFF. */
export async function requireOwner(request: FastifyRequest): Promise<void> {
  await requireStaff(request);
  if (request.staff?.role !== 'OWNER') throw new HttpError(403, 'FORBIDDEN', 'console.ownerOnly');
}

/** The member of a request that passed `requireStaff`. */
export function currentStaff(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new Error('requireStaff must guard this route');
  return request.staff;
}
