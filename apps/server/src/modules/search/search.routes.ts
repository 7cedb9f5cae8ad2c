import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productSearchPageSchema, productSearchQuerySchema } from '@haat/contract/catalogue/catalogue.schemas';
import type { Db } from '#src/db/connect.ts';
import { sendJsonBody } from '#src/json-body.ts';
import { apiLocale } from '#src/plugins/request-locale.ts';
import { searchProducts } from './search.service.ts';

export interface SearchRoutesOptions {
  db: Db;
}

/**
 * Answers productSearchPageSchema as the database's JSON text (decision 020): the schema describes it in the
 * API's document, and search.routes.test.ts checks it (a string is not serialised on the way out).
 */
export const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, { db }) => {
  app.get(
    '/api/search/products',
    {
      config: { publicRead: 'query' },
      schema: { querystring: productSearchQuerySchema, response: { 200: productSearchPageSchema } },
    },
    async (request, reply) => sendJsonBody(reply, await searchProducts(db, request.query, apiLocale(request))),
  );
};
