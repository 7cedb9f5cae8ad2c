import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoriesQuerySchema,
  categoriesResponseSchema,
  productDetailQuerySchema,
  productListQuerySchema,
  productPageSchema,
  productSchema,
} from '@haat/contract/catalogue/catalogue.schemas';
import { idParamsSchema } from '@haat/contract/common/ids';
import type { Db } from '#src/db/connect.ts';
import { valueOrThrow } from '#src/result.ts';
import { getCategories, getProduct, getProductPage } from './catalogue.service.ts';

export interface CatalogueRoutesOptions {
  db: Db;
}

export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (app, { db }) => {
  app.get(
    '/api/categories',
    {
      config: { publicRead: 'query' },
      schema: { querystring: categoriesQuerySchema, response: { 200: categoriesResponseSchema } },
    },
    async (request) => getCategories(db, request.query),
  );

  app.get(
    '/api/products',
    {
      config: { publicRead: 'query' },
      schema: { querystring: productListQuerySchema, response: { 200: productPageSchema } },
    },
    async (request) => valueOrThrow(await getProductPage(db, request.query)),
  );

  app.get(
    '/api/products/:id',
    {
      config: { publicRead: 'query' },
      schema: { params: idParamsSchema, querystring: productDetailQuerySchema, response: { 200: productSchema } },
    },
    async (request) => valueOrThrow(await getProduct(db, request.params.id, request.query)),
  );
};
