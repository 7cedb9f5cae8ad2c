import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, setApiScope } from '#src/lib/api-client.ts';
import { loadStore, readBootstrap } from '#src/app/load-store.ts';
import { createQueryClient } from '#src/app/query-client.ts';
import { calledUrl, mockFetch } from '#src/testing/mock-fetch.ts';
import { makeBootstrap, STORE_ID } from '#src/testing/store-fixtures.ts';

beforeEach(() => setApiScope({}));
afterEach(() => vi.unstubAllGlobals());

const { lookup, config } = makeBootstrap();
const api = {
  '/api/orgs/lookup': { body: lookup },
  [`/api/store-themes/${STORE_ID}/web-store-config`]: { body: config },
};

function load(hostname: string, pathname: string, bootstrap?: unknown) {
  return loadStore({
    queryClient: createQueryClient(),
    location: { hostname, pathname },
    sharedHosts: ['haat.example'],
    bootstrap,
  });
}

describe('loadStore', () => {
  it('uses the server bootstrap without a round trip', async () => {
    const fetchMock = mockFetch({});
    const bootstrap = makeBootstrap();
    await expect(load('haat.example', '/demo', bootstrap)).resolves.toEqual({
      kind: 'ready',
      bootstrap,
      fromServer: true,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("renders the looked-up store in the shopper's saved language when the store offers it", async () => {
    mockFetch(api);
    document.cookie = 'haat_lang=hi; path=/';
    try {
      const outcome = await load('localhost', '/demo');
      expect(outcome.kind === 'ready' && outcome.bootstrap.locale).toBe('hi');
    } finally {
      document.cookie = 'haat_lang=; path=/; max-age=0';
    }
  });

  it('looks a path-segment store up by friendly id and mounts it under /{friendlyId}', async () => {
    const fetchMock = mockFetch(api);
    const outcome = await load('localhost', '/demo/category/1');
    expect(outcome).toEqual({
      kind: 'ready',
      fromServer: false,
      bootstrap: { lookup, config, basePath: '/demo', locale: 'en' },
    });
    const url = calledUrl(fetchMock, 0);
    expect(url.pathname).toBe('/api/orgs/lookup');
    expect(Object.fromEntries(url.searchParams)).toEqual({ identifier: 'demo', isFriendlyId: 'true' });
    expect(calledUrl(fetchMock, 1).searchParams.get('storeId')).toBe(STORE_ID);
  });

  it('looks a store domain up by host and mounts it at the root', async () => {
    const fetchMock = mockFetch(api);
    const outcome = await load('shop.dairy.example', '/cart');
    expect(outcome).toMatchObject({ kind: 'ready', bootstrap: { basePath: '' } });
    expect(Object.fromEntries(calledUrl(fetchMock, 0).searchParams)).toEqual({
      identifier: 'shop.dairy.example',
      isDomain: 'true',
    });
  });

  it('reports an unknown store with the server status and message', async () => {
    mockFetch({ '/api/orgs/lookup': { status: 404, body: { message: 'Store not found', code: 'NOT_FOUND' } } });
    const outcome = await load('localhost', '/nope');
    expect(outcome.kind).toBe('error');
    const error = (outcome as { error: unknown }).error;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, message: 'Store not found' });
  });

  it('shows the store finder at the shared host root', async () => {
    mockFetch({});
    await expect(load('haat.example', '/')).resolves.toEqual({ kind: 'find-store' });
  });

  it('ignores a malformed bootstrap', () => {
    expect(readBootstrap({ lookup: 'x' })).toBeNull();
    expect(readBootstrap(undefined)).toBeNull();
  });
});
