import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@haat/contract/common/errors';
import {
  customerSessionSchema,
  logoutBodySchema,
  renewAccessTokenQuerySchema,
  requestOtpBodySchema,
  requestOtpResponseSchema,
  verifyCustomerOtpBodySchema,
} from '@haat/contract/identity/identity.schemas';
import { messages } from '@haat/contract/messages';
import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/connect.ts';
import { bearerToken } from '#src/plugins/auth.ts';
import { HttpError, notFound } from '#src/plugins/error-handler.ts';
import type { SmsProvider } from '#src/providers/sms/sms-provider.ts';
import { AccessTokens } from './access-tokens.ts';
import type { Clock } from '#src/providers/clock.ts';
import { requestOtp, verifyOtp, type RequestOtpError, type VerifyOtpError } from './otp.service.ts';
import { loadServerKeys } from './server-secret.ts';
import { endSession, renewSession, startSession } from './session.service.ts';

export interface IdentityRoutesOptions {
  db: Db;
  config: Config;
  clock: Clock;
  sms: SmsProvider;
}

const sessionExpired = () => new HttpError(401, 'UNAUTHORIZED', 'Your session has expired. Please log in again.');

function requestOtpFailure(error: RequestOtpError): HttpError {
  switch (error.code) {
    case 'STORE_NOT_FOUND':
      return notFound('Store');
    case 'RESEND_TOO_SOON': {
      // The wait grows with each resend (up to 15 minutes): seconds read well only for the first ones.
      const seconds = error.retryAfterSeconds;
      const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
      return new HttpError(429, 'TOO_MANY_REQUESTS', `Please wait ${wait} before requesting another OTP.`);
    }
    case 'SEND_LIMIT_REACHED': {
      const minutes = Math.ceil(error.retryAfterSeconds / 60);
      const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
      return new HttpError(429, 'TOO_MANY_REQUESTS', `Too many OTP requests. Please try again in ${wait}.`);
    }
    case 'SMS_FAILED':
      return new HttpError(502, 'INTERNAL', messages.login.otpSendFailed);
  }
}

function verifyOtpFailure(error: VerifyOtpError): HttpError {
  return error.code === 'STORE_NOT_FOUND'
    ? notFound('Store')
    : new HttpError(401, 'UNAUTHORIZED', messages.login.invalidOtp);
}

/**
 * Phone + OTP login, session renewal and logout (spec §7 Identity). Failures never
 * say whether the phone has an account: a new and a known phone go through exactly the same steps.
 */
export const identityRoutes: FastifyPluginAsyncZod<IdentityRoutesOptions> = async (app, options) => {
  const { db } = options;
  const { clock, sms } = options;
  const keys = loadServerKeys(options.config);
  const otpDeps = { db, clock, sms, otpKey: keys.otpHash, sendsPerIpPerHour: options.config.otpSendsPerIpPerHour };
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
      const result = await requestOtp(otpDeps, request.body, request.ip);
      if (!result.ok) {
        if ('retryAfterSeconds' in result.error) reply.header('retry-after', String(result.error.retryAfterSeconds));
        throw requestOtpFailure(result.error);
      }
      return { message: 'OTP sent', ...result.value };
    },
  );

  app.post(
    '/api/identity/verify-customer-otp',
    { schema: { body: verifyCustomerOtpBodySchema, response: { 200: customerSessionSchema, ...errors } } },
    async (request) => {
      const result = await verifyOtp(otpDeps, request.body);
      if (!result.ok) throw verifyOtpFailure(result.error);
      return startSession(sessionDeps, result.value);
    },
  );

  app.get(
    '/api/identity/renewAccessToken',
    { schema: { querystring: renewAccessTokenQuerySchema, response: { 200: customerSessionSchema, ...errors } } },
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw sessionExpired();
      const result = await renewSession(sessionDeps, token, request.query.storeId);
      if (!result.ok) throw sessionExpired();
      return result.value;
    },
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
