import { createSecretKey, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Clock } from '#src/providers/clock.ts';
import { staffRoleSchema, type StaffRole } from '@haat/contract/console/staff.schemas';
import { ACCESS_TOKEN_TTL_SECONDS, STAFF_ACCESS_TOKEN_TTL_SECONDS } from './login-limits.ts';

const ISSUER = 'haat';
const AUDIENCE = 'haat-storefront';
/** The shop's console: another audience and another key (decision 036), so no token passes for the other kind. */
const STAFF_AUDIENCE = 'haat-console';

/** Who an access token speaks for: one customer of one store. */
export interface CustomerPrincipal {
  customerId: string;
  storeId: string;
}

/**
 * Everything an access token says: the principal, the org of its store (so a request naming another org is
 * refused without a lookup) and the session it was issued in (its refresh-token family, so logging out or a
 * detected replay ends the access tokens too).
 */
export interface AccessTokenClaims extends CustomerPrincipal {
  orgId: string;
  sessionId: string;
}

const claimsSchema = z.object({ sub: z.uuid(), store: z.uuid(), org: z.uuid(), sid: z.uuid() });

/** HS256 JWTs, 15 minutes, issuer and audience fixed; only HS256 is accepted (no `alg: none`, no RS/HS mix-up). */
export class AccessTokens {
  private readonly key: KeyObject;

  constructor(
    key: Uint8Array,
    private readonly clock: Clock,
  ) {
    // Imported once: given the bytes, jose imports the key again on every sign and verify.
    this.key = createSecretKey(key);
  }

  async issue(principal: AccessTokenClaims): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = Math.floor(this.clock().getTime() / 1000);
    const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
    const token = await new SignJWT({ store: principal.storeId, org: principal.orgId, sid: principal.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(principal.customerId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, expiresAt: new Date(expiresAt * 1000) };
  }

  /**
   * The claims, or null for anything expired, tampered, malformed or signed otherwise. Whether the session
   * was ended since is the caller's question (`requireCustomer` asks the database).
   */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: this.clock(),
        requiredClaims: ['exp', 'sub'],
      });
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) return null;
      const { sub, store, org, sid } = claims.data;
      return { customerId: sub, storeId: store, orgId: org, sessionId: sid };
    } catch {
      return null;
    }
  }
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Who a console token speaks for: one member of one store's staff, in a role, in one sign-in (its session). */
export interface StaffTokenClaims {
  staffId: string;
  storeId: string;
  orgId: string;
  role: StaffRole;
  sessionId: string;
}

const staffClaimsSchema = z.object({
  sub: z.uuid(),
  store: z.uuid(),
  org: z.uuid(),
  role: staffRoleSchema,
  sid: z.uuid(),
});

/**
 * Console tokens: HS256 like the shoppers', but signed with a key of their own and for the console's audience,
 * with the member's role; a working day long. `verify` answers null for a shopper's token as for a forged one.
 */
export class StaffAccessTokens {
  private readonly key: KeyObject;

  constructor(
    key: Uint8Array,
    private readonly clock: Clock,
  ) {
    // Imported once: given the bytes, jose imports the key again on every sign and verify.
    this.key = createSecretKey(key);
  }

  async issue(claims: StaffTokenClaims): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = Math.floor(this.clock().getTime() / 1000);
    const expiresAt = issuedAt + STAFF_ACCESS_TOKEN_TTL_SECONDS;
    const token = await new SignJWT({
      store: claims.storeId,
      org: claims.orgId,
      role: claims.role,
      sid: claims.sessionId,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.staffId)
      .setIssuer(ISSUER)
      .setAudience(STAFF_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, expiresAt: new Date(expiresAt * 1000) };
  }

  async verify(token: string): Promise<StaffTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: STAFF_AUDIENCE,
        currentDate: this.clock(),
        requiredClaims: ['exp', 'sub'],
      });
      const claims = staffClaimsSchema.safeParse(payload);
      if (!claims.success) return null;
      const { sub, store, org, role, sid } = claims.data;
      return { staffId: sub, storeId: store, orgId: org, role, sessionId: sid };
    } catch {
      return null;
    }
  }
}
