import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageTemplate } from './storefront.html.ts';
import { styleSheetsInline } from './storefront.styles.ts';

/** A build folder with these files under assets/. */
function distWith(files: Record<string, string>): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'haat-styles-'));
  mkdirSync(path.join(dist, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dist, 'assets', name), text);
  return dist;
}

describe("a page's style sheets, written into its HTML", () => {
  const dist = distWith({ 'home-abc.css': '.hero{padding:1rem}', 'odd-abc.css': 'a{content:"</style>"}' });
  const inline = styleSheetsInline(dist);

  it('writes the rules, then the link disabled so that the app does not fetch the sheet again', () => {
    expect(inline('/assets/home-abc.css')).toBe(
      '<style>.hero{padding:1rem}</style><link rel="stylesheet" href="/assets/home-abc.css" disabled>',
    );
  });

  it('keeps a link for a sheet it cannot read, one outside the assets, or one whose text would end the element', () => {
    expect(inline('/assets/missing.css')).toBe('<link rel="stylesheet" href="/assets/missing.css">');
    expect(inline('/assets/odd-abc.css')).toBe('<link rel="stylesheet" href="/assets/odd-abc.css">');
    expect(inline('/assets/../../etc/passwd.css')).toBe('<link rel="stylesheet" href="/assets/../../etc/passwd.css">');
  });

  it("writes the template's own sheets in as well, at the page's start", () => {
    const template = pageTemplate(
      '<head><link rel="stylesheet" crossorigin href="/assets/home-abc.css"></head>',
      inline,
    );
    expect(template.entryStyles).toBe(
      '<style>.hero{padding:1rem}</style><link rel="stylesheet" href="/assets/home-abc.css" disabled>',
    );
    expect(template.rest).toBe('</head>');
  });
});
