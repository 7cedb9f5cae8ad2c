import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '#src/config.ts';
import { openApiOptions } from './openapi-document.ts';

export interface ApiReferenceOptions {
  config: Pick<Config, 'apiReference' | 'publicUrl'>;
}

/** Where the readable reference page lives (with API_REFERENCE on); it reads the same document. */
export const API_REFERENCE_PAGE = '/api/docs';

/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 document of every route a client may call, generated from the
 * routes' own zod schemas (decision 031); and, when `config.apiReference` says so, a reference page reading it
 * at `/api/docs`. Registered on the root before the modules, so it sees every route they add.
 */
export const apiReferencePlugin: FastifyPluginAsync<ApiReferenceOptions> = async (app, { config }) => {
  await app.register(fastifySwagger, openApiOptions(config));
  // The same for every caller and every server of one release: kept, but asked again each time (ETag).
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
  if (!config.apiReference) return;
  // Its scripts and styles are files of our own origin, so the site's one Content-Security-Policy holds.
  await app.register(fastifySwaggerUi, {
    routePrefix: API_REFERENCE_PAGE,
    theme: { title: 'Haat API reference' },
    // BaseLayout: no top bar, whose box would load any other document and whose logo is the library's.
    uiConfig: { layout: 'BaseLayout', deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: -1 },
  });
};
// Same effect as fastify-plugin: the document's route collector lands on the root and sees every module's routes.
Object.assign(apiReferencePlugin, { [Symbol.for('skip-override')]: true });
