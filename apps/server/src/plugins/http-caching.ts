import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import fp from 'fastify-plugin';
import { etagHash, publicReadCache, type PublicReadCacheOptions } from './public-read-cache.ts';

/**
 * HTTP caching for the whole server, registered before the routes:
 * - a weak ETag on every answer and `304 Not Modified` when the client already holds it;
 * - gzip or brotli for answers over 1 KB when the client accepts them (hashed assets come precompressed
 *   from the build and are sent as they are; see the storefront module);
 * - the cache of public store reads (see public-read-cache.ts).
 * The ETag hook runs before compression's, so the tag is of the uncompressed body, equal in every encoding
 * (hence weak).
 */
export const httpCachingPlugin = fp<PublicReadCacheOptions>(
  async (app, options) => {
    // onSend hooks run in this order: tag the body, keep it, then compress what is sent.
    await app.register(fastifyEtag, { weak: true, hashFn: etagHash });
    await app.register(publicReadCache, options);
    await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'http-caching' },
);
