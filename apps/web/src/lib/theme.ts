import { readableTextOn, themeShades } from '@haat/contract/format';
import type { StoreWebTheme } from '@haat/contract/stores/stores.schemas';

type ThemeColours = Pick<StoreWebTheme, 'primaryColor' | 'secondaryColor' | 'neutralColor'>;

/** `--color-primary-100` … `--color-neutral-900` from the store's three theme colours (the server writes the same). */
export function themeVariables(theme: ThemeColours): Record<string, string> {
  const colours = { primary: theme.primaryColor, secondary: theme.secondaryColor, neutral: theme.neutralColor };
  const variables: Record<string, string> = {};
  for (const [scale, hex] of Object.entries(colours)) {
    for (const [step, value] of Object.entries(themeShades(hex))) variables[`--color-${scale}-${step}`] = value;
  }
  return variables;
}

export function applyThemeColours(theme: ThemeColours, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(theme))) root.style.setProperty(name, value);
}

/**
 * Buttons use primary-800 and badges and ribbons secondary-900; a store with a very light colour gets dark
 * text on them.
 */
export function applyAccentContrast(theme: ThemeColours, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--on-accent', readableTextOn(themeShades(theme.primaryColor)[800]));
  root.style.setProperty('--on-secondary', readableTextOn(themeShades(theme.secondaryColor)[900]));
}

/** Dark mode is a `data-theme="dark"` on <html>; the CSS swaps the surface and text colours. */
export function applyColourScheme(isDarkMode: boolean, root: HTMLElement = document.documentElement): void {
  if (isDarkMode) root.dataset.theme = 'dark';
  else delete root.dataset.theme;
}

/** Title and favicon; the server writes both into the HTML, so this matters in the dev server. */
export function applyDocumentIdentity(title: string, faviconPath: string | null, doc: Document = document): void {
  doc.title = title;
  if (!faviconPath) return;
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.append(link);
  }
  link.href = faviconPath;
}
