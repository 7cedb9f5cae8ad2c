import { isIPv6 } from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import { forOperator, HttpError } from '#src/result.ts';

const LABEL = /^[a-z0-9_-]{1,63}$/i;
const PORT = /^[1-9][0-9]{0,4}$/;

/** Letters, digits, hyphens and underscores in dot-separated labels: DNS names, IPv4 and container names. */
function isHostName(name: string): boolean {
  const labels = (name.endsWith('.') ? name.slice(0, -1) : name).split('.');
  return name.length <= 253 && labels.every((label) => LABEL.test(label));
}

/**
 * Whether a Host (or trusted X-Forwarded-Host) value is `host[:port]`: a host name, an IPv4 address or a
 * bracketed IPv6 literal, and a port from 1 to 65535. Stricter than RFC 3986's reg-name on purpose (no
 * percent-encoding, quotes or other sub-delims, no userinfo, no zone id): this text is written into pages,
 * links and outbound addresses, so anything a real host name does not need is refused.
 */
export function isWellFormedHost(host: string): boolean {
  const match = /^(\[[^\]]*\]|[^:[\]]+)(?::([^:]*))?$/.exec(host);
  if (!match) return false;
  const [, name = '', port] = match;
  if (port !== undefined && !(PORT.test(port) && Number(port) <= 65_535)) return false;
  if (name.startsWith('[')) {
    const literal = name.slice(1, -1);
    return !literal.includes('%') && isIPv6(literal);
  }
  return isHostName(name);
}

/**
 * Refuses, before any route runs, a request whose host is malformed, with 400 and a message that does not
 * repeat it: pages, canonical links and return addresses may then use `request.host` without re-checking.
 * Fastify reads X-Forwarded-Host (and -Proto) only from a proxy TRUST_PROXY trusts, so that is what is checked.
 * A request without any host (HTTP/1.0) passes: there is nothing to misuse, and the storefront finds no store.
 */
export const hostHeaderPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (request.host !== '' && !isWellFormedHost(request.host)) {
      throw new HttpError(400, 'BAD_REQUEST', forOperator('Invalid Host header'));
    }
    if (request.protocol !== 'http' && request.protocol !== 'https') {
      throw new HttpError(400, 'BAD_REQUEST', forOperator('Invalid X-Forwarded-Proto header'));
    }
  });
};
// Same effect as fastify-plugin: the hook lands on the root instance and so covers every route.
Object.assign(hostHeaderPlugin, { [Symbol.for('skip-override')]: true });
