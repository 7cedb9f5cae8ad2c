import { themeShades } from '@haat/contract/format';
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

/** What one store's page carries in its head; `null` renders the template unchanged (no store). */
export interface StorePageHead {
  title: string;
  meta?: PageMeta;
  favicon: string | null;
  theme: Pick<StoreWebTheme, 'primaryColor' | 'secondaryColor' | 'neutralColor'>;
  bootstrap: StoreBootstrap;
  /** The page's largest image (home's first banner, a product's first photo): fetched before the app runs. */
  preloadImage?: string | null;
  /** The page's own scripts and style sheets, fetched alongside the entry's (scripts after the first paint). */
  preloads?: { scripts: string[]; styles: string[] };
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

/** `:root { --color-primary-100 … --color-neutral-900 }` from the three theme colours (spec §4). */
export function themeCss(theme: StorePageHead['theme']): string {
  const variables: string[] = [];
  for (const [name, colour] of [
    ['primary', theme.primaryColor],
    ['secondary', theme.secondaryColor],
    ['neutral', theme.neutralColor],
  ] as const) {
    try {
      for (const [step, shade] of Object.entries(themeShades(colour)))
        variables.push(`--color-${name}-${step}:${shade}`);
    } catch {
      // A colour that is not hex leaves the app's default for that scale.
    }
  }
  return `:root{${variables.join(';')}}`;
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
 * The web app's `index.html` with one store's title, favicon, theme colours and bootstrap data, and the
 * server's render of the screen at `app.url` inside the root for the browser to hydrate. `styleSheet` writes
 * each of the screen's style sheets (the server writes their rules in: storefront.styles.ts).
 */
export function renderStorePage(
  template: string,
  head: StorePageHead,
  app: { html: string; url: string } | null = null,
  styleSheet: (href: string) => string = linkStyleSheet,
): string {
  const parts = [
    head.meta ? metaTags(head.title, head.meta) : '',
    head.favicon ? `<link rel="icon" href="${escapeHtml(head.favicon)}">` : '',
    `<link rel="manifest" href="${escapeHtml(head.bootstrap.basePath)}/manifest.webmanifest">`,
    head.preloadImage
      ? `<link rel="preload" as="image" href="${escapeHtml(head.preloadImage)}" fetchpriority="high">`
      : '',
    `<style id="haat-theme">${themeCss(head.theme)}</style>`,
    // Data in a non-executable block plus a constant loader: the CSP allows the loader by its hash.
    `<script type="application/json" id="haat-bootstrap">${jsonForScript(head.bootstrap)}</script>`,
    `<script>${BOOTSTRAP_LOADER}</script>`,
  ];
  const locale = head.bootstrap.locale;
  // The scripts start after the first paint (storefront.scripts.ts): the entry and its modules as the build
  // named them, the screen's modules, and the page's messages, which the app renders nothing without.
  const build = takeBuildScripts(template);
  if (build.entry) {
    const modules = [...build.modules, ...(head.preloads?.scripts ?? [])];
    const scripts: PageScripts = { entry: build.entry, modules, fetches: [messagesAddress(locale)] };
    parts.push(`<script type="application/json" id="haat-scripts">${jsonForScript(scripts)}</script>`);
    parts.push(`<script>${SCRIPT_LOADER}</script>`);
  }
  let html = build.template
    .replace(TITLE, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<html lang="[^"]*"/i, `<html lang="${locale}"`)
    .replace(
      NOSCRIPT_NOTE,
      (_, open: string, close: string) => `${open}${escapeHtml(translate(locale, 'page.noscript'))}${close}`,
    );
  if (head.favicon) html = html.replace(ICON_LINK, '');
  if (head.meta) html = html.replace(DESCRIPTION, '');
  // The address it was rendered for goes with it: the browser hydrates only that address's HTML (a page kept
  // offline may be opened for another address, and is then rendered afresh).
  if (app)
    html = html.replace(
      EMPTY_ROOT,
      () => `<div id="root" data-rendered-for="${escapeHtml(app.url)}">${app.html}</div>`,
    );
  // The screen's own style sheets after the entry's (as the app would add them), so their rules win the cascade.
  const screenStyles = (head.preloads?.styles ?? []).map((href) => styleSheet(href)).join('');
  if (screenStyles) html = html.replace(/<\/head>/i, (end) => `${screenStyles}${end}`);
  const injected = parts.filter(Boolean).join('');
  // Replacer functions, not strings: a store name with `$&` must stay text.
  return html.includes(HEAD_PLACEHOLDER)
    ? html.replace(HEAD_PLACEHOLDER, () => injected)
    : html.replace(/<\/head>/i, (end) => `${injected}${end}`);
}
