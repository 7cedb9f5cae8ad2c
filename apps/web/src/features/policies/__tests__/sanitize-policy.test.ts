import { describe, expect, it } from 'vitest';
import { sanitizePolicy, withoutLeadingTitle } from '#src/features/policies/lib/sanitize-policy.ts';

// sanitizePolicy itself is tested in a real browser (e2e/tests/catalogue.spec.ts, policy pages): DOMPurify
// walks the DOM with APIs happy-dom does not implement faithfully, so here it would let <script> through.
describe('sanitizePolicy without a policy', () => {
  it('treats a missing policy as none', () => {
    expect(sanitizePolicy(null)).toBe('');
    expect(sanitizePolicy('')).toBe('');
  });
});

describe('withoutLeadingTitle', () => {
  it('drops a first heading that repeats the page title', () => {
    expect(withoutLeadingTitle('<h2>Terms &amp; Conditions</h2><p>x</p>', 'Terms & Conditions')).toBe('<p>x</p>');
  });

  it('keeps any other first heading', () => {
    expect(withoutLeadingTitle('<h2>Our promise</h2><p>x</p>', 'Refund Policy')).toBe('<h2>Our promise</h2><p>x</p>');
    expect(withoutLeadingTitle('<p>x</p>', 'Refund Policy')).toBe('<p>x</p>');
  });
});
