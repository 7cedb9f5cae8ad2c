import type { FastifyInstance } from 'fastify';
import { forOperator, HttpError } from '#src/result.ts';

/**
 * How deeply a JSON request body may nest. The contract's deepest bodies (a subscription's recurrence and its
 * days, a checkout's lines) are 3 levels; store import documents come through the CLI, not HTTP.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * The largest body an API call takes by default. The biggest real ones are a checkout's 100 lines (~7 KB) and
 * an address written in Devanagari (~5 KB); a route that takes more sets its own `bodyLimit`, and uploads are
 * streams that the limit does not touch (file-uploads.routes.ts reads at most what it allows).
 */
export const API_BODY_LIMIT = 16 * 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether JSON text nests deeper than `max`: one pass counting brackets outside strings, so a megabyte of
 * `[[[…` is refused in a millisecond, before JSON.parse builds it and the schema walks it.
 */
export function jsonNestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text.charCodeAt(at);
    if (inString) {
      if (char === BACKSLASH)
        at += 1; // the escaped character cannot end the string
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (OPEN.has(char)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSE.has(char)) {
      depth -= 1;
    }
  }
  return false;
}

/** Fastify's own JSON parser (with its `__proto__` checks), behind the depth check. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestedDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(
        new HttpError(400, 'BAD_REQUEST', forOperator(`JSON body nests deeper than ${MAX_JSON_DEPTH} levels`)),
        undefined,
      );
      return;
    }
    parse(request, body as string, done);
  });
}
