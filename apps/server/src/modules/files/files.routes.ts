import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

export interface FilesRoutesOptions {
  /** DATA_DIR/files: what the local file storage writes. */
  filesDir: string;
}

const ONE_YEAR = '365d';
const SAFE_PATH = /^\/?([A-Za-z0-9_][A-Za-z0-9._-]*\/)*[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/**
 * `GET /files/…`: stored files. Names carry a content hash (the import and uploads write new names for new
 * bytes), so they are cached for a year as immutable.
 */
export const filesRoutes: FastifyPluginAsync<FilesRoutesOptions> = async (app, { filesDir }) => {
  mkdirSync(filesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: filesDir,
    prefix: '/files/',
    decorateReply: false,
    index: false,
    list: false,
    redirect: false,
    dotfiles: 'deny',
    maxAge: ONE_YEAR,
    immutable: true,
    // `send` already refuses to leave the root; this refuses `..`, dot-files and odd names before it looks.
    allowedPath: (pathName) => SAFE_PATH.test(pathName) && !pathName.includes('..'),
    setHeaders: (response) => {
      // An SVG opened directly must not run script on our origin.
      response.setHeader(
        'Content-Security-Policy',
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      );
      response.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
};
