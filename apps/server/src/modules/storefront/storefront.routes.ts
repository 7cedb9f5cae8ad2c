import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { Locale } from '@haat/contract/i18n/locales';
import type { StoreBootstrap } from '@haat/contract/stores/stores.schemas';
import type { Db } from '#src/db/connect.ts';
import { pageRequestedLocale } from '#src/plugins/request-locale.ts';
import { pageTemplate, storePageEnd, storePageStart } from './storefront.html.ts';
import { routePreloads } from './storefront.preload.ts';
import { styleSheetsInline } from './storefront.styles.ts';
import { loadScreenRenderer } from './storefront.render.ts';
import { resolveStorefrontPage, type SharedRead } from './storefront.service.ts';

export interface StorefrontRoutesOptions {
  db: Db;
  /** The built web app (`apps/web/dist`); it must hold `index.html`. */
  webDistDir: string;
  sharedHosts: readonly string[];
  /** PUBLIC_URL: the canonical address of stores without a domain of their own. */
  publicUrl: string | undefined;
  production: boolean;
}

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-cache',
  // The page is in the language the cookie or the browser asks for.
  Vary: 'Cookie, Accept-Language',
  'X-Content-Type-Options': 'nosniff',
};

/** Paths the storefront never answers: the API, stored files, hashed assets and the health check. */
const NOT_STOREFRONT = /^\/(api|files|assets)(\/|$)|^\/healthz$/;

/**
 * Serves the built storefront: `/assets/*` (hashed by Vite, immutable, precompressed), the few files at the top of `dist`
 * (favicon, robots.txt), and for every other GET the app's `index.html` with the store written into it.
 * The template is read once at start: `npm start` builds before it serves.
 */
export const storefrontRoutes: FastifyPluginAsync<StorefrontRoutesOptions> = async (app, options) => {
  const { db, webDistDir, ...settings } = options;
  const template = pageTemplate(
    readFileSync(path.join(webDistDir, 'index.html'), 'utf8'),
    styleSheetsInline(webDistDir),
  );
  // Without a store the browser finds one (or says there is none) on its own.
  const storelessPage = template.documentStart + template.entryStyles + template.restAsBuilt;
  const preloadsOf = routePreloads(webDistDir);
  const renderer = await loadScreenRenderer(webDistDir);
  if (!renderer) app.log.warn('The web build has no server renderer: the browser renders every page.');
  const topLevelFiles = new Set(
    readdirSync(webDistDir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== 'index.html' && !entry.name.startsWith('.'))
      .map((entry) => entry.name),
  );

  await app.register(fastifyStatic, {
    root: path.join(webDistDir, 'assets'),
    prefix: '/assets/',
    index: false,
    list: false,
    redirect: false,
    maxAge: '365d',
    immutable: true,
    // The build writes each asset's .br and .gz beside it (apps/web/vite.config.ts): sent as they are.
    preCompressed: true,
  });

  app.get('/*', async (request, reply) => {
    const mark = request.url.indexOf('?');
    const urlPath = mark === -1 ? request.url : request.url.slice(0, mark);
    const query = mark === -1 ? '' : request.url.slice(mark + 1);
    if (NOT_STOREFRONT.test(urlPath)) return reply.callNotFound();
    const topLevelName = urlPath.slice(1);
    if (topLevelFiles.has(topLevelName)) {
      return reply.sendFile(topLevelName, webDistDir, { maxAge: '1h', immutable: false });
    }

    // The host is well-formed (the host-header plugin refused anything else) but still the request's to choose.
    const secure = request.protocol === 'https';
    const origin = `${secure ? 'https' : 'http'}://${request.host}`;
    const requestedLocale = pageRequestedLocale(request);
    const pageKey = `${origin}${request.url} ${requestedLocale ?? ''}`;
    const kept = app.publicReads.keptPage(pageKey);
    if (kept !== undefined) return app.publicReads.sendAlike(request, reply.status(200).headers(PAGE_HEADERS), kept);
    const page = await resolveStorefrontPage(
      db,
      { hostname: request.hostname, path: urlPath, query, secure, origin, requestedLocale },
      settings,
      sharedReads,
    );
    reply.headers(PAGE_HEADERS);
    // Without a store the app shows the store-id box (root) or its error view with 404 (unknown store).
    if (page.kind === 'root') return reply.status(200).send(storelessPage);
    if (page.kind === 'unknown-store') return reply.status(404).send(storelessPage);
    // The page's start (its style sheets, most of its head) leaves while its data is read and rendered. Every
    // visitor gets the same page (the server renders it signed out), so it is kept as public reads are.
    const preloads = preloadsOf(page.appPath);
    const { locale } = page.start;
    return app.publicReads.streamAlike(request, reply.status(200), {
      storeId: page.storeId,
      key: pageKey,
      start: storePageStart(template, { ...page.start, styles: preloads.styles }),
      rest: async () => {
        const head = await page.head();
        const appHtml = await renderApp(head.bootstrap, request.url);
        const rendered = appHtml === null ? null : { html: appHtml, url: request.url };
        return storePageEnd(template, locale, { ...head, scripts: preloads.scripts }, rendered);
      },
      otherwise: storePageEnd(template, locale, null),
    });
  });

  /** A store's reads that many of its pages show, kept as its public reads are (and forgotten with them). */
  const sharedReads =
    (storeId: string, locale: Locale): SharedRead =>
    async (key, read) =>
      (await app.publicReads.remember(storeId, `read ${storeId} ${locale} ${key}`, read)).body as Awaited<
        ReturnType<typeof read>
      >;

  /** The screen's markup, or null: then the browser renders it, as it does without a renderer. */
  async function renderApp(bootstrap: StoreBootstrap, url: string): Promise<string | null> {
    if (!renderer) return null;
    try {
      return await renderer.renderScreen(bootstrap, url);
    } catch (error) {
      // A screen that fails to render on the server still works in the browser: the shopper loses nothing.
      app.log.error({ err: error, url }, 'server render failed; the browser renders the page');
      return null;
    }
  }
};
