import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addAddressBodySchema,
  addressesParamsSchema,
  addressesQuerySchema,
  addressListResponseSchema,
  removeAddressBodySchema,
  setDefaultAddressBodySchema,
  updateAddressBodySchema,
} from '@haat/contract/addresses/addresses.schemas';
import { apiErrorSchema } from '@haat/contract/common/errors';
import type { Db } from '#src/db/connect.ts';
import { currentCustomer, requireCustomer } from '#src/plugins/auth.ts';
import { valueOrThrow } from '#src/result.ts';
import { addAddress, listOwnAddresses, removeAddress, setDefaultAddress, updateAddress } from './addresses.service.ts';

export interface AddressesRoutesOptions {
  db: Db;
}

const response = {
  200: addressListResponseSchema,
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * The signed-in customer's saved addresses (spec §3, §7), addressed by index. Every change answers the
 * whole new list. `set-default` is ours: the spec shows a default but not how it is chosen.
 */
export const addressesRoutes: FastifyPluginAsyncZod<AddressesRoutesOptions> = async (app, { db }) => {
  app.get(
    '/api/addresses/:customerId',
    {
      schema: { params: addressesParamsSchema, querystring: addressesQuerySchema, response },
      preHandler: requireCustomer,
    },
    async (request) => valueOrThrow(await listOwnAddresses(db, currentCustomer(request))),
  );

  app.post(
    '/api/addresses/add',
    { schema: { body: addAddressBodySchema, response }, preHandler: requireCustomer },
    async (request) => valueOrThrow(await addAddress(db, currentCustomer(request), request.body.address)),
  );

  app.post(
    '/api/addresses/update',
    { schema: { body: updateAddressBodySchema, response }, preHandler: requireCustomer },
    async (request) => {
      const { addressIndex, address } = request.body;
      return valueOrThrow(await updateAddress(db, currentCustomer(request), addressIndex, address));
    },
  );

  app.post(
    '/api/addresses/remove',
    { schema: { body: removeAddressBodySchema, response }, preHandler: requireCustomer },
    async (request) => valueOrThrow(await removeAddress(db, currentCustomer(request), request.body.addressIndex)),
  );

  app.post(
    '/api/addresses/set-default',
    { schema: { body: setDefaultAddressBodySchema, response }, preHandler: requireCustomer },
    async (request) => valueOrThrow(await setDefaultAddress(db, currentCustomer(request), request.body.addressIndex)),
  );
};
