import DOMPurify from 'dompurify';

/**
 * Store rich text made safe to render: the server sanitises too, but the page does not trust what it is
 * sent (a store's own HTML is still someone else's HTML). Returns '' for nothing worth showing.
 */
export function sanitizePolicy(html: string | null | undefined): string {
  if (!html) return '';
  // DOMPurify needs a DOM: the server's render has none, and renders what the server itself sanitised on the
  // way out of the database (apps/server/src/modules/stores/rich-text.ts).
  const clean = DOMPurify.isSupported
    ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] })
    : html;
  return clean.replace(/<[^>]*>/g, '').trim() === '' ? '' : clean;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** Drops a leading heading that only repeats the page title (stores often start with it); the page has its own. */
export function withoutLeadingTitle(html: string, title: string): string {
  const match = /^\s*<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/i.exec(html);
  if (!match) return html;
  const text = match[1]!
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z#0-9]+;/gi, (entity) => ENTITIES[entity] ?? entity)
    .trim();
  return text.toLowerCase() === title.toLowerCase() ? html.slice(match[0].length) : html;
}
