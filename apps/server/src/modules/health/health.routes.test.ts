import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';

const { app } = await createTestApp();

describe('GET /healthz', () => {
  it('answers ok', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('unknown routes', () => {
  it('answer 404 with a message and a code', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
  });
});
