import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePreloads } from './storefront.preload.ts';

/** A build whose manifest holds the entry, home, and the account's wallet section. */
function buildWithManifest(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'haat-preload-'));
  mkdirSync(path.join(dir, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    '_carousel-1.js': { file: 'assets/carousel-1.js' },
    'src/features/home/routes/home.route.tsx': {
      file: 'assets/home-1.js',
      imports: ['_shared-1.js', '_carousel-1.js'],
      css: ['assets/home-1.css'],
    },
    'src/features/account/routes/account-layout.route.tsx': {
      file: 'assets/account-layout-1.js',
      css: ['assets/account-1.css'],
    },
    'src/features/account/routes/wallet.route.tsx': { file: 'assets/wallet-1.js', imports: ['_shared-1.js'] },
  };
  writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('routePreloads', () => {
  const preloadsOf = routePreloads(buildWithManifest());

  it("names a page's screen chunks and what they import, beyond the entry's", () => {
    expect(preloadsOf('/')).toEqual({
      scripts: ['/assets/home-1.js', '/assets/carousel-1.js'],
      styles: ['/assets/home-1.css'],
    });
  });

  it("names a section's page around it first, matched as the router matches it", () => {
    expect(preloadsOf('/Account/wallet/')).toEqual({
      scripts: ['/assets/account-layout-1.js', '/assets/wallet-1.js'],
      styles: ['/assets/account-1.css'],
    });
  });

  it('names nothing for a path the app says Not Found at, or without a manifest', () => {
    expect(preloadsOf('/account/nothing')).toEqual({ scripts: [], styles: [] });
    expect(routePreloads(mkdtempSync(path.join(tmpdir(), 'haat-preload-')))('/')).toEqual({ scripts: [], styles: [] });
  });
});
