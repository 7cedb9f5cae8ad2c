import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.HAAT_API_URL ?? 'http://localhost:8080';

/**
 * Writes `name.br` and `name.gz` beside every script, style sheet and SVG of the build, compressed once at
 * the highest levels; the server sends them as they are (slow networks get the smallest bytes, and no
 * request pays for compressing).
 */
function precompress(): Plugin {
  return {
    name: 'haat-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        const content = Buffer.from(output.type === 'chunk' ? output.code : output.source);
        if (content.length < 1024) continue;
        const file = path.join(outDir, fileName);
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The production build runs on Preact's React-compatible runtime: the same components, a tenth of
 * react-dom's weight on a shopper's first visit. Development and the unit tests keep React (its warnings and
 * dev tools); the browser journeys drive the shipped build. See docs/decisions/011-preact-in-production.md.
 */
const preactInProduction = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The service worker (src/features/offline/service-worker.ts), built beside the app as `dist/service-worker.js`
 * with the built assets it precaches written into it. The server serves it under each store's path and writes each
 * store's web app manifest itself; the app registers it after load. See docs/decisions/022.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/features/offline',
  filename: 'service-worker.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    // The hashed scripts and styles of every screen, and the favicon: not index.html, a template the server
    // fills per store (the worker keeps the store's own page instead), and not the .br/.gz or source maps.
    globPatterns: ['assets/**/*.{js,css,svg,woff2}', '*.svg'],
    // Assets live at the origin's root whatever the store's path: named from the root, not from the worker.
    modifyURLPrefix: { '': '/' },
  },
});

/** The server's renderer of the public pages (`vite build --ssr`): beside the build, never served. */
export const SERVER_ENTRY = 'src/entry-server.tsx';
export const SERVER_OUT_DIR = '.ssr';

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server renderer gets neither compressed copies nor a service worker: it is never sent to a browser.
  plugins: isSsrBuild ? [react()] : [react(), precompress(), serviceWorker],
  resolve: { alias: command === 'build' ? preactInProduction : [] },
  // Bundled whole, so the server renders with the very Preact the aliases give the browser (and no module
  // the bundle imports reaches for React on its own).
  ssr: { noExternal: true },
  // Served under any store prefix (/demo/…) and on store domains, so asset URLs are absolute from the root.
  base: '/',
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/files': apiTarget, '/healthz': apiTarget },
  },
  // The manifest tells the server which chunks each screen needs, so the HTML can preload them.
  build: isSsrBuild
    ? { outDir: `dist/${SERVER_OUT_DIR}`, emptyOutDir: false, copyPublicDir: false, sourcemap: true }
    : { outDir: 'dist', sourcemap: true, manifest: true },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // Tests render whole screens as a shopper meets them, and the first of a file also loads their modules:
    // on a busy 2-core machine that outlasts the default 5 s (the server's tests allow 30 s).
    testTimeout: 15_000,
  },
}));
