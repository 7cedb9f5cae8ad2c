import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@haat/contract/common/errors';
import { idSchema } from '@haat/contract/common/ids';
import {
  fileUploadUrlSchema,
  generateFileUploadUrlBodySchema,
  uploadQuerySchema,
  uploadResponseSchema,
} from '@haat/contract/files/files.schemas';
import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/connect.ts';
import type { Clock } from '#src/providers/clock.ts';
import { currentCustomer, requireCustomer } from '#src/plugins/auth.ts';
import type { FileStorage } from '#src/providers/storage/file-storage.ts';
import { valueOrThrow } from '#src/result.ts';
import { issueUploadUrl, receiveUpload } from './file-uploads.service.ts';
import { readAtMost } from './read-at-most.ts';
import { uploadSigningKey } from './upload-signing-key.ts';

export interface FileUploadsRoutesOptions {
  db: Db;
  config: Pick<Config, 'jwtSecret' | 'dataDir'>;
  storage: FileStorage;
  clock: Clock;
}

const uploadParamsSchema = z.object({
  storeId: idSchema,
  customerId: idSchema,
  fileName: z.string().regex(/^[a-z0-9][a-z0-9.-]*$/),
});

/**
 * `POST /api/common/generate-file-upload-url` (spec §7) signs an upload address for the signed-in customer;
 * `PUT /files/uploads/…` at that address, on any server, checks the image and writes it to the file
 * storage, from which `GET /files/…` (files.routes.ts) serves it.
 */
export const fileUploadsRoutes: FastifyPluginAsyncZod<FileUploadsRoutesOptions> = async (
  app,
  { db, config, storage, clock },
) => {
  const signingKey = uploadSigningKey(config);

  app.post(
    '/api/common/generate-file-upload-url',
    {
      schema: {
        body: generateFileUploadUrlBodySchema,
        response: { 200: fileUploadUrlSchema, 400: apiErrorSchema, 403: apiErrorSchema, 413: apiErrorSchema },
      },
      preHandler: requireCustomer,
    },
    async (request) => valueOrThrow(issueUploadUrl(signingKey, currentCustomer(request), request.body, clock())),
  );

  await app.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();
    // This scope alone takes any body as a stream: the handler checks the signature before reading it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.put(
      '/files/uploads/:storeId/:customerId/:fileName',
      {
        schema: {
          params: uploadParamsSchema,
          querystring: uploadQuerySchema,
          response: { 200: uploadResponseSchema },
        },
      },
      async (request, reply) => {
        const { storeId, customerId, fileName } = request.params;
        const length = request.headers['content-length'];
        const result = await receiveUpload(
          { db, storage, signingKey },
          {
            key: `uploads/${storeId}/${customerId}/${fileName}`,
            ...request.query,
            contentType: request.headers['content-type']?.split(';')[0]?.trim().toLowerCase(),
            contentLength: length === undefined ? undefined : Number(length),
            readBody: (limit) => readAtMost(request.body as Readable | undefined, limit),
          },
          clock(),
        );
        // A refused body may be unread: close the connection after the answer rather than drain it.
        if (!result.ok) reply.header('Connection', 'close');
        return valueOrThrow(result);
      },
    );
  });
};
