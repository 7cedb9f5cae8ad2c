import { themeVariables } from '@haat/contract/format';
import type { StoreWebTheme } from '@haat/contract/stores/stores.schemas';

type ThemeColours = Pick<StoreWebTheme, 'primaryColor' | 'secondaryColor' | 'neutralColor'>;

/** The store's colours on a page the browser painted itself (the server writes the same into its pages). */
export function applyThemeColours(theme: ThemeColours, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(theme))) root.style.setProperty(name, value);
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
