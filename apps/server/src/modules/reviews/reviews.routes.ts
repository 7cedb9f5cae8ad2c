import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@haat/contract/common/errors';
import {
  myReviewSchema,
  productReviewsParamsSchema,
  productReviewsQuerySchema,
  productReviewsSchema,
  saveReviewBodySchema,
} from '@haat/contract/reviews/reviews.schemas';
import type { Db } from '#src/db/connect.ts';
import { currentCustomer, requireCustomer } from '#src/plugins/auth.ts';
import type { CacheBus } from '#src/providers/cache-bus/cache-bus.ts';
import { valueOrThrow } from '#src/result.ts';
import { getMyReview, getProductReviews, saveMyReview } from './reviews.service.ts';

export interface ReviewsRoutesOptions {
  db: Db;
  cacheBus: CacheBus;
}

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * Buyers' ratings and reviews (issue 40, decision 046): a product's reviews for everyone (a cached public
 * read), and the signed-in shopper's own review of it, which they write once and then edit.
 */
export const reviewsRoutes: FastifyPluginAsyncZod<ReviewsRoutesOptions> = async (app, { db, cacheBus }) => {
  app.get(
    '/api/products/:id/reviews',
    {
      config: { publicRead: 'query' },
      schema: {
        params: productReviewsParamsSchema,
        querystring: productReviewsQuerySchema,
        response: { 200: productReviewsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => valueOrThrow(await getProductReviews(db, request.query.storeId, request.params.id)),
  );

  app.get(
    '/api/products/:id/my-review',
    {
      schema: {
        params: productReviewsParamsSchema,
        querystring: productReviewsQuerySchema,
        response: { 200: myReviewSchema, ...errors },
      },
      preHandler: requireCustomer,
    },
    async (request) => valueOrThrow(await getMyReview(db, currentCustomer(request), request.params.id)),
  );

  app.put(
    '/api/products/:id/my-review',
    {
      schema: {
        params: productReviewsParamsSchema,
        body: saveReviewBodySchema,
        response: { 200: myReviewSchema, ...errors },
      },
      preHandler: requireCustomer,
    },
    async (request) => {
      const customer = currentCustomer(request);
      const saved = valueOrThrow(await saveMyReview(db, customer, request.params.id, request.body));
      // The product's average, count and latest reviews changed: every server's cached reads of them go.
      cacheBus.storeChanged(customer.storeId);
      return saved;
    },
  );
};
