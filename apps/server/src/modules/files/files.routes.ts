import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '#src/result.ts';
import { isSafeKey, type FileStorage } from '#src/providers/storage/file-storage.ts';

export interface FilesRoutesOptions {
  storage: FileStorage;
}

/**
 * `GET /files/…`: stored files, from the one file storage every server shares (this server's disk when it
 * runs alone). Names carry a content hash or a random part (imports and uploads write new names for new
 * bytes), so they are cached for a year as immutable.
 */
export const filesRoutes: FastifyPluginAsync<FilesRoutesOptions> = async (app, { storage }) => {
  app.get<{ Params: { '*': string } }>('/files/*', async (request, reply) => {
    const key = request.params['*'];
    // Refuses `..`, dot-files and odd names before the storage is asked.
    const file = isSafeKey(key) ? await storage.read(key) : null;
    if (!file) throw notFound('File');
    return (
      reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        // An SVG opened directly must not run script on our origin.
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(file.body)
    );
  });
};
