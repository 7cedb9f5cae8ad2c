import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productSearchPageSchema, productSearchQuerySchema } from '@haat/contract/catalogue/catalogue.schemas';
import {
  searchSuggestionsQuerySchema,
  searchSuggestionsSchema,
} from '@haat/contract/catalogue/search-suggestions.schemas';
import type { Db } from '#src/db/connect.ts';
import { sendJsonBody } from '#src/json-body.ts';
import { apiLocale } from '#src/plugins/request-locale.ts';
import { searchProducts } from './search.service.ts';
import { suggestSearchesFor } from './search-suggestions.service.ts';

export interface SearchRoutesOptions {
  db: Db;
}

/**
 * Each answers its schema (productSearchPageSchema, searchSuggestionsSchema) as the database's JSON text
 * (decision 020): the schema describes it in the API's document, and the contract tests check it (a string
 * is not serialised on the way out).
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
  // What the search box offers while the shopper types: a public read, like the catalogue's.
  app.get(
    '/api/search/suggestions',
    {
      config: { publicRead: 'query' },
      schema: { querystring: searchSuggestionsQuerySchema, response: { 200: searchSuggestionsSchema } },
    },
    async (request, reply) => sendJsonBody(reply, await suggestSearchesFor(db, request.query, apiLocale(request))),
  );
};
