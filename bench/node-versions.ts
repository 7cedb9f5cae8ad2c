/**
 * The project's Node.js against the machine's, side by side in one run: `start.ts` (start time, memory) and
 * `api.ts` (requests/s, p99, memory on PGlite) run once on each, then one table. The project's is the one npm
 * puts first on PATH (this bench runs on it); the machine's is the first `node` on PATH outside this
 * project, or BENCH_OTHER_NODE. api.ts's sizes default smaller here (BENCH_PRODUCTS 5,000, BENCH_SECONDS 5);
 * the BENCH_* settings of both still apply.
 *
 *   npm run bench:node
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/demo-server.ts';

interface StartReport {
  results: Record<string, { readyMs: number; rssReadyMb: number; rssLoadedMb: number }>;
}
interface ApiReport {
  load: Array<{ engine: string; endpoint: string; requestsPerSecond: number; p99Ms: number; rssMb: number }>;
}

function machineNode(): string {
  if (process.env.BENCH_OTHER_NODE) return process.env.BENCH_OTHER_NODE;
  for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(folder, 'node');
    if (path.resolve(folder).startsWith(path.resolve(repoRoot))) continue; // the project's own node_modules/.bin
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  throw new Error('No Node.js on PATH outside the project: set BENCH_OTHER_NODE');
}

const versionOf = (node: string) => execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();

const nodes = [process.execPath, machineNode()];
const folder = mkdtempSync(path.join(tmpdir(), 'haat-bench-node-'));
try {
  const reports = nodes.map((node, index) => {
    const version = versionOf(node);
    const run = (script: string, extra: Record<string, string>) => {
      const report = path.join(folder, `${script}-${index}.json`);
      console.log(`\n=== ${script} on Node.js ${version}\n`);
      const result = spawnSync(node, ['--import', 'tsx', script], {
        cwd: path.join(repoRoot, 'bench'),
        stdio: 'inherit',
        env: { BENCH_PRODUCTS: '5000', BENCH_SECONDS: '5', ...process.env, ...extra, BENCH_REPORT: report },
      });
      if (result.status !== 0) throw new Error(`${script} on Node.js ${version} exited ${result.status}`);
      return JSON.parse(readFileSync(report, 'utf8')) as unknown;
    };
    return {
      version,
      start: run('start.ts', {}) as StartReport,
      api: run('api.ts', { BENCH_ENGINES: 'pglite' }) as ApiReport,
    };
  });

  const [mine, theirs] = reports as [(typeof reports)[0], (typeof reports)[0]];
  const columns = `${theirs.version} | ${mine.version}`;
  console.log(`\nServer start (compiled, production, seeded PGlite, median of ${process.env.BENCH_RUNS ?? 5})\n`);
  console.log(`| figure | ${columns} |`);
  console.log('| --- | ---: | ---: |');
  const startOf = (report: StartReport) => report.results.compiled!;
  for (const [label, key] of [
    ['ready (ms)', 'readyMs'],
    ['RSS when ready (MB)', 'rssReadyMb'],
    ['RSS after 200 requests (MB)', 'rssLoadedMb'],
  ] as const) {
    console.log(`| ${label} | ${startOf(theirs.start)[key]} | ${startOf(mine.start)[key]} |`);
  }
  console.log(`\nAPI on PGlite: req/s, p99 ms, peak RSS MB (${theirs.version} | ${mine.version})\n`);
  console.log('| endpoint | req/s | p99 ms | RSS MB |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const figure of mine.api.load) {
    const other = theirs.api.load.find((candidate) => candidate.endpoint === figure.endpoint);
    if (!other) continue;
    console.log(
      `| ${figure.endpoint} | ${other.requestsPerSecond} → ${figure.requestsPerSecond} | ` +
        `${other.p99Ms} → ${figure.p99Ms} | ${other.rssMb} → ${figure.rssMb} |`,
    );
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
