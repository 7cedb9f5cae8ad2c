import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@haat/contract/common/errors';
import type { PaymentProvider } from '@haat/contract/stores/stores.schemas';
import { valueOrThrow } from '#src/result.ts';
import { receiveWebhook } from './payment-webhooks.service.ts';
import type { PaymentsDeps } from './payments.service.ts';

const paramsSchema = z.object({ provider: z.enum(['cashfree', 'phonepe', 'bmspay']) });

/**
 * `POST /api/payments/webhooks/{cashfree|phonepe|bmspay}`: the providers' server-to-server notifications.
 * Signatures are over the exact bytes sent, so this scope keeps every body as the raw string.
 * Answers 200 once handled (also for a payment we do not know: retrying would not help), 401 for a bad
 * signature or one whose timestamp is more than WEBHOOK_TOLERANCE_MS away from now (nothing changes).
 */
export const paymentWebhooksRoutes: FastifyPluginAsyncZod<Omit<PaymentsDeps, 'log'>> = async (app, deps) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(['application/json', '*'], { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/api/payments/webhooks/:provider',
    {
      // The providers decide how long a notification is; kept as text and parsed only once its signature holds.
      bodyLimit: 64 * 1024,
      schema: {
        params: paramsSchema,
        response: { 200: z.object({ received: z.boolean() }), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const provider = request.params.provider.toUpperCase() as PaymentProvider;
      const rawBody = typeof request.body === 'string' ? request.body : '';
      return valueOrThrow(await receiveWebhook({ ...deps, log: request.log }, provider, request.headers, rawBody));
    },
  );
};
