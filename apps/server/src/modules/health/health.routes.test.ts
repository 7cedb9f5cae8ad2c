import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { connectDatabase, randomSchemaName } from '../../db/connect.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { DATABASE_SILENT, DRAINING } from './health.routes.ts';
import { createReadiness } from './readiness.ts';

const { app, database, config } = await createTestApp();

describe('GET /healthz', () => {
  it('answers ok', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /readyz', () => {
  it('answers ready while the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 once the server is draining, while other routes still answer, with Connection: close', async () => {
    const readiness = createReadiness();
    const draining = await buildApp({ database, config, readiness });
    expect((await draining.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    readiness.startDraining();
    const response = await draining.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: DRAINING, code: 'UNAVAILABLE' });
    const health = await draining.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.headers.connection).toBe('close');
    await draining.close();
  });

  it('answers 503 when the database does not answer, while /healthz stays ok', async () => {
    // A database of its own, closed under a running app: every query now fails.
    const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
    const closed = await connectDatabase({ databaseUrl, isolatedSchema: databaseUrl ? randomSchemaName() : undefined });
    const cut = await buildApp({ database: closed, config });
    await closed.close();

    const response = await cut.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: DATABASE_SILENT, code: 'UNAVAILABLE' });
    expect((await cut.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await cut.close();
  });
});

describe('unknown routes', () => {
  it('answer 404 with a message and a code', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
  });
});
