import { describe, expect, it } from 'vitest';
import { themeShades } from '@haat/contract/format';
import type { StoreBootstrap } from '@haat/contract/stores/stores.schemas';
import {
  jsonForScript,
  pageTemplate,
  renderStorePage,
  storePageEnd,
  storePageStart,
  themeCss,
  type StorePageHead,
  type StorePageStart,
} from './storefront.html.ts';

const template = pageTemplate(
  `<!doctype html><html lang="en"><head><meta charset="UTF-8"><link rel="icon" href="/favicon.svg" /><title>Haat</title><!--haat:head-->` +
    `<script type="module" crossorigin src="/assets/index-a.js"></script><link rel="stylesheet" crossorigin href="/assets/index-a.css">` +
    `</head><body><div id="root"></div></body></html>`,
);

const theme: StorePageStart['theme'] = { primaryColor: '#1e7a46', secondaryColor: '#f2a93b', neutralColor: '#64748b' };
const start = (overrides: Partial<StorePageStart> = {}): StorePageStart => ({
  locale: 'hi',
  theme,
  styles: [],
  ...overrides,
});

function head(overrides: Partial<StorePageHead> = {}): StorePageHead {
  return {
    title: 'Green Basket',
    favicon: '/files/stores/s/favicon.abc.svg',
    bootstrap: { basePath: '/green' } as StoreBootstrap,
    ...overrides,
  };
}

describe('renderStorePage', () => {
  it("writes the store's title, favicon, theme and bootstrap at the placeholder", () => {
    const html = renderStorePage(template, start(), head());
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
    const html = renderStorePage(template, start(), head({ favicon: null }));
    expect(html).toContain('href="/favicon.svg"');
  });

  it('escapes the title and the favicon address', () => {
    const html = renderStorePage(
      template,
      start(),
      head({ title: '</title><script>alert(1)</script> & $& Co', favicon: '/x" onload="alert(1)' }),
    );
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; $&amp; Co</title>');
    expect(html).toContain('href="/x&quot; onload=&quot;alert(1)"');
  });

  it('injects before </head> when the template has no placeholder', () => {
    const html = renderStorePage(pageTemplate('<html><head><title>Haat</title></head></html>'), start(), head());
    expect(html).toMatch(/__HAAT_BOOTSTRAP__=.*<\/script><\/head>/);
  });

  it('refuses a template without a head', () => {
    expect(() => pageTemplate('<html><body></body></html>')).toThrow('<head>');
  });
});

describe("a store page's start and end", () => {
  it("starts with the document in its language, the theme, then every style sheet: the entry's, then the screen's", () => {
    const styles = ['/assets/home-a.css', '/assets/card-b.css'];
    const text = storePageStart(template, start({ styles }));
    expect(text).toBe(
      `<!doctype html><html lang="hi"><head><meta charset="UTF-8"><style id="haat-theme">${themeCss(theme)}</style>` +
        '<link rel="stylesheet" href="/assets/index-a.css"><link rel="stylesheet" href="/assets/home-a.css">' +
        '<link rel="stylesheet" href="/assets/card-b.css">',
    );
  });

  it("writes the style sheets as the template's writer does", () => {
    const inline = pageTemplate('<html><head></head></html>', (href) => `<style data-for="${href}"></style>`);
    expect(storePageStart(inline, start({ styles: ['/assets/home-a.css'] }))).toContain(
      '<style data-for="/assets/home-a.css"></style>',
    );
  });

  it("carries nothing of the page's data at its start, and every part of it at its end", () => {
    const text = storePageStart(template, start());
    const end = storePageEnd(template, 'hi', head());
    expect(text).not.toContain('Green Basket');
    expect(text).not.toContain('haat-bootstrap');
    expect(end).toContain('<title>Green Basket</title>');
    expect(end).toContain('id="haat-bootstrap"');
    expect(text + end).toBe(renderStorePage(template, start(), head()));
    // The style sheets are written once, at the start.
    expect(end).not.toContain('index-a.css');
  });

  it("leaves the build's scripts to the loader, and names them and the screen's modules for it", () => {
    const end = storePageEnd(template, 'hi', head({ scripts: ['/assets/home-a.js'] }));
    expect(end).not.toContain('<script type="module"');
    const scripts = /<script type="application\/json" id="haat-scripts">(.*?)<\/script>/.exec(end)?.[1];
    expect(JSON.parse(scripts!)).toMatchObject({ entry: '/assets/index-a.js', modules: ['/assets/home-a.js'] });
  });

  it("ends a page whose data could not be read as the build wrote it: no data, the app's own script", () => {
    const end = storePageEnd(template, 'hi', null);
    expect(end).not.toContain('haat-bootstrap');
    expect(end).toContain('<title>Haat</title>');
    expect(end).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
    expect(end).toContain('<div id="root"></div>');
    expect(end).not.toContain('index-a.css');
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
    const css = themeCss(theme);
    for (const [step, shade] of Object.entries(themeShades('#f2a93b')))
      expect(css).toContain(`--color-secondary-${step}:${shade}`);
    expect(css.match(/--color-/g)).toHaveLength(27);
  });

  it('declares the text colours of buttons and badges, so a light theme paints readable text before any script', () => {
    const css = themeCss({ primaryColor: '#0f766e', secondaryColor: '#ffeb3b', neutralColor: '#6b7280' });
    expect(css).toContain('--on-accent:#ffffff');
    expect(css).toContain('--on-secondary:#15171b');
  });

  it('leaves out a scale whose colour is not hex instead of failing', () => {
    const css = themeCss({ primaryColor: 'red;}</style>', secondaryColor: '#000', neutralColor: '#fff' });
    expect(css).not.toContain('primary');
    expect(css).not.toContain('</style>');
    expect(css.match(/--color-/g)).toHaveLength(18);
  });
});
