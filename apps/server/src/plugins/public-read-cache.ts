import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CacheBus } from '#src/providers/cache-bus/cache-bus.ts';
import type { Metrics } from '#src/observability/metrics.ts';
import { apiLocale } from './request-locale.ts';
import { publicReadStoreId } from './store-scope.ts';

declare module 'fastify' {
  interface FastifyInstance {
    publicReads: PublicReads;
  }
}

export interface PublicReadCacheOptions {
  /**
   * How long one replica answers a read from memory. It bounds how long a change made through another
   * replica (or the CLI) stays unseen; 0 turns the cache off. See docs/decisions/009-speed.md.
   */
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  /**
   * How far behind the primary a read may be (the replicas' lag bound, DATABASE_REPLICA_MAX_LAG_MS; 0 without
   * replicas). A read built that soon after its store changed may hold a replica's older answer, so it is kept
   * only until that time has passed, not for a whole `ttlMs`.
   */
  readsLagUpToMs?: number;
  /** Announces the changes to stores (here or on another server) that make their cached reads stale. */
  cacheBus?: CacheBus;
  /** Told of each hit and miss while the cache is on, and asked its size at each scrape. */
  metrics?: Pick<Metrics, 'publicReadLookup' | 'watchPublicReadCache'>;
}

export interface PublicReads {
  /** Forgets every cached read of the store on this server; code that changes a store tells the cache bus. */
  invalidateStore(storeId: string): void;
  /**
   * Text every visitor of a store gets alike (a storefront page's HTML, or a read many of its pages show,
   * such as its categories), kept as a public read is: from memory while fresh, built once by concurrent
   * misses, forgotten with the store's reads; `build()` every time when the cache is off. A page is sent
   * with `sendAlike`.
   */
  remember(storeId: string, key: string, build: () => Promise<string>): Promise<AlikeText>;
  /** A page `remember` keeps and is still fresh, without a build: answered before any lookup. */
  keptPage(key: string): AlikeText | undefined;
  /**
   * Sends a remembered text as a cached read is sent: its ETag (304 when the client has it) and its brotli or
   * gzip form, each made once while it is kept. The caller sets its type and caching headers.
   */
  sendAlike(request: FastifyRequest, reply: FastifyReply, text: AlikeText): FastifyReply;
  /**
   * Sends a text `remember` keeps whose start is known before the rest is built (a page's head, before its
   * data is read): `start` leaves at once, compressed as the client accepts and flushed, and the rest follows
   * when it is built (once for concurrent misses, then kept). A build that fails is not kept: `otherwise`
   * ends the text then. The caller sets the status, type and caching headers.
   */
  streamAlike(request: FastifyRequest, reply: FastifyReply, text: StreamedText): FastifyReply;
}

/** What `streamAlike` sends: `start`, then what `rest()` builds, or `otherwise` if it fails. */
export interface StreamedText {
  storeId: string;
  key: string;
  start: string;
  rest: () => Promise<string>;
  otherwise: string;
}

/** A text `remember` gave: `body` is the text itself. */
export type AlikeText = Readonly<Pick<Entry, 'body'>>;

interface Entry {
  key: string;
  storeId: string;
  body: string;
  /** Empty for a text built while the cache is off: then the ETag and compression plugins do their work. */
  etag: string;
  expiresAt: number;
  br?: Buffer;
  gzip?: Buffer;
}

export const PUBLIC_READ_TTL_MS = 5_000;
const CACHE_CONTROL = 'public, no-cache';
/** Below this an answer goes uncompressed, as @fastify/compress's threshold. */
const COMPRESS_FROM_BYTES = 1024;
/** One compression level for kept and streamed answers: brotli 5 is near gzip's speed at a smaller size. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP_OPTIONS = { level: 6 };
/** The longest a request waits for another one asking the same to fill the cache. */
const MAX_WAIT_MS = 2_000;
const filling = Symbol('public read being filled');
interface Fill {
  filled: Promise<void>;
  since: number;
  done: () => void;
}
type Filling = FastifyRequest & { [filling]?: Fill };

/**
 * A read's key: its URL in the language its store texts are asked in (decision 026). A storefront sends its
 * page's language as Accept-Language, so a cached English answer never reaches a Hindi page.
 */
const readKey = (request: FastifyRequest) => `${apiLocale(request)} ${request.url}`;

/** The hash in every answer's weak ETag: @fastify/etag's, and a kept page's, which is tagged once. */
export const etagHash = (payload: string | Buffer) => createHash('sha1').update(payload).digest('base64');

