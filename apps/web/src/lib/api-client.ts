/**
 * The one fetch wrapper of the storefront. Same origin (the server and the Vite proxy answer /api).
 * Spec §7: every GET adds orgId and storeId as query values; POST, PUT and PATCH add storeId to the
 * body; DELETE adds storeId to the query. Responses are parsed with the caller's contract schema.
 */

import type { z } from 'zod';

/**
 * A contract schema, loaded when an answer is first parsed rather than with the page: the schema library
 * (zod, about 24 KB gzip) stays off a first visit, whose data the server's HTML already carries.
 */
export interface LazySchema<S extends z.ZodType> {
  load(): Promise<S>;
}

/** The schema a LazySchema loads (for naming a write's body type). */
export type Loaded<L> = L extends LazySchema<infer S> ? S : never;

/** `lazySchema(() => import('@haat/contract/x/x.schemas'), 'thingSchema')`: that export, loaded once when needed. */
export function lazySchema<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazySchema<Extract<M[K], z.ZodType>> {
  let loaded: Promise<Extract<M[K], z.ZodType>> | undefined;
  return { load: () => (loaded ??= load().then((module) => module[name] as Extract<M[K], z.ZodType>)) };
}

/**
 * A non-2xx answer: the HTTP status and the server's `message` (the contract's error body `{ message, code }`,
 * already in the page's language). When the store could not be reached, or answered without a message, the
 * message is a catalogue id (`common.unreachable`, `common.tryAgain`): show it with `useTextOf()`.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The answer's JSON, for a refusal that says more than its message (a CSV's bad rows). */
  readonly body: Record<string, unknown> | undefined;

  constructor(status: number, message: string, code?: string, body?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

/** The store the app serves; set once when the store is resolved. */
export interface ApiScope {
  orgId?: string;
  storeId?: string;
}

/**
 * The seam for the identity feature: it plugs in the Bearer token and the 403 renewal (spec §4:
 * a request answered 403 and not yet retried renews the access token once, then retries once).
 */
export interface AuthHooks {
  getAccessToken(): string | null;
  /**
   * Resolves true when a new access token is stored; on false the hook has already logged the user out.
   * `rejectedToken` is the token the 403 answered: if another request renewed meanwhile, no new renewal is needed.
   */
  renewAccessToken(rejectedToken: string | null): Promise<boolean>;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type QueryParams = Record<string, QueryValue>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method?: Method;
  query?: QueryParams;
  /** A JSON object (storeId is added) or FormData/Blob (sent as is). */
  body?: Record<string, unknown> | FormData | Blob;
  schema?: LazySchema<z.ZodType<T>>;
  /** 'blob' for binary answers (the order invoice). */
  responseType?: 'json' | 'blob';
  headers?: Record<string, string>;
  /** No Bearer token and no renewal (the renewal call itself sends the refresh token). */
  skipAuth?: boolean;
  signal?: AbortSignal;
  /** The request outlives the page (logout reloads right after sending). */
  keepalive?: boolean;
}

let scope: ApiScope = {};
/** The page's language: sent as `Accept-Language`, so the server's messages come in it. */
let language: string | null = null;
let authHooks: AuthHooks | null = null;

export function setApiScope(next: ApiScope): void {
  scope = { ...next };
}

export function setApiLanguage(locale: string): void {
  language = locale;
}

export function setAuthHooks(hooks: AuthHooks | null): void {
  authHooks = hooks;
}

/** `/api/x` plus the scope and the caller's query, per the spec's rules for the method. */
export function buildUrl(path: string, method: Method, query: QueryParams = {}): string {
  const scoped: QueryParams =
    method === 'GET'
      ? { orgId: scope.orgId, storeId: scope.storeId }
      : method === 'DELETE'
        ? { storeId: scope.storeId }
        : {};
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...scoped, ...query })) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

function buildBody(method: Method, body: RequestOptions<unknown>['body']): BodyInit | undefined {
  if (method === 'GET' || method === 'DELETE') return undefined;
  if (body instanceof FormData || body instanceof Blob) return body;
  return JSON.stringify({ storeId: scope.storeId, ...body });
}

async function errorFrom(response: Response): Promise<ApiRequestError> {
  // Message ids stand for the client's own texts: where an error is shown, the page puts them into words.
  let message: string = response.statusText || 'common.tryAgain';
  let code: string | undefined;
  let body: Record<string, unknown> | undefined;
  try {
    const data: unknown = await response.json();
    if (data && typeof data === 'object') {
      body = data as Record<string, unknown>;
      if (typeof body.message === 'string' && body.message) message = body.message;
      if (typeof body.code === 'string') code = body.code;
    }
  } catch {
    // Not JSON (a proxy's HTML page): keep the status text.
  }
  return new ApiRequestError(response.status, message, code, body);
}

async function send(
  url: string,
  method: Method,
  options: RequestOptions<unknown>,
): Promise<{ response: Response; token: string | null }> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (language) headers['Accept-Language'] = language;
  const body = buildBody(method, options.body);
  if (typeof body === 'string') headers['Content-Type'] = 'application/json';
  const token = (options.skipAuth ? null : authHooks?.getAccessToken()) ?? null;
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const init: RequestInit = { method, headers, body, signal: options.signal };
    if (options.keepalive) init.keepalive = true;
    return { response: await fetch(url, init), token };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'common.unreachable');
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = buildUrl(path, method, options.query);
  const first = await send(url, method, options);
  let response = first.response;
  // Spec §4: a 403 not yet retried renews the session once and retries once; the retry's 403 is final.
  if (response.status === 403 && !options.skipAuth && authHooks && (await authHooks.renewAccessToken(first.token))) {
    ({ response } = await send(url, method, options));
  }
  if (!response.ok) throw await errorFrom(response);
  if (options.responseType === 'blob') return (await response.blob()) as T;
  if (response.status === 204) return parse(options.schema, undefined);
  const text = await response.text();
  return parse(options.schema, text ? JSON.parse(text) : undefined);
}

async function parse<T>(schema: LazySchema<z.ZodType<T>> | undefined, data: unknown): Promise<T> {
  return schema ? (await schema.load()).parse(data) : (data as T);
}

type Options<T> = Omit<RequestOptions<T>, 'method' | 'schema' | 'body'>;

/** What the endpoint's contract body schema accepts (`z.input`), less the storeId the client adds. */
export type ContractBody<S> = Omit<
  z.input<Extract<S extends LazySchema<infer Loaded> ? Loaded : S, z.ZodType>>,
  'storeId'
>;

/**
 * A write whose body the contract types: the caller names the endpoint's body schema, and the compiler
 * checks the body against it. The schema is there for its type only; the server does the validating.
 */
function contractWrite(method: 'POST' | 'PUT' | 'PATCH') {
  return <S extends z.ZodType, T = unknown>(
    path: string,
    _bodySchema: LazySchema<S>,
    body: NoInfer<ContractBody<S>>,
    schema?: LazySchema<z.ZodType<T>>,
    options?: Options<T>,
  ) => apiRequest<T>(path, { ...options, method, body, schema });
}

/** Shorthands; the schema is required for reads so nothing unparsed reaches a component. */
export const api = {
  get: <T>(path: string, schema: LazySchema<z.ZodType<T>>, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, schema }),
  post: contractWrite('POST'),
  put: contractWrite('PUT'),
  patch: contractWrite('PATCH'),
  delete: <T = unknown>(path: string, schema?: LazySchema<z.ZodType<T>>, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', schema }),
};
