import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENUM_CACHE_MS } from '@haat/contract/constants';
import { idParamsSchema, storeScopeQuerySchema } from '@haat/contract/common/ids';
import {
  announcementBarsResponseSchema,
  bannersQuerySchema,
  bannersResponseSchema,
  deliverySlotsResponseSchema,
  enumValuesResponseSchema,
  faqsResponseSchema,
  testimonialsResponseSchema,
} from '@haat/contract/content/content.schemas';
import { storeResourceQuerySchema } from '@haat/contract/stores/stores.schemas';
import type { Db } from '#src/db/connect.ts';
import { apiLocale } from '#src/plugins/request-locale.ts';
import {
  getAnnouncementBars,
  getBanners,
  getDeliverySlots,
  getEnumValues,
  getFaqs,
  getTestimonials,
} from './content.service.ts';

export interface ContentRoutesOptions {
  db: Db;
}

const byId = { params: idParamsSchema, querystring: storeResourceQuerySchema };

export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, { db }) => {
  app.get(
    '/api/store-banners',
    {
      config: { publicRead: 'query' },
      schema: { querystring: bannersQuerySchema, response: { 200: bannersResponseSchema } },
    },
    async (request) => getBanners(db, request.query.storeId, apiLocale(request), request.query.isActive),
  );

  app.get(
    '/api/store-customization/:id/announcement-bars',
    { config: { publicRead: 'params' }, schema: { ...byId, response: { 200: announcementBarsResponseSchema } } },
    async (request) => getAnnouncementBars(db, request.params.id, apiLocale(request)),
  );

  app.get(
    '/api/store-customization/:id/testimonials',
    { config: { publicRead: 'params' }, schema: { ...byId, response: { 200: testimonialsResponseSchema } } },
    async (request) => getTestimonials(db, request.params.id, apiLocale(request)),
  );

  app.get(
    '/api/faqs/:id',
    { config: { publicRead: 'params' }, schema: { ...byId, response: { 200: faqsResponseSchema } } },
    async (request) => getFaqs(db, request.params.id, apiLocale(request)),
  );

  app.get(
    '/api/delivery-slots',
    {
      config: { publicRead: 'query' },
      schema: { querystring: storeScopeQuerySchema, response: { 200: deliverySlotsResponseSchema } },
    },
    async (request) => getDeliverySlots(db, request.query.storeId),
  );

  app.get(
    '/api/common/enum-values',
    { schema: { response: { 200: enumValuesResponseSchema } } },
    async (_request, reply) => {
      // The storefront keeps these for ENUM_CACHE_MS; browsers and proxies may too.
      reply.header('Cache-Control', `public, max-age=${ENUM_CACHE_MS / 1000}`);
      return getEnumValues();
    },
  );
};