function acceptsEncoding(request: FastifyRequest, encoding: 'br' | 'gzip'): boolean {
  const accepted = request.headers['accept-encoding'];
  return typeof accepted === 'string' && accepted.includes(encoding);
}

function varyByEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
}

/** A stream for an answer written in parts: brotli or gzip as the client accepts, else the text as it is. */
function compressingStream(request: FastifyRequest, reply: FastifyReply) {
  varyByEncoding(reply);
  if (acceptsEncoding(request, 'br')) {
    reply.header('content-encoding', 'br');
    return createBrotliCompress(BROTLI_OPTIONS);
  }
  if (acceptsEncoding(request, 'gzip')) {
    reply.header('content-encoding', 'gzip');
    return createGzip(GZIP_OPTIONS);
  }
  return new PassThrough();
}

/**
 * An in-memory cache of public store reads (catalogue, search, content, store settings), keyed by the
 * request URL and language and grouped by store. A hit is answered before validation and the handler run, with the
 * body's ETag (304 when the client has it) and, once per entry, its brotli or gzip form. Concurrent misses
 * of one URL wait for the first to fill it. Entries live `ttlMs`: replicas need no coordination, and a
 * change is seen everywhere within that time. A change announced on the cache bus (orders, imports) is
 * forgotten at once here, and on every server when the bus is shared (REDIS_URL).
 */
