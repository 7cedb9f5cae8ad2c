import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SOURCE_LOCALE, type Locale } from '@haat/contract/i18n/locales';
import { translate } from '@haat/contract/i18n/translate';
import type { StoreBootstrap } from '@haat/contract/stores/stores.schemas';
import type { Db } from '#src/db/connect.ts';
import { HttpError } from '#src/result.ts';
import { pageRequestedLocale } from '#src/plugins/request-locale.ts';
import { messagePage, pageTemplate, storePageEnd, storePageStart } from './storefront.html.ts';
import { routePreloads } from './storefront.preload.ts';
import { styleSheetsInline } from './storefront.styles.ts';
import { loadScreenRenderer } from './storefront.render.ts';
import { resolveStorefrontPage, runsSearch, type SharedRead } from './storefront.service.ts';

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
    // A search page runs the search API's search, so it spends the same per-client budget.
    if (runsSearch({ hostname: request.hostname, path: urlPath, query }, settings.sharedHosts)) {
      const refused = await searchRefusedPage(request, reply, requestedLocale ?? SOURCE_LOCALE);
      if (refused) return reply.status(429).headers(PAGE_HEADERS).send(refused);
    }
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
    const preloads = preloadsOf(page.appPath);
    const { locale } = page.start;
    const start = storePageStart(template, { ...page.start, styles: preloads.styles });
    const rest = async () => {
      const head = await page.head();
      const appHtml = await renderApp(head.bootstrap, request.url);
      const rendered = appHtml === null ? null : { html: appHtml, url: request.url };
      return storePageEnd(template, locale, { ...head, scripts: preloads.scripts }, rendered);
    };
    const otherwise = storePageEnd(template, locale, null);
    // The app's Not Found, sent whole and never kept: only found pages are kept (a kept page is answered 200),
    // and a product or category added later must not be answered from it.
    if (!page.found) {
      const end = await rest().catch((error: unknown) => {
        request.log.error({ err: error }, 'a Not Found page could not be finished; it ends without its data');
        return otherwise;
      });
      return reply.status(404).send(start + end);
    }
    // The page's start (its style sheets, most of its head) leaves while its data is read and rendered. Every
    // visitor gets the same page (the server renders it signed out), so it is kept as public reads are.
    return app.publicReads.streamAlike(request, reply.status(200), {
      storeId: page.storeId,
      key: pageKey,
      start,
      rest,
      otherwise,
    });
  });

  /** A store's reads that many of its pages show, kept as its public reads are (and forgotten with them). */
  const sharedReads =
    (storeId: string, locale: Locale): SharedRead =>
    async (key, read) =>
      (await app.publicReads.remember(storeId, `read ${storeId} ${locale} ${key}`, read)).body as Awaited<
        ReturnType<typeof read>
      >;

  /** Spends one of the client's searches (plugins/rate-limit.ts); past the limit, the page that says so. */
  async function searchRefusedPage(request: FastifyRequest, reply: FastifyReply, locale: Locale) {
    try {
      await app.countSearch(request, reply);
      return null;
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
      return messagePage(locale, error.text ? translate(locale, error.text) : error.message);
    }
  }

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
