import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/connect.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';

export interface AppDeps {
  database: Database;
  config: Config;
}

export type App = FastifyInstance;

/** Builds the whole server without listening: `main.ts` listens, tests call `app.inject()`. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: deps.config.logLevel === 'silent' ? false : { level: deps.config.logLevel },
    bodyLimit: 1024 * 1024,
    // Behind a proxy the store domain and the shopper's address come from X-Forwarded-*.
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(healthRoutes);

  return app;
}
