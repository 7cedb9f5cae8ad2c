import { describe, expect, it } from 'vitest';
import { themeShades } from '@haat/contract/format';
import type { StoreBootstrap } from '@haat/contract/stores/stores.schemas';
import { jsonForScript, renderStorePage, themeCss, type StorePageHead } from './storefront.html.ts';

const template = `<!doctype html><html><head><link rel="icon" href="/favicon.svg" /><title>Haat</title><!--haat:head--></head><body></body></html>`;

function head(overrides: Partial<StorePageHead> = {}): StorePageHead {
  return {
    title: 'Green Basket',
    favicon: '/files/stores/s/favicon.abc.svg',
    theme: { primaryColor: '#1e7a46', secondaryColor: '#f2a93b', neutralColor: '#64748b' },
    bootstrap: { basePath: '/green' } as StoreBootstrap,
    ...overrides,
  };
}

describe('renderStorePage', () => {
  it("writes the store's title, favicon, theme and bootstrap at the placeholder", () => {
    const html = renderStorePage(template, head());
    expect(html).toContain('<title>Green Basket</title>');
    expect(html).not.toContain('<title>Haat</title>');
    expect(html).not.toContain('href="/favicon.svg"');
    expect(html).toContain('<link rel="icon" href="/files/stores/s/favicon.abc.svg">');
    expect(html).toContain(`--color-primary-500:#1e7a46`);
    expect(html).toContain('<script type="application/json" id="haat-bootstrap">{"basePath":"/green"}</script>');
    expect(html).not.toContain('<!--haat:head-->');
    expect(html.indexOf('__HAAT_BOOTSTRAP__')).toBeLessThan(html.indexOf('</head>'));
  });

  it("keeps the app's favicon when the store has none", () => {
    const html = renderStorePage(template, head({ favicon: null }));
    expect(html).toContain('href="/favicon.svg"');
  });

  it('escapes the title and the favicon address', () => {
    const html = renderStorePage(
      template,
      head({ title: '</title><script>alert(1)</script> & $& Co', favicon: '/x" onload="alert(1)' }),
    );
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; $&amp; Co</title>');
    expect(html).toContain('href="/x&quot; onload=&quot;alert(1)"');
  });

  it("links the screen's style sheets after the template's, in order, as the styleSheet writer writes them", () => {
    const styles = ['/assets/home-a.css', '/assets/card-b.css'];
    const linked = renderStorePage(template, head({ preloads: { scripts: [], styles } }));
    expect(linked).toContain(
      '<link rel="stylesheet" href="/assets/home-a.css"><link rel="stylesheet" href="/assets/card-b.css"></head>',
    );
    const inline = renderStorePage(
      template,
      head({ preloads: { scripts: [], styles } }),
      null,
      (href) => `<style data-for="${href}"></style>`,
    );
    expect(inline).toContain(
      '<style data-for="/assets/home-a.css"></style><style data-for="/assets/card-b.css"></style></head>',
    );
  });

  it('injects before </head> when the template has no placeholder', () => {
    const html = renderStorePage('<html><head><title>Haat</title></head></html>', head());
    expect(html).toMatch(/__HAAT_BOOTSTRAP__=.*<\/script><\/head>/);
  });
});

describe('jsonForScript', () => {
  it('cannot close the script tag, open a comment or break a line', () => {
    const value = { name: '</script><script>alert(1)</script><!-- & \u2028\u2029' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('themeCss', () => {
  it('declares the 100–900 shades of the three colours', () => {
    const css = themeCss(head().theme);
    for (const [step, shade] of Object.entries(themeShades('#f2a93b')))
      expect(css).toContain(`--color-secondary-${step}:${shade}`);
    expect(css.match(/--color-/g)).toHaveLength(27);
  });

  it('leaves out a scale whose colour is not hex instead of failing', () => {
    const css = themeCss({ primaryColor: 'red;}</style>', secondaryColor: '#000', neutralColor: '#fff' });
    expect(css).not.toContain('primary');
    expect(css).not.toContain('</style>');
    expect(css.match(/--color-/g)).toHaveLength(18);
  });
});
