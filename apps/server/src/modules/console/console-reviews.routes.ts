import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@haat/contract/common/errors';
import { consoleStoreParamsSchema } from '@haat/contract/console/staff.schemas';
import {
  consoleReviewPageSchema,
  consoleReviewParamsSchema,
  consoleReviewSchema,
  consoleReviewsQuerySchema,
} from '@haat/contract/reviews/reviews.schemas';
import { listConsoleReviews } from '#src/modules/reviews/index.ts';
import { valueOrThrow } from '#src/result.ts';
import type { ConsoleRoutesOptions } from './console-orders.routes.ts';
import { setReviewHidden } from './console-reviews.service.ts';
import { currentStaff, requireStaff } from './staff-auth.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Buyers' reviews, for any member of the staff: list them, hide one (it stops showing and counting), show it again. */
export const consoleReviewsRoutes: FastifyPluginAsyncZod<ConsoleRoutesOptions> = async (app, { db, cacheBus }) => {
  app.get(
    '/api/stores/:storeId/console/reviews',
    {
      schema: {
        params: consoleStoreParamsSchema,
        querystring: consoleReviewsQuerySchema,
        response: { 200: consoleReviewPageSchema, ...errors },
      },
      preHandler: requireStaff,
    },
    async (request) => listConsoleReviews(db, currentStaff(request).storeId, request.query),
  );

  for (const [word, hide] of [
    ['hide', true],
    ['show', false],
  ] as const) {
    app.post(
      `/api/stores/:storeId/console/reviews/:reviewId/${word}`,
      {
        schema: { params: consoleReviewParamsSchema, response: { 200: consoleReviewSchema, ...errors } },
        preHandler: requireStaff,
      },
      async (request) => {
        const { storeId, staffId } = currentStaff(request);
        const review = valueOrThrow(await setReviewHidden(db, { storeId, staffId }, request.params.reviewId, hide));
        // The product's page and rating (which search filters on) change on every server.
        cacheBus.storeChanged(storeId);
        return review;
      },
    );
  }
};
