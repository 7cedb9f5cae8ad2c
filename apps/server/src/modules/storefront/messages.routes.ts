import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES_VERSION } from '@haat/contract/i18n/compiled/version';
import { compiledMessagesSchema, localeSchema } from '@haat/contract/i18n/locale.schemas';
import { LOCALES } from '@haat/contract/i18n/locales';
import { catalogues } from '@haat/contract/i18n/translate';
import { sendJsonBody, type JsonBody } from '#src/json-body.ts';

type CompiledMessages = z.infer<typeof compiledMessagesSchema>;

/** Each language's compiled messages as JSON text, written once: every answer sends the same bytes. */
const bodies = new Map(
  LOCALES.map((locale) => [locale, JSON.stringify(catalogues[locale]) as JsonBody<CompiledMessages>]),
);

/**
 * `GET /api/messages/{locale}`: the storefront's messages in one language, as Lingui's runtime reads them.
 * Asked for with this build's version (`?v=`) it may be kept for a year; any other asking is answered
 * fresh, so a page of an older release still gets messages and never keeps them.
 */
export const messagesRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/messages/:locale',
    {
      schema: {
        params: z.object({ locale: localeSchema }),
        querystring: z.object({ v: z.string().max(64).optional() }),
        // Sent as ready JSON text, so never serialised: the schema describes the answer in the API's document.
        response: { 200: compiledMessagesSchema },
      },
    },
    async (request, reply) => {
      const current = request.query.v === MESSAGES_VERSION;
      reply.header('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'no-cache');
      return sendJsonBody(reply, bodies.get(request.params.locale)!);
    },
  );
};
