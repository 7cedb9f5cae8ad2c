import { themeVariables } from '@haat/contract/format';
import type { Locale } from '@haat/contract/i18n/locales';
import { messagesAddress } from '@haat/contract/i18n/messages-address';
import { translate } from '@haat/contract/i18n/translate';
import type { StoreBootstrap, StoreWebTheme } from '@haat/contract/stores/stores.schemas';
import { SCRIPT_LOADER, takeBuildScripts, type PageScripts } from './storefront.scripts.ts';

/** Where the web app's `index.html` lets the server write into `<head>` (agreed with apps/web). */
export const HEAD_PLACEHOLDER = '<!--haat:head-->';

/** What a shared link previews: Open Graph and the page description. `image` and `url` are absolute. */
export interface PageMeta {
  description: string;
  image: string | null;
  url: string;
  type: 'website' | 'product';
  siteName: string;
  /** The page's language, which the description is written in. */
  locale: Locale;
}

/**
 * What a store page starts with, known once its store is: sent before the page's data is read (issue 18).
 * Its style sheets are most of a page's head.
 */
export interface StorePageStart {
  /** The page's language (the store's texts are read in it). */
  locale: Locale;
  theme: Pick<StoreWebTheme, 'primaryColor' | 'secondaryColor' | 'neutralColor'>;
  /** The screen's own style sheets, after the entry's (as the app would add them, so their rules win). */
  styles: string[];
}

/** What the rest of one store's page carries in its head, from the page's data. */
export interface StorePageHead {
  title: string;
  meta?: PageMeta;
  favicon: string | null;
  bootstrap: StoreBootstrap;
  /** The page's largest image (home's first banner, a product's first photo): fetched before the app runs. */
  preloadImage?: string | null;
  /** The screen's own modules, fetched alongside the entry's (after the first paint). */
  scripts?: string[];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that is safe inside `<script>`: no `</script>`, no `<!--`, no line separators that end JS strings. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char]!);
}

/** `:root{…}` with the store's theme: its shades and the text colours on them (`themeVariables`, spec §4). */
export function themeCss(theme: StorePageStart['theme']): string {
  const declarations = Object.entries(themeVariables(theme)).map(([name, value]) => `${name}:${value}`);
  return `:root{${declarations.join(';')}}`;
}

/** The one inline script the server writes; always the same text, so the CSP names it by hash. */
export const BOOTSTRAP_LOADER =
  "window.__HAAT_BOOTSTRAP__=JSON.parse(document.getElementById('haat-bootstrap').textContent)";

