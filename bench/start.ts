/**
 * Server start: the production build (`node apps/server/dist/main.js`) against the TypeScript loader
 * (`tsx src/main.ts`, what `npm start` ran before), on one already-seeded embedded database, production mode.
 * Per runner: time from spawn to the first 200 from /healthz, and the process's resident memory once it
 * answers and after 200 catalogue requests. Median of BENCH_RUNS (5). Builds the server first. The servers
 * run on the Node.js this bench runs on (`npm run bench:node` compares two); BENCH_REPORT names the JSON file.
 *
 *   npm run bench:start
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, repoRoot } from './lib/demo-server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const runners = {
  compiled: ['--enable-source-maps', 'apps/server/dist/main.js'],
  tsx: ['--import', 'tsx', 'apps/server/src/main.ts'],
} as const;
type Runner = keyof typeof runners;

interface Run {
  readyMs: number;
  rssReadyMb: number;
  rssLoadedMb: number;
}

const rssMb = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 102.4) / 10;

async function startOnce(runner: Runner, dataDir: string): Promise<Run> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...runners[runner]], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
      PUBLIC_URL: origin,
      // Stopped by the bench, not rolled behind a load balancer: no drain to wait for.
      DRAIN_SECONDS: '0',
      ALLOW_CONSOLE_SMS: 'true',
      LOG_LEVEL: 'warn',
      SUBSCRIPTION_JOB_EVERY_MINUTES: '0',
      PAYMENT_RECONCILE_EVERY_SECONDS: '0',
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${runner}: the server exited before it answered`);
    const ok = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyMs = Math.round(performance.now() - started);
  const rssReadyMb = rssMb(child.pid!);
  const store = (await (await fetch(`${origin}/api/orgs/lookup?identifier=demo&isFriendlyId=true`)).json()) as {
    store: { id: string };
  };
  for (let i = 0; i < 200; i += 1) {
    await fetch(`${origin}/api/products?storeId=${store.store.id}&page=${(i % 5) + 1}`).then((response) =>
      response.arrayBuffer(),
    );
  }
  const rssLoadedMb = rssMb(child.pid!);
  child.kill('SIGTERM');
  await exited;
  return { readyMs, rssReadyMb, rssLoadedMb };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

execFileSync('npm', ['run', '-s', '-w', '@haat/server', 'build'], { cwd: repoRoot, stdio: 'inherit' });
const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-bench-start-'));
try {
  await startOnce('compiled', dataDir); // the first start migrates and seeds; the measured ones do not
  const results: Record<string, Run> = {};
  for (const runner of Object.keys(runners) as Runner[]) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await startOnce(runner, dataDir));
    results[runner] = {
      readyMs: median(runs.map((run) => run.readyMs)),
      rssReadyMb: median(runs.map((run) => run.rssReadyMb)),
      rssLoadedMb: median(runs.map((run) => run.rssLoadedMb)),
    };
  }
  console.log(`\nServer start, production mode, seeded PGlite, median of ${RUNS}\n`);
  console.log('| runner | ready (ms) | RSS when ready (MB) | RSS after 200 requests (MB) |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [runner, run] of Object.entries(results)) {
    console.log(`| ${runner} | ${run.readyMs} | ${run.rssReadyMb} | ${run.rssLoadedMb} |`);
  }
  const json = JSON.stringify({ runs: RUNS, results }, null, 2);
  console.log(`\n${json}`);
  mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
  writeFileSync(process.env.BENCH_REPORT ?? path.join(repoRoot, 'bench/results/start.json'), json);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
