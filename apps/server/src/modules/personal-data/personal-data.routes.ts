import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@haat/contract/common/errors';
import { customerParamsSchema, customerQuerySchema } from '@haat/contract/customers/customers.schemas';
import {
  accountDeletionOtpBodySchema,
  deleteAccountBodySchema,
  personalDataSchema,
} from '@haat/contract/customers/personal-data.schemas';
import { requestOtpResponseSchema } from '@haat/contract/identity/identity.schemas';
import { translate } from '@haat/contract/i18n/translate';
import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/connect.ts';
import { createOtpDeps } from '#src/modules/identity/index.ts';
import { currentCustomer, requireCustomer } from '#src/plugins/auth.ts';
import { apiLocale } from '#src/plugins/request-locale.ts';
import type { CacheBus } from '#src/providers/cache-bus/cache-bus.ts';
import type { Clock } from '#src/providers/clock.ts';
import type { SmsProvider } from '#src/providers/sms/sms-provider.ts';
import type { FileStorage } from '#src/providers/storage/file-storage.ts';
import { valueOrThrow } from '#src/result.ts';
import { deleteOwnAccount, requestDeletionCode } from './account-deletion.service.ts';
import { exportOwnData } from './data-export.service.ts';

export interface PersonalDataRoutesOptions {
  db: Db;
  config: Config;
  clock: Clock;
  cacheBus: CacheBus;
  sms: SmsProvider;
  storage: FileStorage;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * A shopper's rights over their data in this store (decision 029): a copy of it as a JSON file, and erasure
 * of the account, confirmed with a code sent for that alone to the phone they log in with.
 */
export const personalDataRoutes: FastifyPluginAsyncZod<PersonalDataRoutesOptions> = async (app, options) => {
  const { db, clock } = options;
  const otp = createOtpDeps(options);

  app.get(
    '/api/customers/:customerId/personal-data',
    {
      schema: {
        params: customerParamsSchema,
        querystring: customerQuerySchema,
        response: { 200: personalDataSchema, ...errors },
      },
      preHandler: requireCustomer,
    },
    async (request, reply) => {
      const file = valueOrThrow(await exportOwnData(db, currentCustomer(request), clock(), apiLocale(request)));
      reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
      return file.data;
    },
  );

  app.post(
    '/api/customers/:customerId/deletion-otp',
    {
      schema: {
        params: customerParamsSchema,
        body: accountDeletionOtpBodySchema,
        response: { 200: requestOtpResponseSchema, ...errors, 409: apiErrorSchema, 429: apiErrorSchema },
      },
      preHandler: requireCustomer,
    },
    async (request, reply) => {
      const locale = apiLocale(request);
      const deps = { otp, storage: options.storage, log: request.log };
      const result = await requestDeletionCode(deps, currentCustomer(request), request.ip, locale);
      // As with a login code: the wait is told as a header too.
      if (!result.ok && result.error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(result.error.retryAfterSeconds));
      }
      return { message: translate(locale, 'server.otpSent'), ...valueOrThrow(result) };
    },
  );

  app.post(
    '/api/customers/:customerId/delete',
    {
      schema: {
        params: customerParamsSchema,
        body: deleteAccountBodySchema,
        response: { 204: z.null(), ...errors, 409: apiErrorSchema },
      },
      preHandler: requireCustomer,
    },
    async (request, reply) => {
      const deps = { otp, storage: options.storage, log: request.log };
      const customer = currentCustomer(request);
      valueOrThrow(await deleteOwnAccount(deps, customer, request.body.otp, request.ip));
      // Their reviews went with the account: the products' ratings and pages every server keeps changed.
      options.cacheBus.storeChanged(customer.storeId);
      return reply.status(204).send(null);
    },
  );
};
