import { formatParamUrl } from '@fastify/swagger';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#src/app.ts';
import { createRecordedApp, routeKey } from '#src/hardening/hardening-world.ts';
import { routeTable, type RouteClass } from '#src/hardening/route-table.ts';
import serverPackage from '#package.json' with { type: 'json' };
import { tags } from './api-tags.ts';
import { CUSTOMER_TOKEN, STAFF_TOKEN } from './openapi-document.ts';

interface Operation {
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  responses: Record<string, unknown>;
}
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
};

/** The kinds a client may call, which the document must describe; the others it must leave out. */
const DOCUMENTED_KINDS: ReadonlySet<RouteClass['kind']> = new Set([
  'public',
  'store-read',
  'customer',
  'signed-upload',
  'webhook',
  'console',
]);

// The development app with everything on: storefront, development routes, gateway emulator, reference page.
const { context, routes } = await createRecordedApp();
const { app, database, config } = context;
const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;

const kindOf = (key: string) => routeTable[key]?.kind;
const operationOf = (method: string, url: string) => document.paths[formatParamUrl(url)]?.[method.toLowerCase()];
const documentedKeys = Object.entries(document.paths).flatMap(([path, operations]) =>
  Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
);

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document named after the server and its version', async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Haat API', version: serverPackage.version });
  });

  it('describes every route of the kinds a client may call, as registered', () => {
    const callable = routes.map(routeKey).filter((key) => DOCUMENTED_KINDS.has(kindOf(key)!));
    // Every such route of the table is registered here, so none is skipped by not existing.
    const tableKeys = Object.keys(routeTable).filter((key) => DOCUMENTED_KINDS.has(kindOf(key)!));
    expect(callable.sort()).toEqual(tableKeys.sort());
    const missing = callable.filter((key) => !operationOf(key.split(' ')[0]!, key.slice(key.indexOf(' ') + 1)));
    expect(missing, 'routes missing from the document').toEqual([]);
    expect(documentedKeys).toHaveLength(callable.length);
  });

  it('leaves out the development routes, the gateway emulator, the storefront and the reference itself', () => {
    const hidden = routes.map(routeKey).filter((key) => !DOCUMENTED_KINDS.has(kindOf(key)!));
    expect(hidden.map(kindOf)).toEqual(expect.arrayContaining(['dev-only', 'emulator', 'storefront', 'api-reference']));
    const shown = hidden.filter((key) => operationOf(key.split(' ')[0]!, key.slice(key.indexOf(' ') + 1)));
    expect(shown).toEqual([]);
    expect(Object.keys(document.paths).filter((path) => /^\/(api\/dev|__gateway|api\/docs)\b/.test(path))).toEqual([]);
  });

  it('tags each operation by its module and asks for each token exactly where its kind of route is', () => {
    const tagNames = tags.map((tag) => tag.name);
    for (const key of routes.map(routeKey).filter((key) => DOCUMENTED_KINDS.has(kindOf(key)!))) {
      const [method, url] = [key.split(' ')[0]!, key.slice(key.indexOf(' ') + 1)];
      const operation = operationOf(method, url)!;
      expect(operation.tags, key).toHaveLength(1);
      expect(tagNames, key).toContain(operation.tags![0]);
      const wants = (token: string) => operation.security?.some((scheme) => token in scheme) ?? false;
      expect(wants(CUSTOMER_TOKEN), key).toBe(kindOf(key) === 'customer');
      expect(wants(STAFF_TOKEN), key).toBe(kindOf(key) === 'console');
      expect(Object.keys(operation.responses), key).toEqual(expect.arrayContaining(['4XX', '5XX']));
    }
  });

  it('is public and the same for everyone: kept, but revalidated', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('the reference page at /api/docs', () => {
  it('is on outside production, reads the same document, under the site’s own Content-Security-Policy', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Haat API reference</title>');
    const csp = String(page.headers['content-security-policy']);
    const home = await app.inject({ method: 'GET', url: '/healthz' });
    expect(csp).toBe(home.headers['content-security-policy']);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css', 'swagger-initializer.js']) {
      expect((await app.inject({ method: 'GET', url: `/api/docs/static/${file}` })).statusCode, file).toBe(200);
    }
    expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).json()).toEqual(document);
  });

  it('is off in production unless API_REFERENCE=on, while the document is always served', async () => {
    for (const apiReference of [false, true]) {
      const production = await buildApp({ database, config: { ...config, production: true, apiReference } });
      try {
        const page = await production.inject({ method: 'GET', url: '/api/docs' });
        expect(page.statusCode, `API_REFERENCE ${apiReference ? 'on' : 'off'}`).toBe(apiReference ? 200 : 404);
        const json = await production.inject({ method: 'GET', url: '/api/openapi.json' });
        expect(json.statusCode).toBe(200);
        expect(Object.keys((json.json() as Document).paths)).toEqual(Object.keys(document.paths));
      } finally {
        await production.close();
      }
    }
  });
});
