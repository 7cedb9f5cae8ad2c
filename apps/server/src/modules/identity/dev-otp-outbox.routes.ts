import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@haat/contract/common/errors';
import { otpOutboxQuerySchema, otpOutboxResponseSchema } from '@haat/contract/identity/identity.schemas';
import type { Db } from '#src/db/connect.ts';
import { notFound } from '#src/result.ts';
import { readOtpOutbox } from '#src/providers/sms/console-outbox.ts';

/**
 * Development only (never registered in production, whatever else is set): the last code the console SMS
 * outbox "sent" to a phone, so a developer or a browser test can log in without a phone.
 */
export const devOtpOutboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/dev/otp-outbox',
    { schema: { querystring: otpOutboxQuerySchema, response: { 200: otpOutboxResponseSchema, 404: apiErrorSchema } } },
    async (request) => {
      const otp = await readOtpOutbox(db, request.query.mobile, request.query.storeId);
      if (!otp) throw notFound('OTP');
      return { otp };
    },
  );
};
