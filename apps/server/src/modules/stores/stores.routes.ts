import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@haat/contract/common/ids';
import {
  orgLookupQuerySchema,
  orgLookupResponseSchema,
  paymentConfigSchema,
  policiesSchema,
  shippingConfigSchema,
  storeResourceQuerySchema,
  storeSchema,
  supportAndSocialSchema,
  webStoreConfigSchema,
} from '@haat/contract/stores/stores.schemas';
import type { Db } from '#src/db/connect.ts';
import { storeNotFound } from '#src/result.ts';
import { apiLocale } from '#src/plugins/request-locale.ts';
import {
  getShippingConfig,
  getStoreDetails,
  storeRecord,
  lookupStore,
  toOrgLookup,
  toPaymentConfig,
  toPolicies,
  toSupportAndSocial,
  toWebStoreConfig,
} from './stores.service.ts';

export interface StoresRoutesOptions {
  db: Db;
}

const byId = { params: idParamsSchema, querystring: storeResourceQuerySchema };

export const storesRoutes: FastifyPluginAsyncZod<StoresRoutesOptions> = async (app, { db }) => {
  app.get(
    '/api/orgs/lookup',
    { schema: { querystring: orgLookupQuerySchema, response: { 200: orgLookupResponseSchema } } },
    async (request) => {
      const store = await lookupStore(db, request.query);
      if (!store) throw storeNotFound();
      return toOrgLookup(store);
    },
  );

  app.get(
    '/api/stores/:id',
    { config: { publicRead: 'params' }, schema: { ...byId, response: { 200: storeSchema } } },
    async (request) => getStoreDetails(db, await storeRecord(db, request.params.id)),
  );

  app.get(
    '/api/stores/:id/payment-config',
    { config: { publicRead: 'params' }, schema: { ...byId, response: { 200: paymentConfigSchema } } },
    async (request) => toPaymentConfig(await storeRecord(db, request.params.id)),
  );

  app.get(
    '/api/stores/:id/support-and-social',
    { config: { publicRead: 'params' }, schema: { ...byId, response: { 200: supportAndSocialSchema } } },
    async (request) => toSupportAndSocial(await storeRecord(db, request.params.id)),
  );

  app.get(
    '/api/stores/:id/policies',
    { config: { publicRead: 'params' }, schema: { ...byId, response: { 200: policiesSchema } } },
    async (request) => toPolicies(await storeRecord(db, request.params.id), apiLocale(request)),
  );

  app.get(
    '/api/stores/:id/shipping-config',
    { config: { publicRead: 'params' }, schema: { ...byId, response: { 200: shippingConfigSchema } } },
    async (request) => getShippingConfig(db, await storeRecord(db, request.params.id)),
  );

  app.get(
    '/api/store-themes/:id/web-store-config',
    { config: { publicRead: 'params' }, schema: { ...byId, response: { 200: webStoreConfigSchema } } },
    async (request) => toWebStoreConfig(await storeRecord(db, request.params.id)),
  );
};