export const publicReadCache = fp<PublicReadCacheOptions>(
  async (app, options) => {
    const ttlMs = options.ttlMs ?? PUBLIC_READ_TTL_MS;
    const maxEntries = options.maxEntries ?? 5_000;
    const maxBytes = options.maxBytes ?? 64 * 2 ** 20;
    const entries = new Map<string, Entry>();
    const readsLagUpToMs = options.readsLagUpToMs ?? 0;
    /** When each store last changed, while that is within `readsLagUpToMs`. */
    const changedAt = new Map<string, number>();
    const expiryOf = (storeId: string) => {
      const now = Date.now();
      const changed = changedAt.get(storeId);
      if (changed !== undefined && now >= changed + readsLagUpToMs) changedAt.delete(storeId);
      return changed !== undefined && now < changed + readsLagUpToMs
        ? Math.min(now + ttlMs, changed + readsLagUpToMs)
        : now + ttlMs;
    };
    const inFlight = new Map<string, Fill>();
    let bytes = 0;
    const { metrics } = options;
    if (ttlMs > 0) metrics?.watchPublicReadCache(() => ({ entries: entries.size, bytes }));
    // A hit is an answer kept, or one another request is building (this one waits and shares it).
    const looked = (kind: 'read' | 'page', hit: boolean) => metrics?.publicReadLookup(kind, hit);

    /** The body in an encoding, made once per entry: only a kept entry's counts towards the cache's size. */
    const encoded = (entry: Entry, encoding: 'br' | 'gzip'): Buffer => {
      let body = entry[encoding];
      if (body) return body;
      body = encoding === 'br' ? brotliCompressSync(entry.body, BROTLI_OPTIONS) : gzipSync(entry.body, GZIP_OPTIONS);
      entry[encoding] = body;
      if (entries.get(entry.key) === entry) bytes += body.length;
      return body;
    };
    /** An entry's body with its ETag, or 304; compressed as the client accepts, adding that to its Vary. */
    const sendEntry = (request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply => {
      reply.header('etag', entry.etag);
      if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
      if (entry.body.length < COMPRESS_FROM_BYTES) return reply.send(entry.body);
      varyByEncoding(reply);
      if (acceptsEncoding(request, 'br')) return reply.header('content-encoding', 'br').send(encoded(entry, 'br'));
      if (acceptsEncoding(request, 'gzip')) {
        return reply.header('content-encoding', 'gzip').send(encoded(entry, 'gzip'));
      }
      return reply.send(entry.body);
    };
    const forget = (key: string) => {
      const entry = entries.get(key);
      if (!entry) return;
      entries.delete(key);
      bytes -= entry.body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);
    };
    const fresh = (key: string) => {
      const entry = entries.get(key);
      if (entry && entry.expiresAt <= Date.now()) forget(key);
      return entry && entry.expiresAt > Date.now() ? entry : undefined;
    };
    const keep = (entry: Entry) => {
      forget(entry.key);
      entries.set(entry.key, entry);
      bytes += entry.body.length;
      // Oldest first: Map keeps insertion order.
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        forget(oldest);
      }
    };

    const building = new Map<string, Promise<Entry>>();
    // Read keys start with a language ('en /api/…'), a page's with 'page ': the two never meet.
    const pageKeyOf = (key: string) => `page ${key}`;
    const publicReads: PublicReads = {
      invalidateStore(storeId: string) {
        if (readsLagUpToMs > 0) changedAt.set(storeId, Date.now());
        for (const [key, entry] of entries) if (entry.storeId === storeId) forget(key);
      },
      // A miss here is not counted: `remember` is asked next, and counts it.
      keptPage(key) {
        const kept = ttlMs > 0 ? fresh(pageKeyOf(key)) : undefined;
        if (kept) looked('page', true);
        return kept;
      },
      remember(storeId, key, build) {
        const pageKey = pageKeyOf(key);
        if (ttlMs <= 0) return build().then((body) => ({ key: pageKey, storeId, body, etag: '', expiresAt: 0 }));
        const entry = fresh(pageKey);
        const pending = building.get(pageKey);
        looked('page', Boolean(entry ?? pending));
        if (entry) return Promise.resolve(entry);
        if (pending) return pending;
        const built = build()
          .then((body) => {
            const etag = `W/"${etagHash(body)}"`;
            const kept = { key: pageKey, storeId, body, etag, expiresAt: expiryOf(storeId) };
            keep(kept);
            return kept;
          })
          .finally(() => building.delete(pageKey));
        building.set(pageKey, built);
        return built;
      },
      sendAlike(request, reply, text) {
        const entry = text as Entry;
        return entry.etag ? sendEntry(request, reply, entry) : reply.send(entry.body);
      },
      streamAlike(request, reply, { storeId, key, start, rest, otherwise }) {
        const kept = publicReads.keptPage(key);
        if (kept) return sendEntry(request, reply, kept as Entry);
        const out = compressingStream(request, reply);
        // A client that went away has had its stream destroyed: there is nothing left to write to.
        const finish = (end: string) => void (out.destroyed || out.end(end));
        out.write(start);
        // zlib holds what it was given until it has enough to compress well: the start must leave now.
        if ('flush' in out) out.flush();
        const whole = publicReads.remember(storeId, key, async () => start + (await rest()));
        // Another request's build began with its own start: if the store changed in between, build ours.
        whole
          .then((text) => (text.body.startsWith(start) ? text.body.slice(start.length) : rest()))
          .then(
            (end) => finish(end),
            (error: unknown) => {
              request.log.error({ err: error }, 'a streamed page could not be finished; it ends without its data');
              finish(otherwise);
            },
          );
        return reply.send(out);
      },
    };
    app.decorate('publicReads', publicReads);
    options.cacheBus?.onStoreChanged((storeId) => publicReads.invalidateStore(storeId));
    // A public read's store texts follow Accept-Language, for browsers' and the service worker's caches too
    // (compression adds accept-encoding).
    app.addHook('onRequest', async (request, reply) => {
      if (publicReadStoreId(request)) reply.header('vary', 'accept-language');
    });
    if (ttlMs <= 0) return;

    const answer = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
      reply.header('cache-control', CACHE_CONTROL).header('content-type', 'application/json; charset=utf-8');
      return sendEntry(request, reply, entry);
    };

    app.addHook('onRequest', async (request, reply) => {
      if (!publicReadStoreId(request)) return;
      const key = readKey(request);
      let entry = fresh(key);
      if (!entry) {
        const pending = inFlight.get(key);
        // A fill that has not answered within the wait (an aborted request) no longer holds others back.
        if (!pending || Date.now() - pending.since > MAX_WAIT_MS) {
          let done!: () => void;
          const fill = { filled: new Promise<void>((resolve) => (done = resolve)), since: Date.now(), done };
          inFlight.set(key, fill);
          (request as Filling)[filling] = fill;
          looked('read', false);
          return;
        }
        await Promise.race([pending.filled, delay(MAX_WAIT_MS, undefined, { ref: false })]);
        entry = fresh(key);
        if (!entry) {
          looked('read', false); // the first one failed: this one asks on its own
          return;
        }
      }
      looked('read', true);
      answer(request, reply, entry);
      return reply;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!(request as Filling)[filling]) return payload;
      const storeId = publicReadStoreId(request);
      if (storeId && reply.statusCode === 200 && typeof payload === 'string') {
        reply.header('cache-control', CACHE_CONTROL);
        const etag = String(reply.getHeader('etag') ?? '');
        if (etag) keep({ key: readKey(request), storeId, body: payload, etag, expiresAt: expiryOf(storeId) });
      }
      return payload;
    });

    app.addHook('onResponse', async (request) => {
      const fill = (request as Filling)[filling];
      if (!fill) return;
      const key = readKey(request);
      if (inFlight.get(key) === fill) inFlight.delete(key);
      fill.done();
    });
  },
  { name: 'public-read-cache' },
);
