import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps headings, paragraphs, lists, links and emphasis', () => {
    const html =
      '<h2>Refunds</h2><p>Within <strong>7</strong> days.</p><ul><li><a href="https://x.in/r">Read</a></li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and iframes', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hi</p><script>alert(1)</script><img src="https://x.in/a.png" onerror="steal()"><iframe src="https://evil"></iframe><style>p{}</style>';
    const clean = sanitizeRichText(dirty)!;
    expect(clean).toBe('<p>Hi</p><img src="https://x.in/a.png" />');
  });

  it('drops javascript:, data: and vbscript: URLs, whatever their spelling', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
    ]) {
      const clean = sanitizeRichText(`<a href="${href}">x</a>`)!;
      expect(clean, href).toBe('<a>x</a>');
    }
    expect(sanitizeRichText('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('<img />');
  });

  it('adds rel=noopener to links that open a new tab', () => {
    expect(sanitizeRichText('<a href="https://x.in" target="_blank">x</a>')).toBe(
      '<a href="https://x.in" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('passes null through', () => {
    expect(sanitizeRichText(null)).toBeNull();
  });
});
