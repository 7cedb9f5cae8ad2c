import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '#src/config.ts';
import { stores } from '#src/db/schema/index.ts';
import {
  changedTables,
  createRecordedApp,
  createWorld,
  routeKey,
  snapshot,
  type Caller,
  type CollectedRoute,
} from './hardening-world.ts';
import { mustRefuse } from './must-refuse.ts';
import { routeTable, type Probe } from './route-table.ts';

/**
 * Bad input for every endpoint: a valid request from the route table, then broken field by field (missing,
 * wrong types, huge, negative and fractional numbers, unicode, SQL and HTML metacharacters) and as a whole
 * (not JSON, wrong content type, 10 MB). Every answer must be below 500; every 4xx carries a message and
 * leaves the database as it was. What must be refused is decided without the route's schema: broken bodies,
 * malformed ids, negative or fractional quantities, and the spec's rules per route in `must-refuse.ts`.
 */
const { context, routes } = await createRecordedApp();
const world = await createWorld(context);
const { app, db } = world;
const tally = {
  routes: 0,
  sent: 0,
  rejected: 0,
  accepted: 0,
  fiveHundreds: 0,
  unchangedChecks: 0,
  quantities: 0,
  refusals: 0,
};
let problems: string[] = [];
const allProblems: string[] = [];
beforeEach(() => {
  problems = [];
});

afterAll(() => {
  if (allProblems.length) console.log(allProblems.join('\n'));
  console.log(
    `bad input: ${tally.routes} routes, ${tally.sent} bad inputs sent (${tally.rejected} answered 4xx, ${tally.accepted} accepted as valid text), ` +
      `${tally.quantities} negative/fractional quantities, ${tally.refusals} spec refusals, ${tally.unchangedChecks} database-unchanged checks, ${tally.fiveHundreds} 500s`,
  );
});

