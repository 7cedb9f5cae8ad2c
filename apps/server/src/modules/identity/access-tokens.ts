import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Clock } from './clock.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'haat';
const AUDIENCE = 'haat-storefront';

/** Who an access token speaks for: one customer of one store. */
export interface CustomerPrincipal {
  customerId: string;
  storeId: string;
}

const claimsSchema = z.object({ sub: z.uuid(), store: z.uuid() });

/** HS256 JWTs, 15 minutes, issuer and audience fixed; only HS256 is accepted (no `alg: none`, no RS/HS mix-up). */
export class AccessTokens {
  constructor(
    private readonly key: Uint8Array,
    private readonly clock: Clock,
  ) {}

  async issue(principal: CustomerPrincipal): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = Math.floor(this.clock().getTime() / 1000);
    const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
    const token = await new SignJWT({ store: principal.storeId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(principal.customerId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, expiresAt: new Date(expiresAt * 1000) };
  }

  /** The principal, or null for anything expired, tampered, malformed or signed otherwise. */
  async verify(token: string): Promise<CustomerPrincipal | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: this.clock(),
        requiredClaims: ['exp', 'sub'],
      });
      const claims = claimsSchema.safeParse(payload);
      return claims.success ? { customerId: claims.data.sub, storeId: claims.data.store } : null;
    } catch {
      return null;
    }
  }
}
