// `npm test`: every layer in turn — unit and API tests (Vitest, PGlite), the API suite again on
// PostgreSQL when TEST_DATABASE_URL or DATABASE_URL names one, the cluster leg (three real servers on
// PostgreSQL, Redis and a local S3) and the failover leg (a primary's machine lost under pg_auto_failover),
// then the browser journeys (Playwright, Debian's Chromium). Ends with
// one line `N passed, N failed, N flaky, N skipped` summing all layers (scripts/test-figures.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describeFigures, playwrightLeg, verdict, vitestLeg } from './test-figures.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (process.argv.includes('--help')) {
  console.log(`npm test: Vitest on PGlite, then on PostgreSQL, the cluster leg and the failover leg when
TEST_DATABASE_URL (or DATABASE_URL) names a database, then the Playwright journeys. Prints per leg and in total:
  N passed, N failed, N flaky, N skipped
and exits 1 on a failed test, a flaky journey not in e2e/known-flaky.json, or (with CI set) a missing
PostgreSQL, cluster or failover leg.`);
  process.exit(0);
}
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

// Every layer runs on the Node.js the project installs (npm puts it first on PATH); a run on an older one
// proves nothing about the runtime shoppers get.
const supportedMajor = Number(/^>=(\d+)/.exec(readJson(path.join(root, 'package.json')).engines.node)[1]);
console.log(`npm test on Node.js ${process.versions.node}`);
if (Number(process.versions.node.split('.')[0]) < supportedMajor) {
  console.error(
    `npm test runs on Node.js ${supportedMajor} or later (package.json engines); this is ${process.versions.node}. ` +
      'Run it through npm after npm install, which puts the project’s Node.js first on PATH.',
  );
  process.exit(1);
}

const reports = path.join(root, '.test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const legs = [];
const problems = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** Records a leg and prints its figures; returns them so a leg can require that it ran. */
function record(leg) {
  legs.push(leg);
  for (const note of leg.notes) console.log(note);
  console.log(`${leg.label}: ${describeFigures(leg.figures)}`);
  return leg.figures;
}

const vitestArgs = (out, extra = []) => [
  'vitest',
  'run',
  ...extra,
  // A test passed on a retry would count as passed: Vitest never retries (Playwright's retries are counted apart).
  '--retry=0',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}`,
];

// The catalogues as the code reads them (a clone whose install did not compile them, or one edited since).
if (!run('Message catalogues', 'node', ['packages/contract/scripts/compile-messages.mjs'])) {
  console.error('The message catalogues do not compile: nothing else can run.');
  process.exit(1);
}

// 1. Unit and API tests on the embedded database.
// Named one by one: Vitest joins several --project filters with OR, so two exclusions would let in both.
const unitReport = path.join(reports, 'vitest.json');
const embeddedProjects = ['scripts', 'contract', 'server', 'web'].flatMap((name) => ['--project', name]);
if (!run('Unit and API tests (PGlite)', 'npx', vitestArgs(unitReport, embeddedProjects), { TEST_DATABASE_URL: '' }))
  problems.push('vitest failed');
record(vitestLeg('Unit and API (PGlite)', readJson(unitReport)));

// 2. The API suite on PostgreSQL, each test file in a fresh schema.
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (postgresUrl) {
  const pgReport = path.join(reports, 'vitest-postgres.json');
  if (
    !run('API tests (PostgreSQL)', 'npx', vitestArgs(pgReport, ['--project', 'server']), {
      TEST_DATABASE_URL: postgresUrl,
    })
  )
    problems.push('vitest on PostgreSQL failed');
  // The concurrency guarantees (oversell, double spend, one order per day) and surviving a database
  // restart under load are only proven on PostgreSQL: there every test of those suites must run.
  record(vitestLeg('API (PostgreSQL)', readJson(pgReport), { mustRun: /(concurrency|database-restart)\.test\.ts$/ }));

  // 3. Three real servers on one fresh database, one Redis and one local S3 server (decision 015).
  const clusterReport = path.join(reports, 'vitest-cluster.json');
  const clusterArgs = vitestArgs(clusterReport, ['--project', 'cluster']);
  if (!run('Cluster (3 servers, PostgreSQL, Redis, S3)', 'npx', clusterArgs, { TEST_DATABASE_URL: postgresUrl }))
    problems.push('the cluster leg failed');
  const cluster = record(vitestLeg('Cluster', readJson(clusterReport)));
  // It skips itself without Redis; CI has Redis, so there a skip is a fault.
  if (process.env.CI && !cluster.passed) problems.push('CI: the cluster leg did not run (is Redis on 127.0.0.1:6379?)');

  // 4. The primary database's machine lost under load: pg_auto_failover promotes the standby (issue 41).
  const failoverReport = path.join(reports, 'vitest-failover.json');
  if (!run('pg_auto_failover', 'bash', ['scripts/install-pg-auto-failover.sh'])) {
    problems.push('pg_auto_failover could not be installed');
  } else if (
    !run('Failover (pg_auto_failover, 3 servers)', 'npx', vitestArgs(failoverReport, ['--project', 'failover']))
  ) {
    problems.push('the failover leg failed');
  }
  const failover = record(vitestLeg('Failover', readJson(failoverReport)));
  if (process.env.CI && !failover.passed) problems.push('CI: the failover leg did not run');
} else if (process.env.CI) {
  // The concurrency guarantees (oversell, double spend, one order per day) are only proven on PostgreSQL.
  problems.push('CI without PostgreSQL: the PostgreSQL leg did not run (.ci/run starts it when installed)');
} else {
  console.log('\nNo TEST_DATABASE_URL or DATABASE_URL: the PostgreSQL and cluster legs are skipped.');
}

// 5. Browser journeys against the real server and the built app.
if (!run('Chromium', 'bash', ['scripts/install-chromium.sh'])) problems.push('Chromium could not be installed');
else if (!run('Build the storefront', 'npm', ['run', 'build'])) problems.push('web build failed');
else {
  const e2eReport = path.join(reports, 'e2e.json');
  if (
    !run('Browser journeys (Playwright, Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    })
  )
    problems.push('playwright failed');
  const knownFlaky = readJson(path.join(root, 'e2e/known-flaky.json')) ?? [];
  record(playwrightLeg('Browser journeys', readJson(e2eReport), knownFlaky));
}

const { total, problems: all, ok } = verdict(legs, problems);
console.log('');
for (const problem of all) console.log(`problem: ${problem}`);
console.log(describeFigures(total));
process.exit(ok ? 0 : 1);
