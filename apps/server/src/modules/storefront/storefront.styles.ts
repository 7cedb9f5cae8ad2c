import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { linkStyleSheet } from './storefront.html.ts';

/**
 * A page's style sheets are written into its HTML (issue 18): a style sheet linked from the head blocks the
 * first paint until it arrives, one round trip or more on a slow network for a few KB. Each sheet goes in as
 * its rules, followed by its link, disabled: a disabled style sheet is not fetched, but the app's chunk loader
 * sees the link and does not fetch the sheet when the screen's module loads (it looks for the href among the
 * page's links). A sheet that cannot be read, or whose text would end the `<style>` element, stays a link.
 */
export function styleSheetsInline(webDistDir: string): (href: string) => string {
  const written = new Map<string, string>();
  return (href) => {
    let markup = written.get(href);
    if (markup === undefined) {
      markup = linkStyleSheet(href);
      const file = path.join(webDistDir, path.normalize(href));
      if (/^\/assets\/[\w.-]+\.css$/.test(href) && existsSync(file)) {
        const rules = readFileSync(file, 'utf8');
        if (!/<\/style/i.test(rules)) markup = `<style>${rules}</style>${linkStyleSheet(href, true)}`;
      }
      written.set(href, markup);
    }
    return markup;
  };
}
