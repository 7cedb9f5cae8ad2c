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
import { notFound, type HttpError } from '#src/plugins/error-handler.ts';
import {
  getCategories,
  getProduct,
  getProductPage,
  type CatalogueFailure,
  type CatalogueResult,
} from './catalogue.service.ts';

export interface CatalogueRoutesOptions {
  db: Db;
}

const failureStatus: Record<CatalogueFailure, () => HttpError> = {
  CATEGORY_NOT_FOUND: () => notFound('Category'),
  PRODUCT_NOT_FOUND: () => notFound('Product'),
};

/** The value of a service result, or the HTTP error its failure code maps to. */
export function valueOrThrow<T>(result: CatalogueResult<T>): T {
  if (result.ok) return result.value;
  throw failureStatus[result.error.code]();
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