/** Open Graph names a language with its territory: ours are India's. */
const OPEN_GRAPH_LOCALES: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' };

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\b[^>]*\bname=["']?description["']?[^>]*>\s*/gi;

/** `<meta name="description">`, Open Graph and Twitter card tags, every value escaped. */
export function metaTags(title: string, meta: PageMeta): string {
  const tag = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    tag('name', 'description', meta.description),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:locale', OPEN_GRAPH_LOCALES[meta.locale]),
    tag('property', 'og:site_name', meta.siteName),
    tag('property', 'og:title', title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
    meta.image ? tag('property', 'og:image', meta.image) : '',
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    `<link rel="canonical" href="${escapeHtml(meta.url)}">`,
  ].join('');
}
const ICON_LINK = /<link\b[^>]*\brel=["']?(?:shortcut )?icon["']?[^>]*>\s*/gi;

/** The template's note for visitors without JavaScript (apps/web/index.html), written in the page's language. */
const NOSCRIPT_NOTE = /(<p class="noscript-note">)[\s\S]*?(<\/p>)/;

const EMPTY_ROOT = '<div id="root"></div>';

/** A style sheet's link; `disabled`, one the page already carries as rules (storefront.styles.ts). */
export const linkStyleSheet = (href: string, disabled = false) =>
  `<link rel="stylesheet" href="${escapeHtml(href)}"${disabled ? ' disabled' : ''}>`;

/**
 * The web app's `index.html`, cut where a store page's start ends: the document up to its `<head>` and
 * charset. The entry's style sheets move into the start (written by `styleSheet`: storefront.styles.ts), and the
 * build's scripts out of the rest (the loader starts them: storefront.scripts.ts).
 */
export interface PageTemplate {
  documentStart: string;
  entryStyles: string;
  styleSheet: (href: string) => string;
  /** The rest of the document, where the page's head and the rendered screen are written. */
  rest: string;
  /** The rest as the build wrote it, its scripts in: the end of a page whose data could not be read. */
  restAsBuilt: string;
  scripts: { entry: string | null; modules: string[] };
}

const DOCUMENT_START = /^[\s\S]*?<head\b[^>]*>(?:\s*<meta charset=[^>]*>)?/i;
const TEMPLATE_STYLE_SHEET = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)"\s*\/?>\s*/g;

export function pageTemplate(html: string, styleSheet: (href: string) => string = linkStyleSheet): PageTemplate {
  const documentStart = DOCUMENT_START.exec(html)?.[0];
  if (documentStart === undefined) throw new Error("The web app's index.html has no <head>");
  const entryStyles = [...html.matchAll(TEMPLATE_STYLE_SHEET)].map((match) => styleSheet(match[1]!)).join('');
  const restAsBuilt = html.slice(documentStart.length).replace(TEMPLATE_STYLE_SHEET, '');
  const build = takeBuildScripts(restAsBuilt);
  return {
    documentStart,
    entryStyles,
    styleSheet,
    rest: build.template,
    restAsBuilt,
    scripts: { entry: build.entry, modules: build.modules },
  };
}

/** A store page's start: the document's opening in its language, the theme and every style sheet. */
export function storePageStart(template: PageTemplate, start: StorePageStart): string {
  return [
    template.documentStart.replace(/<html lang="[^"]*"/i, `<html lang="${start.locale}"`),
    `<style id="haat-theme">${themeCss(start.theme)}</style>`,
    template.entryStyles,
    ...start.styles.map((href) => template.styleSheet(href)),
  ].join('');
}

/**
 * The rest of a store page: its title, meta, favicon and bootstrap data in the head, the scripts' loader, and
 * the server's render of the screen at `app.url` inside the root for the browser to hydrate. Without a head
 * (its data could not be read) the rest as the build wrote it: the browser then reads the store and renders.
 */
export function storePageEnd(
  template: PageTemplate,
  locale: Locale,
  head: StorePageHead | null,
  app: { html: string; url: string } | null = null,
): string {
  const noscript = (html: string) =>
    html.replace(
      NOSCRIPT_NOTE,
      (_, open: string, close: string) => `${open}${escapeHtml(translate(locale, 'page.noscript'))}${close}`,
    );
  if (!head) return noscript(template.restAsBuilt);
  const parts = [
    head.meta ? metaTags(head.title, head.meta) : '',
    head.favicon ? `<link rel="icon" href="${escapeHtml(head.favicon)}">` : '',
    `<link rel="manifest" href="${escapeHtml(head.bootstrap.basePath)}/manifest.webmanifest">`,
    head.preloadImage
      ? `<link rel="preload" as="image" href="${escapeHtml(head.preloadImage)}" fetchpriority="high">`
      : '',
    // Data in a non-executable block plus a constant loader: the CSP allows the loader by its hash.
    `<script type="application/json" id="haat-bootstrap">${jsonForScript(head.bootstrap)}</script>`,
    `<script>${BOOTSTRAP_LOADER}</script>`,
  ];
  // The scripts start after the first paint (storefront.scripts.ts): the entry and its modules as the build
  // named them, the screen's modules, and the page's messages, which the app renders nothing without.
  const { entry, modules } = template.scripts;
  if (entry) {
    const scripts: PageScripts = {
      entry,
      modules: [...modules, ...(head.scripts ?? [])],
      fetches: [messagesAddress(locale)],
    };
    parts.push(`<script type="application/json" id="haat-scripts">${jsonForScript(scripts)}</script>`);
    parts.push(`<script>${SCRIPT_LOADER}</script>`);
  }
  let html = noscript(template.rest.replace(TITLE, () => `<title>${escapeHtml(head.title)}</title>`));
  if (head.favicon) html = html.replace(ICON_LINK, '');
  if (head.meta) html = html.replace(DESCRIPTION, '');
  // The address it was rendered for goes with it: the browser hydrates only that address's HTML (a page kept
  // offline may be opened for another address, and is then rendered afresh).
  if (app)
    html = html.replace(
      EMPTY_ROOT,
      () => `<div id="root" data-rendered-for="${escapeHtml(app.url)}">${app.html}</div>`,
    );
  const injected = parts.filter(Boolean).join('');
  // Replacer functions, not strings: a store name with `$&` must stay text.
  return html.includes(HEAD_PLACEHOLDER)
    ? html.replace(HEAD_PLACEHOLDER, () => injected)
    : html.replace(/<\/head>/i, (end) => `${injected}${end}`);
}

/**
 * A page that only says `message` (a refusal, such as too many searches), in the visitor's language, with a
 * way back to the store's home (`./` from a store's search page is its home, on the shared host or its own).
 */
export function messagePage(locale: Locale, message: string): string {
  const text = escapeHtml(message);
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${text}</title></head>` +
    `<body><main><p>${text}</p><p><a href="./">${escapeHtml(translate(locale, 'ui.backToShop'))}</a></p></main></body></html>`
  );
}

/** A whole store page, as `storePageStart` and `storePageEnd` send it in two parts. */
export function renderStorePage(
  template: PageTemplate,
  start: StorePageStart,
  head: StorePageHead,
  app: { html: string; url: string } | null = null,
): string {
  return storePageStart(template, start) + storePageEnd(template, start.locale, head, app);
}
