import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '#src/config.ts';
import { BOOTSTRAP_LOADER, SCRIPT_LOADER } from '#src/modules/storefront/index.ts';

export interface SecurityHeadersOptions {
  config: Pick<Config, 'webDistDir' | 'fileStorage' | 'production' | 'publicUrl'> & { payments?: Config['payments'] };
}

/** The hosted checkout pages of the real payment providers, shown in the payment dialog's iframe. */
export const PAYMENT_CHECKOUT_ORIGINS = [
  'https://sdk.cashfree.com',
  'https://payments.cashfree.com',
  'https://sandbox.cashfree.com',
  'https://mercury.phonepe.com',
  'https://mercury-t2.phonepe.com',
  'https://api.phonepe.com',
  'https://api-preprod.phonepe.com',
];

/** The API: its answers are about their caller unless their route says how they may be kept. */
const API_PATH = /^\/api(\/|$)/;

/** The gateway emulator's checkout page: our own storefront frames it, nobody else may. */
const FRAMED_BY_SELF = /^\/__gateway(\/|$)/;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Hashes of the built `index.html`'s own inline scripts (the dark-mode pre-paint script). */
function templateScriptHashes(webDistDir: string): string[] {
  const file = path.join(webDistDir, 'index.html');
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc=/i.test(attributes) || /type=["']?application\/json/i.test(attributes)) continue;
    if (match[2]?.trim()) hashes.push(sha256(match[2]));
  }
  return hashes;
}

const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/** The one Content-Security-Policy of every HTML and API answer; `frameAncestors` varies by path. */
export function contentSecurityPolicy(options: SecurityHeadersOptions, frameAncestors: string): string {
  const { config } = options;
  // Files are served and uploaded on our own origin; only S3_PUBLIC_URL (a CDN) serves images from elsewhere.
  const fileOrigins = [originOf(config.fileStorage.s3?.publicUrl)].filter((origin) => origin !== null);
  // A provider pointed elsewhere (sandbox, a remote emulator) is framed and posted to at its configured origin.
  const providerOrigins = Object.values(config.payments ?? {})
    .flatMap((provider) => (provider && typeof provider === 'object' ? Object.entries(provider) : []))
    .filter(([key]) => /url$/i.test(key))
    .map(([, value]) => originOf(typeof value === 'string' ? value : undefined))
    .filter((origin) => origin !== null);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      sha256(BOOTSTRAP_LOADER),
      sha256(SCRIPT_LOADER),
      ...templateScriptHashes(config.webDistDir),
    ],
    // The server writes each store's theme colours as a <style>, and React sets style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...fileOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // The store's service worker and web app manifest come from our own origin (docs/decisions/022); named
    // here rather than left to fall back on script-src, whose inline hashes a worker has no use for.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': ["'self'", ...PAYMENT_CHECKOUT_ORIGINS, ...providerOrigins],
    'form-action': ["'self'", ...PAYMENT_CHECKOUT_ORIGINS, ...providerOrigins],
    'frame-ancestors': [frameAncestors],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/**
 * Security headers on every answer (HTML, API, errors): a CSP the storefront satisfies (scripts only from
 * our origin or by hash; no framing except the emulator's checkout page by our own page), no MIME sniffing,
 * a referrer policy, HSTS in production on an https PUBLIC_URL, and `private, no-store` on API answers.
 * A route that sets its own CSP (stored files are sandboxed) or caching (public reads) keeps it.
 */
export const securityHeadersPlugin: FastifyPluginAsync<SecurityHeadersOptions> = async (app, options) => {
  const denyFraming = contentSecurityPolicy(options, "'none'");
  const selfFraming = contentSecurityPolicy(options, "'self'");
  // TLS ends at a proxy that may not say so (X-Forwarded-Proto), so HTTPS is what PUBLIC_URL promises, not
  // what the request says; a development server or one on plain HTTP must not pin browsers to HTTPS.
  const hsts = options.config.production && options.config.publicUrl?.startsWith('https://') === true;
  app.addHook('onSend', async (request, reply, payload) => {
    // Profiles, orders, carts, wallets, a session's tokens, and refusals of them: no proxy, CDN or shared
    // browser keeps them. Set here, for every API route, so a new customer route cannot forget it; a route
    // alike for everyone says so itself (public reads, enum values, pincodes, messages).
    if (API_PATH.test(request.url) && !reply.hasHeader('cache-control') && !request.routeOptions.config.publicRead) {
      reply.header('cache-control', 'private, no-store');
    }
    const framedBySelf = FRAMED_BY_SELF.test(request.url);
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', framedBySelf ? selfFraming : denyFraming);
    }
    reply.header('x-frame-options', framedBySelf ? 'SAMEORIGIN' : 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    if (hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
};
// Same effect as fastify-plugin: the hook lands on the root instance and so covers every route.
Object.assign(securityHeadersPlugin, { [Symbol.for('skip-override')]: true });
