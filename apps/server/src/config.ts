import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Everything the server reads from the environment, in one place (the README lists each variable). */
export interface Config {
  port: number;
  host: string;
  production: boolean;
  /** Runtime state of the embedded default: PGlite files, uploaded files, generated secrets. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** The built storefront (`apps/web/dist`); not served when missing. */
  webDistDir: string;
  /** Host names that are the provider's shared host (first path segment = store); others are store domains. */
  sharedHosts: string[];
  logLevel: string;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    production: env.NODE_ENV === 'production',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    sharedHosts: (env.SHARED_HOSTS ?? 'localhost,127.0.0.1,[::1]')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

export const paths = { repoRoot, demoDataDir: path.join(repoRoot, 'data/demo') };
