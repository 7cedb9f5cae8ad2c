import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LOCALES, type Locale } from '@haat/contract/i18n/locales';
import { catalogues } from '@haat/contract/i18n/translate';
import { shownScreens } from '@haat/contract/storefront/storefront-pages';

/** One entry of Vite's `.vite/manifest.json`. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteWeight {
  route: string;
  jsFiles: number;
  jsRawKb: number;
  jsGzipKb: number;
  jsBrotliKb: number;
  cssGzipKb: number;
  cssBrotliKb: number;
}

/**
 * The route screens of a first visit, every screen of the storefront's page table: the page modules the
 * router loads for it (an account section with the account layout around it). A first visit downloads the
 * entry chunk, these modules and everything they import statically, with their CSS; what they import
 * dynamically loads later, on demand.
 */
export const ROUTE_MODULES: Record<string, string[]> = Object.fromEntries(
  shownScreens().map((screen) => [screen.path, [...screen.modules]]),
);

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
/** What the server sends: precompressed at build time at the highest levels (see apps/web/vite.config.ts). */
const gzipSize = (content: Buffer) => gzipSync(content, { level: 9 }).length;
const brotliSize = (content: Buffer) =>
  brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Sizes per route of the JS and CSS a first visit downloads, read from a build made with `manifest: true`. */
export function routeWeights(distDir: string, routes = ROUTE_MODULES): RouteWeight[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The build manifest names no entry chunk');
  const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const content = readFileSync(path.join(distDir, file));
      size = { raw: content.length, gzip: gzipSize(content), brotli: brotliSize(content) };
      sizes.set(file, size);
    }
    return size;
  };

  return Object.entries(routes).map(([route, modules]) => {
    const chunks = new Set<string>();
    const visit = (key: string) => {
      if (chunks.has(key)) return;
      if (!manifest[key]) throw new Error(`The build manifest has no ${key}`);
      chunks.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    visit(entryKey);
    for (const module of modules) visit(module);
    const js = [...chunks].map((key) => manifest[key]!.file);
    const css = [...new Set([...chunks].flatMap((key) => manifest[key]!.css ?? []))];
    const sum = (files: string[], pick: 'raw' | 'gzip' | 'brotli') =>
      files.reduce((total, file) => total + sizeOf(file)[pick], 0);
    return {
      route,
      jsFiles: js.length,
      jsRawKb: kb(sum(js, 'raw')),
      jsGzipKb: kb(sum(js, 'gzip')),
      jsBrotliKb: kb(sum(js, 'brotli')),
      cssGzipKb: kb(sum(css, 'gzip')),
      cssBrotliKb: kb(sum(css, 'brotli')),
    };
  });
}

export interface MessagesWeight {
  locale: Locale;
  messages: number;
  rawKb: number;
  gzipKb: number;
  brotliKb: number;
}

/**
 * What a page's language adds to a first visit: its compiled messages, JSON the API answers (decision 024),
 * preloaded beside the entry and kept by the browser for the release. Not script, so not in the JS budget,
 * but on a first visit's critical path all the same: reported beside it.
 */
export function messagesWeights(): MessagesWeight[] {
  return LOCALES.map((locale) => {
    const content = Buffer.from(JSON.stringify(catalogues[locale]));
    return {
      locale,
      messages: Object.keys(catalogues[locale]).length,
      rawKb: kb(content.length),
      gzipKb: kb(gzipSize(content)),
      brotliKb: kb(brotliSize(content)),
    };
  });
}
