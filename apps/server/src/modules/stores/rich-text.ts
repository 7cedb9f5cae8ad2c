import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['class'],
  },
  // No javascript:, data: or vbscript: anywhere; images only over http(s) or from our own /files.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/**
 * Store-written rich text (policies) made safe to render with `innerHTML`: no scripts, no event handlers,
 * no `javascript:` URLs, no styles. Done on the way out so rows written by any path are covered.
 */
export function sanitizeRichText(html: string | null): string | null {
  if (html == null) return null;
  return sanitizeHtml(html, options);
}
