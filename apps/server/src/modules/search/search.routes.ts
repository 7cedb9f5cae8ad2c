import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productSearchPageSchema, productSearchQuerySchema } from '@haat/contract/catalogue/catalogue.schemas';
import type { Db } from '#src/db/connect.ts';
import { searchProducts } from './search.service.ts';

export interface SearchRoutesOptions {
  db: Db;
}

export const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, { db }) => {
  app.get(
    '/api/search/products',
    {
      config: { publicRead: 'query' },
      schema: { querystring: productSearchQuerySchema, response: { 200: productSearchPageSchema } },
    },
    async (request) => searchProducts(db, request.query),
  );
};
