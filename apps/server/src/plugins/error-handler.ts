import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@haat/contract/common/errors';
import { translate, translateIfId, type Text } from '@haat/contract/i18n/translate';
import { isDatabaseUnavailable } from '#src/db/database-errors.ts';
import { FileStorageUnavailable } from '#src/providers/storage/file-storage.ts';
import { apiLocale } from '#src/plugins/request-locale.ts';
import type { Metrics } from '#src/observability/metrics.ts';

/**
 * An expected failure a handler chose to answer with; anything else thrown is a 500 with details hidden. Its
 * message is a catalogue id or a `Text` when a shopper reads it (answered in the caller's language; the
 * error's own `message` is then the English, for logs), or plain English for developers.
 */
export class HttpError extends Error {
  readonly text: Text | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string | Text,
  ) {
    super(typeof message === 'string' ? message : translate('en', message));
    this.text = typeof message === 'string' ? undefined : message;
  }
}

export const notFound = (what = 'Resource') => new HttpError(404, 'NOT_FOUND', `${what} not found`);
/** The store a request names does not exist (or is not the one it is scoped to): a shopper may read it. */
export const storeNotFound = () => new HttpError(404, 'NOT_FOUND', 'server.storeNotFound');
/** The customer a request names is not the one its access token speaks for: as unknown as a missing one. */
export const customerNotFound = () => new HttpError(404, 'NOT_FOUND', 'server.customerNotFound');

const codeByStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'BAD_REQUEST',
  429: 'TOO_MANY_REQUESTS',
};

/** Every error leaves as `{ message, code }`; client mistakes keep their 4xx, everything else is a bland 500. */
export function registerErrorHandler(app: FastifyInstance, metrics?: Pick<Metrics, 'databaseUnavailable'>): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Shopper-visible messages are catalogue ids: answered in the caller's language (others as they are).
    const say = (message: string) => translateIfId(apiLocale(request), message);
    if (error instanceof HttpError) {
      const message = error.text ? translate(apiLocale(request), error.text) : say(error.message);
      return reply.status(error.statusCode).send({ message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = first?.instancePath
        ? `${error.validationContext ?? 'request'}${first.instancePath.replaceAll('/', '.')}`
        : error.validationContext;
      const message = first ? `${where ? `${where}: ` : ''}${say(first.message ?? '')}` : 'Invalid request';
      return reply.status(400).send({ message, code: 'BAD_REQUEST' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ message: say('common.somethingWentWrong'), code: 'INTERNAL' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message, code: codeByStatus[status] ?? 'BAD_REQUEST' });
    }
    const databaseUnavailable = isDatabaseUnavailable(error);
    if (databaseUnavailable || error instanceof FileStorageUnavailable) {
      // The file storage counts its own failures where it makes the call (counted-file-storage.ts).
      if (databaseUnavailable) metrics?.databaseUnavailable();
      request.log.warn({ err: error }, 'database or file storage unavailable');
      return reply
        .header('retry-after', '5')
        .status(503)
        .send({ message: say('common.unavailable'), code: 'UNAVAILABLE' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: say('common.somethingWentWrong'), code: 'INTERNAL' });
  });

  // PostgreSQL text cannot hold U+0000: refused here as a client mistake rather than failing the INSERT.
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.body) || holdsNul(request.query)) {
      throw new HttpError(400, 'BAD_REQUEST', 'Text must not contain NUL characters');
    }
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' }),
  );
}

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 20) return false;
  // Parsed JSON and query strings only: an upload's body stream is bytes, not text.
  const prototype = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).some((item) => holdsNul(item, depth + 1));
}