const HUGE = 'x'.repeat(100_000);
const valueMutations: Array<[string, unknown]> = [
  ['number', 12345],
  ['boolean', true],
  ['null', null],
  ['object', { $gt: '' }],
  ['array', ['a', 1]],
  ['huge string', HUGE],
  ['negative', -1],
  ['fractional', 1.5],
  ['huge number', 1e308],
  ['unicode', '😀 ಕನ್ನಡ \u202e\u0000 ₹'],
  ['sql', "' OR '1'='1'; DROP TABLE orders; --"],
  ['html', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
];
const queryMutations: Array<[string, string]> = [
  ['empty', ''],
  ['huge', HUGE.slice(0, 6000)],
  ['negative', '-1'],
  ['fractional', '1.5'],
  ['word', 'abc'],
  ['unicode', '😀%E2%80%AE'],
  ['sql', encodeURIComponent("' OR 1=1 --")],
  ['html', encodeURIComponent('<script>alert(1)</script>')],
];
const QUANTITY = /quantity|qty|page|size|addressIndex|fileSize|rating|price/i;

interface Attempt {
  what: string;
  method: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Decided without the route's schema: a broken body or id, a bad quantity, a rule of the spec. */
  mustReject: boolean;
}

async function attempt(caller: Caller | null, a: Attempt): Promise<LightMyRequestResponse> {
  const before = await snapshot(db);
  const response = await app.inject({
    method: a.method as 'POST',
    url: a.url,
    headers: { ...(caller ? { authorization: `Bearer ${caller.session.accessToken}` } : {}), ...a.headers },
    ...(a.payload === undefined ? {} : { payload: a.payload as string }),
  });
  tally.sent += 1;
  const where = `${a.method} ${a.url.slice(0, 120)} [${a.what}] → ${response.statusCode} ${response.body.slice(0, 160)}`;
  if (response.statusCode >= 500) {
    tally.fiveHundreds += 1;
    problems.push(where);
    allProblems.push(where);
    return response;
  }
  if (response.statusCode >= 400) {
    tally.rejected += 1;
    if (typeof (safeJson(response) as { message?: unknown })?.message !== 'string')
      problems.push(`no message: ${where}`);
    tally.unchangedChecks += 1;
    const changed = changedTables(before, await snapshot(db));
    if (changed.length) problems.push(`refused but changed ${changed.join(',')}: ${where}`);
  } else {
    tally.accepted += 1;
    if (a.mustReject) problems.push(`accepted what it must refuse: ${where}`);
  }
  return response;
}

function safeJson(response: LightMyRequestResponse): unknown {
  try {
    return response.json();
  } catch {
    return null;
  }
}

/** Each top-level field and each field one level down, replaced by `value` (or removed when `undefined`). */
function* fieldMutations(body: Record<string, unknown>): Generator<[string, Record<string, unknown>]> {
  for (const [key, current] of Object.entries(body)) {
    if (key === 'storeId') continue; // the isolation suite owns store ids
    const removed = { ...body };
    delete removed[key];
    yield [`${key} missing`, removed];
    for (const [label, value] of valueMutations) yield [`${key}: ${label}`, { ...body, [key]: value }];
    if (current && typeof current === 'object' && !Array.isArray(current)) {
      for (const [inner, child] of fieldMutations(current as Record<string, unknown>)) {
        yield [`${key}.${inner}`, { ...body, [key]: child }];
      }
    }
    if (Array.isArray(current) && current[0] && typeof current[0] === 'object') {
      for (const [inner, child] of fieldMutations(current[0] as Record<string, unknown>)) {
        yield [`${key}[0].${inner}`, { ...body, [key]: [child] }];
      }
    }
  }
}

function callerFor(key: string): Caller | null {
  const entry = routeTable[key];
  if (entry?.kind === 'console') return world.console.A.owner;
  return entry?.kind === 'customer' ? world.ownerA.shopper : null;
}

function probeFor(key: string): Probe | null {
  const entry = routeTable[key];
  if (!entry) return null;
  if (entry.kind === 'public') return entry.probe?.(world) ?? null;
  if (entry.kind === 'store-read') return entry.probe(world, 'A');
  if (entry.kind === 'customer' || entry.kind === 'signed-upload') return entry.probe(world, world.ownerA);
  if (entry.kind === 'console') return entry.probe(world, 'A');
  return null;
}

const probed = routes
  .filter((route) => route.method !== 'GET' || route.schema?.querystring || route.schema?.params)
  .map((route) => [routeKey(route), route] as [string, CollectedRoute])
  .filter(([key]) => probeFor(key) !== null);

describe('bad input on every endpoint', () => {
  it.each(probed)('%s answers 4xx with a message and changes nothing', async (key, route) => {
    tally.routes += 1;
    const probe = probeFor(key)!;
    const caller = callerFor(key);
    const [pathPart, queryPart = ''] = probe.url.split('?');
    const query = new URLSearchParams(queryPart);

    if (probe.body) {
      for (const [what, body] of fieldMutations(probe.body)) {
        // A quantity, a position or a page is a whole number of at least 1 (spec §9); other broken fields are
        // judged by the spec's rules per route (must-refuse.ts) and here only for 500s and messages.
        const badQuantity = /: (negative|fractional)$/.test(what) && QUANTITY.test(what.split(':')[0]!);
        tally.quantities += badQuantity ? 1 : 0;
        await attempt(caller, { what, method: route.method, url: probe.url, payload: body, mustReject: badQuantity });
      }
      for (const [what, payload, headers] of [
        ['not JSON', '{"broken": ', { 'content-type': 'application/json' }],
        ['JSON array', '[1,2,3]', { 'content-type': 'application/json' }],
        ['JSON null', 'null', { 'content-type': 'application/json' }],
        ['text/plain', 'hello', { 'content-type': 'text/plain' }],
        ['form', 'a=1&b=2', { 'content-type': 'application/x-www-form-urlencoded' }],
        ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`, { 'content-type': 'application/json' }],
        [
          '10 MB',
          JSON.stringify({ ...probe.body, pad: 'x'.repeat(10 * 1024 * 1024) }),
          { 'content-type': 'application/json' },
        ],
      ] as Array<[string, string, Record<string, string>]>) {
        const response = await attempt(caller, {
          what,
          method: route.method,
          url: probe.url,
          payload,
          headers,
          mustReject: true,
        });
        if (what === '10 MB' && route.url.startsWith('/api/')) expect(response.statusCode).toBe(413);
      }
    }

    for (const name of [...query.keys()]) {
      if (name === 'storeId') continue;
      const without = new URLSearchParams(query);
      without.delete(name);
      await attempt(caller, {
        what: `?${name} missing`,
        method: route.method,
        url: `${pathPart}?${without}`,
        mustReject: false,
      });
      for (const [label, value] of queryMutations) {
        const raw = `${pathPart}?${[...query].map(([k, v]) => (k === name ? `${k}=${value}` : `${k}=${encodeURIComponent(v)}`)).join('&')}`;
        if (label === 'negative' || label === 'fractional') tally.quantities += QUANTITY.test(name) ? 1 : 0;
        await attempt(caller, {
          what: `?${name}: ${label}`,
          method: route.method,
          url: raw,
          mustReject: false,
        });
      }
      await attempt(caller, {
        what: `?${name} twice`,
        method: route.method,
        url: `${probe.url}&${name}=${encodeURIComponent(query.get(name) ?? '')}`,
        mustReject: false,
      });
    }

    // Path parameters: every UUID in the path made malformed, SQL, huge.
    const ids = pathPart!.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [];
    for (const id of new Set(ids)) {
      for (const [label, value] of [
        ['malformed id', 'not-an-id'],
        ['sql id', encodeURIComponent("1' OR '1'='1")],
        ['huge id', 'a'.repeat(5000)],
        ['unicode id', encodeURIComponent('😀')],
      ]) {
        await attempt(caller, {
          what: label!,
          method: route.method,
          url: probe.url.replace(id, value!),
          payload: probe.body,
          mustReject: true,
        });
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('inputs the spec refuses, per route', () => {
  // As the route table does for the probes: a new route that takes input cannot skip the spec's rules.
  it('has an entry for every route that takes input, and none for any other', () => {
    const takesInput = new Set(probed.map(([key]) => key));
    expect([...takesInput].filter((key) => !mustRefuse[key]?.length)).toEqual([]);
    expect(Object.keys(mustRefuse).filter((key) => !takesInput.has(key))).toEqual([]);
  });

  it.each(probed.filter(([key]) => mustRefuse[key]))('%s refuses each with a 4xx and a message', async (key, route) => {
    const probe = probeFor(key)!;
    for (const refusal of mustRefuse[key]!) {
      const bad = refusal.bad(probe);
      tally.refusals += 1;
      await attempt(callerFor(key), {
        what: refusal.what,
        method: route.method,
        url: bad.url,
        payload: bad.body,
        mustReject: true,
      });
    }
    expect(problems).toEqual([]);
  });
});

describe('client mistakes outside any route', () => {
  it('answers 4xx with a message to unknown routes, odd paths and methods', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/products'],
      ['DELETE', '/api/orders'],
      ['GET', '/api/%'],
      ['GET', '/api/products/%E0%A4%A'],
      ['GET', `/api/${'a'.repeat(10_000)}`],
      ['PUT', '/files/uploads/x/y/z'],
    ] as const) {
      await attempt(null, { what: 'odd path', method, url, mustReject: true });
    }
    expect(problems).toEqual([]);
  });

  it('never answers 500 to odd storefront paths', async () => {
    const odd = ['/%', `/${'z'.repeat(5000)}`, '/<script>alert(1)</script>', "/x'--/products/1", '/demo/%00'];
    odd.push(
      '/files/../../etc/passwd',
      '/files/%2e%2e/secrets.json',
      '/assets/%2e%2e/index.html',
      '/%2e%2e/%2e%2e/etc/passwd',
    );
    for (const url of odd) {
      const response = await app.inject({ method: 'GET', url });
      tally.sent += 1;
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body).not.toMatch(/root:|jwtSecret|"accessToken"/);
      expect(response.body).not.toContain('<script>alert(1)</script>');
    }
  });
});

describe('rich text from stores', () => {
  it('is sanitised on output', async () => {
    await db
      .update(stores)
      .set({
        privacyPolicy:
          '<p onclick="steal()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe><style>body{}</style>',
      })
      .where(eq(stores.id, world.shopA.storeId));
    const policies = await app.inject({ method: 'GET', url: `/api/stores/${world.shopA.storeId}/policies` });
    const text = JSON.stringify(policies.json());
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<iframe', '<style'])
      expect(text).not.toContain(bad);
    expect(text).toContain('Hi');
  });

  it('reaches the DOM as HTML only through the sanitised policies', () => {
    const webSrc = path.join(paths.repoRoot, 'apps/web/src');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) {
          if (name !== '__tests__') walk(file);
        } else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) {
          const source = readFileSync(file, 'utf8');
          if (/dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML|document\.write/.test(source)) {
            offenders.push(path.relative(webSrc, file));
          }
        }
      }
    };
    walk(webSrc);
    // The policy page renders `GET /api/stores/{id}/policies`, which the server sanitises (test above).
    expect(offenders).toEqual(['features/policies/components/policy-page.tsx']);
  });
});
