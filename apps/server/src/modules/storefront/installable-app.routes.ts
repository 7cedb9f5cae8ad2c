import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '#src/db/connect.ts';
import { notFound } from '#src/result.ts';
import { renderAppIcon } from './app-icon.ts';
import { resolveStoreAddress } from './storefront.service.ts';
import { pageLocale } from '@haat/contract/i18n/locales';
import { toWebStoreConfig } from '#src/modules/stores/index.ts';
import { pageRequestedLocale } from '#src/plugins/request-locale.ts';
import { APP_ICON_SIZES, webAppManifest } from './web-app-manifest.ts';

export interface InstallableAppRoutesOptions {
  db: Db;
  /** The built web app: `service-worker.js` is read from it once, at start. */
  webDistDir: string;
  sharedHosts: readonly string[];
}

/** Icons already drawn, by size and colour: a few kilobytes each, one or two per store. */
const MAX_ICONS_KEPT = 500;

/**
 * What makes a store installable and usable offline (docs/decisions/022), each answered under the store's
 * path on a shared host (`/demo/manifest.webmanifest`) and at the root of a store's own domain:
 * its web app manifest, its home-screen icons, and the service worker, whose scope is the store's path.
 */
export const installableAppRoutes: FastifyPluginAsync<InstallableAppRoutesOptions> = async (app, options) => {
  const { db, sharedHosts } = options;
  const workerFile = path.join(options.webDistDir, 'service-worker.js');
  const worker = existsSync(workerFile) ? readFileSync(workerFile) : null;
  const icons = new Map<string, Buffer>();

  /** The store whose path (or domain) holds `file`, else a 404 `{ message }` is thrown. */
  const storeOf = async (request: FastifyRequest, file: string) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const address = await resolveStoreAddress(db, { hostname: request.hostname, path: urlPath }, sharedHosts);
    if (address.kind !== 'store' || address.appPath !== `/${file}`) throw notFound('Store');
    return address;
  };
  const both = (file: string, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) => {
    app.get(`/${file}`, handler);
    app.get(`/:friendlyId/${file}`, handler);
  };

  both('manifest.webmanifest', async (request, reply) => {
    const { store, basePath } = await storeOf(request, 'manifest.webmanifest');
    // Installed in the language the shopper reads the store in (the page and the manifest ask alike).
    const locale = pageLocale(pageRequestedLocale(request), toWebStoreConfig(store).languages);
    const manifest = webAppManifest({ ...store, logoPath: store.logoPath ?? store.orgLogoPath }, basePath, locale);
    return reply.type('application/manifest+json; charset=utf-8').header('Cache-Control', 'no-cache').send(manifest);
  });

  for (const size of APP_ICON_SIZES) {
    both(`app-icon-${size}.png`, async (request, reply) => {
      const { store } = await storeOf(request, `app-icon-${size}.png`);
      const key = `${size}:${store.primaryColor}`;
      let icon = icons.get(key);
      if (!icon) {
        if (icons.size >= MAX_ICONS_KEPT) icons.clear();
        icon = renderAppIcon(size, store.primaryColor);
        icons.set(key, icon);
      }
      // A day: a store that changes its colour sees a new icon the next day (the manifest itself is no-cache).
      return reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(icon);
    });
  }

  both('service-worker.js', async (request, reply) => {
    const { basePath } = await storeOf(request, 'service-worker.js');
    if (!worker) throw notFound('Service worker');
    return (
      reply
        .type('text/javascript; charset=utf-8')
        // Browsers look for a new worker on each visit; no-cache makes sure they ask us rather than a cache.
        .header('Cache-Control', 'no-cache')
        // Its scope is the store's path `/demo`, one step above the worker's own folder `/demo/`.
        .header('Service-Worker-Allowed', basePath || '/')
        .send(worker)
    );
  });
};
