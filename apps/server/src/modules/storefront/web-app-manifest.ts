import { parseHex, themeShades } from '@haat/contract/format';
import type { Locale } from '@haat/contract/i18n/locales';
import { translate } from '@haat/contract/i18n/translate';
import type { StoreRecord } from '#src/modules/stores/index.ts';

/** The sizes the server draws a store's icon at (Android's launcher and its splash screen). */
export const APP_ICON_SIZES = [192, 512] as const;
export type AppIconSize = (typeof APP_ICON_SIZES)[number];

/** The icon's address under the store's path: `/demo/app-icon-192.png`, or `/app-icon-192.png` on a domain. */
export const appIconPath = (basePath: string, size: AppIconSize) => `${basePath}/app-icon-${size}.png`;

/**
 * A store's web app manifest (docs/decisions/022): installing puts the shop on the home screen under its
 * own name, colours and icon, opening at the store's path and staying inside it. Every address is a path
 * on the origin the manifest was fetched from; nothing is taken from the request.
 */
export function webAppManifest(
  store: Pick<StoreRecord, 'name' | 'primaryColor' | 'neutralColor' | 'logoPath'>,
  basePath: string,
  locale: Locale,
) {
  // `/demo` itself is the app's home page, so the scope is `/demo`, not `/demo/` (which would leave it out).
  const home = basePath || '/';
  return {
    id: home,
    name: store.name,
    short_name: shortName(store.name),
    description: translate(locale, 'page.appDescription', { store: store.name }),
    lang: locale,
    dir: 'ltr',
    start_url: home,
    scope: home,
    display: 'standalone',
    orientation: 'any',
    theme_color: hexOr(store.primaryColor, '#0f766e'),
    background_color: pageBackground(store.neutralColor),
    categories: ['shopping', 'food'],
    icons: [
      ...APP_ICON_SIZES.map((size) => ({
        src: appIconPath(basePath, size),
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      })),
      { src: appIconPath(basePath, 512), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      // Where the launcher takes SVG, the store's own logo.
      ...(store.logoPath?.endsWith('.svg')
        ? [{ src: store.logoPath, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }]
        : []),
    ],
  };
}

/** A launcher shows about 12 characters: the name, else the words of it that fit, else its first 12. */
export function shortName(name: string): string {
  if (name.length <= 12) return name;
  let fitted = '';
  for (const word of name.split(/\s+/)) {
    const next = fitted ? `${fitted} ${word}` : word;
    if (next.length > 12) break;
    fitted = next;
  }
  return fitted || name.slice(0, 12);
}

/** The colour the app's pages sit on (`--surface-page`: neutral-100 at 12 % on white), for the splash screen. */
function pageBackground(neutralColor: string): string {
  try {
    const shade = parseHex(themeShades(neutralColor)[100]);
    return `#${shade
      .map((c) =>
        Math.round(255 + (c - 255) * 0.12)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
  } catch {
    return '#ffffff';
  }
}

function hexOr(colour: string, fallback: string): string {
  try {
    parseHex(colour);
    return colour;
  } catch {
    return fallback;
  }
}
