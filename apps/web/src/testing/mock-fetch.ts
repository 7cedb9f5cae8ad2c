import { vi } from 'vitest';

export interface MockResponse {
  status?: number;
  body?: unknown;
}

type Handler = (url: URL, init: RequestInit | undefined) => MockResponse | undefined;

/**
 * Replaces global fetch: `routes` maps a path (`GET /api/categories`, or just `/api/categories` for any
 * method) to a response. Unknown paths answer 404 with the contract's error body. Returns the mock to
 * inspect calls.
 */
export function mockFetch(routes: Record<string, MockResponse | Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = init?.method ?? 'GET';
    const route = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    const answer = (typeof route === 'function' ? route(url, init) : route) ?? {
      status: 404,
      body: { message: 'Not found', code: 'NOT_FOUND' },
    };
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URL of the n-th fetch call. */
export function calledUrl(fetchMock: ReturnType<typeof mockFetch>, index = 0): URL {
  const input = fetchMock.mock.calls[index]?.[0];
  return new URL(String(input), 'http://localhost');
}
