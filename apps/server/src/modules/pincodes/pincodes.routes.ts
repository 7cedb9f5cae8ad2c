import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@haat/contract/common/errors';
import { pincodeParamsSchema, pincodePlaceSchema } from '@haat/contract/pincodes/pincodes.schemas';
import type { PincodeLookup } from '#src/providers/pincode/pincode-lookup.ts';
import { valueOrThrow } from '#src/result.ts';
import { lookUpPincode } from './pincodes.service.ts';

export interface PincodesRoutesOptions {
  lookup: PincodeLookup;
}

/** Pincodes do not move: a found one is cached for a week by browsers and proxies alike. */
const FOUND_CACHE = 'public, max-age=604800';
const UNKNOWN_CACHE = 'public, max-age=3600';

/** `GET /api/pincodes/{pin}` → `{ pin, city, state, country }` for the address form (public). */
export const pincodesRoutes: FastifyPluginAsyncZod<PincodesRoutesOptions> = async (app, options) => {
  const { lookup } = options;

  app.get(
    '/api/pincodes/:pin',
    {
      schema: {
        params: pincodeParamsSchema,
        response: { 200: pincodePlaceSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await lookUpPincode(lookup, request.params.pin);
      // The answer's caching depends on why: kept apart from valueOrThrow, which only maps the status.
      if (result.ok) {
        reply.header('Cache-Control', FOUND_CACHE);
      } else if (result.error.code === 'LOOKUP_UNAVAILABLE') {
        // The fallback service failed: unknown for now, but not worth remembering.
        request.log.warn({ err: result.error.cause }, 'pincode fallback service failed');
        reply.header('Cache-Control', 'no-store');
      } else {
        reply.header('Cache-Control', UNKNOWN_CACHE);
      }
      return valueOrThrow(result);
    },
  );
};
