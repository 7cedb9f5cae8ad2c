/**
 * Storefront weight and Lighthouse benchmark.
 *
 *   npm run bench:web
 *
 * 1. Builds the web app (into a throw-away folder, so a concurrent `npm run build` is left alone) and
 *    reports per route the gzip and brotli size of the JavaScript and CSS a first visit downloads.
 * 2. Starts the real server (production mode, PGlite, demo stores) on that build and runs Lighthouse
 *    (mobile, simulated throttling) on home, a category, a product and search; each figure is a median.
 *
 * A route whose first-visit JavaScript is over 100 KB gzip prints an OVER BUDGET line and the run exits 1.
 * Prints tables and the figures as JSON, and writes the JSON to bench/results/. BENCH_RUNS (default 3) sets
 * the Lighthouse runs per page; BENCH_LIGHTHOUSE=0 reports the sizes only; WEB_DIST_DIR measures an
 * existing build (made with `manifest: true`) instead of building; BENCH_AUDITS=1 names failing audits.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { SCREEN_RENDERER_FILE } from '../apps/server/src/modules/storefront/storefront.render.ts';
import { messagesWeights, routeWeights } from './lib/bundle-sizes.ts';
import { repoRoot, startDemoServer } from './lib/demo-server.ts';
import { lighthouseMedians, type PageScore } from './lib/lighthouse-runs.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WITH_LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const STORE = 'demo';
/** Issue 9's aim, for every route: the gzipped JavaScript of a first visit stays under 100 KB. */
const JS_GZIP_BUDGET_KB = 100;

async function buildWeb(): Promise<{ distDir: string; owned: boolean }> {
  if (process.env.WEB_DIST_DIR) return { distDir: path.resolve(process.env.WEB_DIST_DIR), owned: false };
  const distDir = mkdtempSync(path.join(tmpdir(), 'haat-bench-dist-'));
  const root = path.join(repoRoot, 'apps/web');
  await build({ root, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true, manifest: true } });
  // The server's renderer beside it, as `npm run build` makes it: without it the server renders no page.
  await build({
    root,
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: path.join(distDir, path.dirname(SCREEN_RENDERER_FILE)),
      emptyOutDir: false,
      copyPublicDir: false,
    },
  });
  return { distDir, owned: true };
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The pages Lighthouse visits: home, the first category, the first product and a search with results. */
async function demoPages(origin: string): Promise<{ page: string; url: string }[]> {
  const lookup = await json<{ orgId: string; store: { id: string } }>(
    `${origin}/api/orgs/lookup?identifier=${STORE}&isFriendlyId=true`,
  );
  const scope = `storeId=${lookup.store.id}&orgId=${lookup.orgId}`;
  const categories = await json<{ id: string }[]>(`${origin}/api/categories?${scope}`);
  const products = await json<{ products: { id: string; name: string }[] }>(
    `${origin}/api/products?${scope}&page=1&size=1`,
  );
  const word = products.products[0]!.name.split(' ')[0]!.toLowerCase();
  return [
    { page: 'home', url: `${origin}/${STORE}` },
    { page: 'category', url: `${origin}/${STORE}/category/${categories[0]!.id}` },
    { page: 'product', url: `${origin}/${STORE}/product/${products.products[0]!.id}` },
    { page: 'search', url: `${origin}/${STORE}/search?query=${encodeURIComponent(word)}` },
  ];
}

async function main() {
  const { distDir, owned } = await buildWeb();
  let lighthouse: PageScore[] = [];
  try {
    const weights = routeWeights(distDir);
    console.log('\nJavaScript and CSS of a first visit, per route (KB)');
    console.table(weights);
    const over = weights.filter((weight) => weight.jsGzipKb > JS_GZIP_BUDGET_KB);
    for (const weight of over) {
      console.error(
        `OVER BUDGET: ${weight.route} downloads ${weight.jsGzipKb} KB gzip of JS (budget ${JS_GZIP_BUDGET_KB} KB)`,
      );
    }
    if (over.length > 0) process.exitCode = 1;
    const messages = messagesWeights();
    console.log("\nThe page language's messages (JSON from the API, preloaded; KB)");
    console.table(messages);
    if (WITH_LIGHTHOUSE) {
      const server = await startDemoServer(distDir);
      try {
        lighthouse = await lighthouseMedians(await demoPages(server.origin), RUNS);
      } finally {
        await server.close();
      }
      console.log(`\nLighthouse, mobile, simulated throttling: median of ${RUNS} runs`);
      console.table(lighthouse);
    }
    const report = { benchmark: 'web', at: new Date().toISOString(), runs: RUNS, weights, messages, lighthouse };
    console.log(JSON.stringify(report, null, 2));
    const folder = new URL('./results/', import.meta.url);
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      new URL(`web-${report.at.replace(/[:.]/g, '-')}.json`, folder),
      `${JSON.stringify(report, null, 2)}\n`,
    );
  } finally {
    if (owned) rmSync(distDir, { recursive: true, force: true });
  }
}

await main();
