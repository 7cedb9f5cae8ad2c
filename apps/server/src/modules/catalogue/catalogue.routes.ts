import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoriesQuerySchema,
  categoriesResponseSchema,
  productDetailQuerySchema,
  productDetailSchema,
  productListQuerySchema,
  productPageSchema,
} from '@haat/contract/catalogue/catalogue.schemas';
import { idParamsSchema } from '@haat/contract/common/ids';
import type { Db } from '#src/db/connect.ts';
import { sendJsonBody } from '#src/json-body.ts';
import { apiLocale } from '#src/plugins/request-locale.ts';
import { valueOrThrow } from '#src/result.ts';
import { getCategories, getProduct, getProductPage } from './catalogue.service.ts';

export interface CatalogueRoutesOptions {
  db: Db;
}

/**
 * The answers are the database's JSON text, sent as it is (decision 020). Their response schemas describe
 * them in the API's document (decision 031); Fastify does not serialise a string, so no answer is validated
 * as it leaves: catalogue.contract.test.ts checks them. The store's texts are in the language the request asks
 * for (the public-read cache keys by it).
 */
export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (app, { db }) => {
  app.get(
    '/api/categories',
    {
      config: { publicRead: 'query' },
      schema: { querystring: categoriesQuerySchema, response: { 200: categoriesResponseSchema } },
    },
    async (request, reply) => sendJsonBody(reply, await getCategories(db, request.query, apiLocale(request))),
  );

  app.get(
    '/api/products',
    {
      config: { publicRead: 'query' },
      schema: { querystring: productListQuerySchema, response: { 200: productPageSchema } },
    },
    async (request, reply) =>
      sendJsonBody(reply, valueOrThrow(await getProductPage(db, request.query, apiLocale(request)))),
  );

  app.get(
    '/api/products/:id',
    {
      config: { publicRead: 'query' },
      schema: {
        params: idParamsSchema,
        querystring: productDetailQuerySchema,
        response: { 200: productDetailSchema },
      },
    },
    async (request, reply) =>
      sendJsonBody(reply, valueOrThrow(await getProduct(db, request.params.id, request.query, apiLocale(request)))),
  );
};
