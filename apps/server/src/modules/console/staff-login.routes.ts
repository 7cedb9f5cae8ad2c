import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@haat/contract/common/errors';
import {
  consoleMeSchema,
  consoleStoreParamsSchema,
  staffOtpRequestBodySchema,
  staffOtpVerifyBodySchema,
  staffSessionSchema,
} from '@haat/contract/console/staff.schemas';
import { requestOtpResponseSchema } from '@haat/contract/identity/identity.schemas';
import { translate } from '@haat/contract/i18n/translate';
import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/connect.ts';
import { createOtpDeps } from '#src/modules/identity/index.ts';
import { apiLocale } from '#src/plugins/request-locale.ts';
import { currentStaff, requireStaff } from './staff-auth.ts';
import type { Clock } from '#src/providers/clock.ts';
import type { SmsProvider } from '#src/providers/sms/sms-provider.ts';
import { valueOrThrow } from '#src/result.ts';
import { getConsoleMe, requestStaffCode, signInStaff, signOutStaff } from './staff-login.service.ts';

export interface StaffLoginRoutesOptions {
  db: Db;
  config: Config;
  clock: Clock;
  sms: SmsProvider;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/** Signing in to a store's console with a phone and a code, who is signed in, and signing out (decision 036). */
export const staffLoginRoutes: FastifyPluginAsyncZod<StaffLoginRoutesOptions> = async (app, options) => {
  const { db, clock } = options;
  const deps = { db, clock, otp: createOtpDeps(options), tokens: app.staffAuth };

  app.post(
    '/api/stores/:storeId/console/login/request-otp',
    {
      schema: {
        params: consoleStoreParamsSchema,
        body: staffOtpRequestBodySchema,
        response: { 200: requestOtpResponseSchema, ...errors, 502: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const locale = apiLocale(request);
      const { storeId } = request.params;
      const result = await requestStaffCode(deps, storeId, request.body.mobile, request.ip, locale);
      // A wait for the next code is told as a header too, as the shoppers' login does.
      if (!result.ok && result.error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(result.error.retryAfterSeconds));
      }
      return { message: translate(locale, 'server.otpSent'), ...valueOrThrow(result) };
    },
  );

  app.post(
    '/api/stores/:storeId/console/login/verify-otp',
    {
      schema: {
        params: consoleStoreParamsSchema,
        body: staffOtpVerifyBodySchema,
        response: { 200: staffSessionSchema, ...errors },
      },
    },
    async (request) => valueOrThrow(await signInStaff(deps, request.params.storeId, request.body, request.ip)),
  );

  app.get(
    '/api/stores/:storeId/console/me',
    {
      schema: { params: consoleStoreParamsSchema, response: { 200: consoleMeSchema, ...errors } },
      preHandler: requireStaff,
    },
    async (request) => valueOrThrow(await getConsoleMe(db, currentStaff(request))),
  );

  app.post(
    '/api/stores/:storeId/console/logout',
    {
      schema: { params: consoleStoreParamsSchema, response: { 204: z.null(), ...errors } },
      preHandler: requireStaff,
    },
    async (request, reply) => {
      await signOutStaff(deps, currentStaff(request));
      return reply.status(204).send(null);
    },
  );
};
