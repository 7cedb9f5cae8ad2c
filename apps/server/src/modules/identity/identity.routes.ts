import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@haat/contract/common/errors';
import { translate } from '@haat/contract/i18n/translate';
import {
  customerSessionSchema,
  logoutBodySchema,
  renewAccessTokenQuerySchema,
  requestOtpBodySchema,
  requestOtpResponseSchema,
  verifyCustomerOtpBodySchema,
} from '@haat/contract/identity/identity.schemas';
import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/connect.ts';
import { apiLocale } from '#src/plugins/request-locale.ts';
import type { SmsProvider } from '#src/providers/sms/sms-provider.ts';
import { valueOrThrow } from '#src/result.ts';
import { AccessTokens, bearerToken } from './access-tokens.ts';
import type { Clock } from '#src/providers/clock.ts';
import { createOtpDeps, requestOtp, verifyOtp } from './otp.service.ts';
import { loadServerKeys } from './server-secret.ts';
import { endSession, renewSession, startSession } from './session.service.ts';

export interface IdentityRoutesOptions {
  db: Db;
  config: Config;
  clock: Clock;
  sms: SmsProvider;
}

/**
 * Phone + OTP login, session renewal and logout (spec §7 Identity). Failures never
 * say whether the phone has an account: a new and a known phone go through exactly the same steps.
 */
export const identityRoutes: FastifyPluginAsyncZod<IdentityRoutesOptions> = async (app, options) => {
  const { db } = options;
  const { clock, sms } = options;
  const keys = loadServerKeys(options.config);
  const otpDeps = createOtpDeps({ db, config: options.config, clock, sms });
  const sessionDeps = { db, clock, accessTokens: new AccessTokens(keys.accessToken, clock) };
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

  app.post(
    '/api/identity/request-otp',
    {
      schema: {
        body: requestOtpBodySchema,
        response: { 200: requestOtpResponseSchema, ...errors, 502: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const locale = apiLocale(request);
      const result = await requestOtp(otpDeps, request.body, request.ip, locale);
      // A wait for the next code is told as a header too, beside the mapped status and message.
      if (!result.ok && result.error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(result.error.retryAfterSeconds));
      }
      return { message: translate(locale, 'server.otpSent'), ...valueOrThrow(result) };
    },
  );

  app.post(
    '/api/identity/verify-customer-otp',
    { schema: { body: verifyCustomerOtpBodySchema, response: { 200: customerSessionSchema, ...errors } } },
    async (request) => startSession(sessionDeps, valueOrThrow(await verifyOtp(otpDeps, request.body, request.ip))),
  );

  app.get(
    '/api/identity/renewAccessToken',
    { schema: { querystring: renewAccessTokenQuerySchema, response: { 200: customerSessionSchema, ...errors } } },
    async (request) =>
      valueOrThrow(await renewSession(sessionDeps, bearerToken(request.headers.authorization), request.query.storeId)),
  );

  // Idempotent and silent: 204 for a live, spent, unknown or other store's token alike.
  app.post(
    '/api/identity/logout',
    { schema: { body: logoutBodySchema, response: { 204: z.null(), 400: apiErrorSchema } } },
    async (request, reply) => {
      await endSession(sessionDeps, request.body.refreshToken, request.body.storeId);
      return reply.status(204).send(null);
    },
  );
};
