import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { faqsResponseSchema } from '@haat/contract/content/content.schemas';
import { ApiRequestError, api, apiRequest, setApiScope, setAuthHooks } from '#src/lib/api-client.ts';
import type { LazySchema } from '#src/lib/api-client.ts';
import { calledUrl, mockFetch } from '#src/testing/mock-fetch.ts';

/** A schema at hand, as a lazily loaded one. */
const now = <S extends z.ZodType>(schema: S): LazySchema<S> => ({ load: async () => schema });

const ORG = 'org-1';
const STORE = 'store-1';

beforeEach(() => setApiScope({ orgId: ORG, storeId: STORE }));
afterEach(() => {
  setAuthHooks(null);
  vi.unstubAllGlobals();
});

function sentBody(fetchMock: ReturnType<typeof mockFetch>, index = 0): unknown {
  return JSON.parse(String(fetchMock.mock.calls[index]?.[1]?.body));
}

describe('apiRequest query and body rules (spec §7)', () => {
  it('adds orgId and storeId to every GET, next to the caller query', async () => {
    const fetchMock = mockFetch({ '/api/products': { body: [] } });
    await apiRequest('/api/products', { query: { page: 1, categoryId: undefined, ids: ['a', 'b'] } });
    const url = calledUrl(fetchMock);
    expect(url.searchParams.get('orgId')).toBe(ORG);
    expect(url.searchParams.get('storeId')).toBe(STORE);
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.has('categoryId')).toBe(false);
    expect(url.searchParams.getAll('ids')).toEqual(['a', 'b']);
  });

  it('adds storeId to the JSON body of POST, PUT and PATCH and no scope to their query', async () => {
    const fetchMock = mockFetch({ '/api/carts/c1/add-item': { body: {} } });
    for (const method of ['POST', 'PUT', 'PATCH'] as const) {
      await apiRequest('/api/carts/c1/add-item', { method, body: { quantity: 1 } });
    }
    for (let i = 0; i < 3; i += 1) {
      expect(sentBody(fetchMock, i)).toEqual({ storeId: STORE, quantity: 1 });
      expect(calledUrl(fetchMock, i).search).toBe('');
      expect(fetchMock.mock.calls[i]?.[1]?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    }
  });

  it('sends storeId as the only body of a POST without one', async () => {
    const fetchMock = mockFetch({ '/api/x': { body: {} } });
    await api.post('/api/x', now(z.object({ storeId: z.string() })), {});
    expect(sentBody(fetchMock)).toEqual({ storeId: STORE });
  });

  it('takes a body only of the type the contract schema accepts', async () => {
    mockFetch({ '/api/x': { body: {} } });
    const bodySchema = z.object({ quantity: z.number(), storeId: z.string() });
    // @ts-expect-error the compiler refuses a body the contract does not accept (the typecheck runs this line)
    await api.post('/api/x', bodySchema, { quantity: 'one' });
    // @ts-expect-error and a body that leaves out a required field
    await api.post('/api/x', bodySchema, {});
  });

  it('adds storeId (not orgId) to the query of DELETE, with no body', async () => {
    const fetchMock = mockFetch({ '/api/subscriptions/s1': { status: 204 } });
    await api.delete('/api/subscriptions/s1');
    const url = calledUrl(fetchMock);
    expect(url.searchParams.get('storeId')).toBe(STORE);
    expect(url.searchParams.has('orgId')).toBe(false);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
  });

  it('leaves scope values out before the store is known', async () => {
    setApiScope({});
    const fetchMock = mockFetch({ '/api/orgs/lookup': { body: {} } });
    await apiRequest('/api/orgs/lookup', { query: { identifier: 'demo', isFriendlyId: true } });
    expect(calledUrl(fetchMock).search).toBe('?identifier=demo&isFriendlyId=true');
  });
});

describe('apiRequest responses', () => {
  it('parses the answer with the given schema', async () => {
    mockFetch({ '/api/faqs/s1': { body: { faqs: [{ q: 'Q?', a: 'A.', extra: true }] } } });
    const data = await api.get('/api/faqs/s1', now(faqsResponseSchema));
    expect(data).toEqual({ faqs: [{ q: 'Q?', a: 'A.' }] });
  });

  it('rejects an answer that does not match the schema', async () => {
    mockFetch({ '/api/faqs/s1': { body: { faqs: 'none' } } });
    await expect(api.get('/api/faqs/s1', now(faqsResponseSchema))).rejects.toThrow();
  });

  it('throws ApiRequestError with the status and the body message and code', async () => {
    mockFetch({ '/api/stores/x': { status: 404, body: { message: 'Store not found', code: 'NOT_FOUND' } } });
    const error = await apiRequest('/api/stores/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, message: 'Store not found', code: 'NOT_FOUND' });
  });

  it('falls back to the status text when the error body is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
  });

  it('turns a network failure into status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 0 });
  });
});

describe('apiRequest auth seam', () => {
  it('sends the Bearer token from the auth hooks', async () => {
    const fetchMock = mockFetch({ '/api/x': { body: {} } });
    setAuthHooks({ getAccessToken: () => 'token-1', renewAccessToken: async () => true });
    await apiRequest('/api/x');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
  });

  it('renews once on 403 and retries once with the new token', async () => {
    let token = 'old';
    const fetchMock = mockFetch({
      '/api/x': (_url, init) =>
        (init?.headers as Record<string, string>).Authorization === 'Bearer new'
          ? { body: { ok: true } }
          : { status: 403, body: { message: 'Expired', code: 'FORBIDDEN' } },
    });
    const renew = vi.fn(async () => {
      token = 'new';
      return true;
    });
    setAuthHooks({ getAccessToken: () => token, renewAccessToken: renew });
    await expect(apiRequest('/api/x')).resolves.toEqual({ ok: true });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after one renewal when the retry is answered 403 again', async () => {
    const fetchMock = mockFetch({ '/api/x': { status: 403, body: { message: 'Forbidden', code: 'FORBIDDEN' } } });
    const renew = vi.fn(async () => true);
    setAuthHooks({ getAccessToken: () => 't', renewAccessToken: renew });
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 403 });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry when renewal fails, nor for skipAuth requests', async () => {
    const fetchMock = mockFetch({ '/api/x': { status: 403, body: { message: 'Forbidden', code: 'FORBIDDEN' } } });
    const renew = vi.fn(async () => false);
    setAuthHooks({ getAccessToken: () => 't', renewAccessToken: renew });
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 403 });
    await expect(apiRequest('/api/x', { skipAuth: true })).rejects.toMatchObject({ status: 403 });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]?.headers).not.toHaveProperty('Authorization');
  });
});
