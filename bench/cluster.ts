/**
 * Cluster benchmark: real server processes (production mode) on one PostgreSQL database of their own (created
 * and dropped by the run) and one Redis, behind a small TCP load balancer that follows each server's /readyz.
 * A generated store of 50,000 products; autocannon drives a read through the balancer to one server, then to
 * three: requests/s, p50, p99 and the 3-vs-1 ratio, with the servers' public-read cache on and off. Then the
 * roll: while the read is sent to the three servers, one at a time is sent SIGTERM, waited for, started again
 * on its port and waited for until the balancer sees it ready; p99 during the roll beside p99 without one
 * (both from a keep-alive client of our own, as autocannon miscounts closed connections: see CAVEATS), reads
 * sent, non-2xx, resets and failures, and the rolls done. Last, catalogue reads (cache off) on a PostgreSQL
 * primary of the run's own, then on that primary with a streaming replica (DATABASE_REPLICA_URLS): requests/s,
 * p50, p99 and the share of reads the replica answered.
 *
 *   npm run bench:cluster
 *   (a script of its own beside bench:api, which measures one in-process server; PostgreSQL only:
 *   DATABASE_URL or TEST_DATABASE_URL, and REDIS_URL so the servers share cache clearing and rate limits.
 *   BENCH_PRODUCTS, BENCH_CONNECTIONS, BENCH_SECONDS (per measurement), BENCH_ROLL_SECONDS override the sizes;
 *   BENCH_REPLICA=off leaves out the replica comparison, which needs the PostgreSQL server programs)
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import autocannon from 'autocannon';
import { connectDatabase } from '../apps/server/src/db/connect.ts';
import { PUBLIC_READ_TTL_MS } from '../apps/server/src/plugins/public-read-cache.ts';
import { samplesOf } from '../apps/server/src/testing/metrics-text.ts';
import { postgresBinDir, startOwnPostgres, startOwnStandby } from '../apps/server/src/testing/own-postgres.ts';
import { freePort, startServer, type ServerProcess } from '../apps/server/src/testing/server-process.ts';
import { startBalancer, type Balancer } from './lib/balancer.ts';
import { createBenchStore, type BenchStore } from './lib/catalogue-data.ts';
import { keepAliveLoad } from './lib/keep-alive-load.ts';
import { withThrowawayDatabase } from './lib/throwaway-database.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const ROLL_SECONDS = Number(process.env.BENCH_ROLL_SECONDS ?? 20);
const SERVERS = 3;
const REPLICA = process.env.BENCH_REPLICA !== 'off';
/** Long enough for the balancer's 200 ms probe to notice a draining server, short enough to roll often. */
const DRAIN_SECONDS = 2;

const CAVEATS = [
  'This machine has 2 cores, shared by the load generator, the balancer, every server and PostgreSQL: the ' +
    '3-vs-1 ratio says what two more processes add when the cores are already busy, not how servers on ' +
    'machines of their own would scale.',
  'The roll is driven by a keep-alive client of our own, not autocannon: autocannon does not notice that a ' +
    'server closed a connection after an answer (`Connection: close`, as a draining server does). The request ' +
    'it had already written on it stays in its queue unanswered and uncounted, and every later answer on the ' +
    'new connection is timed from the request before it, so its p99 would grow with each roll.',
  'Resets: a read whose connection closed before any answer (ECONNRESET, EPIPE) is counted once as a reset ' +
    'and sent again once, as clients do with an idempotent GET; its latency runs from the first send. A ' +
    'read with no answer after that is a failure.',
  'A restarted server compiles its TypeScript on start (tsx) on the same 2 cores: each restart takes CPU ' +
    'from the servers answering the load.',
  'Primary vs primary + replica: the replica runs on the same 2 cores as the primary, the servers and the load ' +
    'generator, so it moves the reads off the primary without adding a machine. On a machine of its own it adds ' +
    'that machine; here the comparison shows the cost of routing (the lag checks, the second pool) and that the ' +
    'reads reach the replica.',
];

interface Read {
  name: string;
  paths: string[];
}

function readsOf(store: BenchStore) {
  const scope = `storeId=${store.storeId}&orgId=${store.orgId}`;
  return {
    healthz: { name: '/healthz', paths: ['/healthz'] },
    productList: { name: 'product list (page 1, size 30)', paths: [`/api/products?${scope}&page=1&size=30`] },
    productDetail: { name: 'product detail', paths: store.productIds.map((id) => `/api/products/${id}?${scope}`) },
  } satisfies Record<string, Read>;
}

interface Cluster {
  /** Where the balancer listens (the servers' PUBLIC_URL), whichever of the servers it is put in front of. */
  balancerPort: number;
  ports: number[];
  servers: ServerProcess[];
  env: Record<string, string>;
  /** What stopped servers wrote to stderr, and their JSON log lines (LOG_LEVEL=warn: warnings and errors). */
  log: string[];
}

interface SteadyFigure {
  cache: 'on' | 'off';
  servers: number;
  read: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

interface ReplicaFigure {
  database: 'primary' | 'primary + replica';
  read: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  /** Of the catalogue reads the servers' databases answered, the replica's share; null without a replica. */
  replicaShare: number | null;
}

interface Roll {
  server: number;
  exitCode: number | null;
  sigtermToExitSeconds: number;
  startToReadySeconds: number;
}

const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await delay(50);
  }
}

/** Three servers started together; if one cannot start, the others are stopped rather than left running. */
async function startCluster(env: Record<string, string>, balancerPort: number): Promise<Cluster> {
  const ports = await Promise.all(Array.from({ length: SERVERS }, freePort));
  const outcomes = await Promise.allSettled(ports.map((port) => startServer(env, port)));
  const servers = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()));
    throw failed.reason;
  }
  return { balancerPort, ports, servers, env, log: [] };
}

/** Stops one server (SIGTERM, the drain, exit) and keeps what it wrote besides its start-up summary. */
async function stopServer(cluster: Cluster, index: number): Promise<number | null> {
  const server = cluster.servers[index]!;
  const exitCode = await server.stop();
  const lines = [
    ...server.errors().split('\n'),
    ...server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{')),
  ];
  cluster.log.push(...lines.filter((line) => line.trim()).map((line) => `server ${index + 1}: ${line}`));
  return exitCode;
}

async function stopCluster(cluster: Cluster): Promise<void> {
  await Promise.all(cluster.servers.map((_, index) => stopServer(cluster, index)));
}

/** A balancer in front of `backends`, once it has seen every one of them ready. */
async function withBalancer<T>(
  cluster: Cluster,
  backends: number[],
  work: (balancer: Balancer) => Promise<T>,
): Promise<T> {
  const balancer = await startBalancer(cluster.balancerPort, backends);
  try {
    await until('the balancer seeing every server ready', () => backends.every((port) => balancer.isReady(port)));
    return await work(balancer);
  } finally {
    await balancer.close();
  }
}

async function drive(url: string, paths: string[]) {
  const options = { url, connections: CONNECTIONS, workers: 1, requests: paths.map((path) => ({ path })) };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  return autocannon({ ...options, duration: SECONDS });
}

/** Each read through the balancer to the first server alone, then to all three. */
async function oneVersusThree(cluster: Cluster, cache: SteadyFigure['cache'], reads: Read[]): Promise<SteadyFigure[]> {
  const figures: SteadyFigure[] = [];
  for (const servers of [1, SERVERS]) {
    await withBalancer(cluster, cluster.ports.slice(0, servers), async () => {
      for (const read of reads) {
        const result = await drive(`http://127.0.0.1:${cluster.balancerPort}`, read.paths);
        const figure: SteadyFigure = {
          cache,
          servers,
          read: read.name,
          requestsPerSecond: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          failures: result.non2xx + result.errors + result.timeouts,
        };
        figures.push(figure);
        console.error(
          `cache ${cache}, ${servers} server(s): ${read.name}: ${figure.requestsPerSecond} req/s, p99 ${figure.p99Ms} ms`,
        );
      }
    });
  }
  return figures;
}

/** SIGTERM to one server, wait for its exit, start it again on its port, wait until the balancer sees it ready. */
async function roll(cluster: Cluster, balancer: Balancer, index: number): Promise<Roll> {
  const port = cluster.ports[index]!;
  const stopping = Date.now();
  const exitCode = await stopServer(cluster, index);
  const sigtermToExitSeconds = seconds(stopping);
  const starting = Date.now();
  cluster.servers[index] = await startServer(cluster.env, port);
  await until(`server ${index + 1} ready again at the balancer`, () => balancer.isReady(port));
  const figures = { server: index + 1, exitCode, sigtermToExitSeconds, startToReadySeconds: seconds(starting) };
  console.error(`rolled server ${index + 1}: ${JSON.stringify(figures)}`);
  return figures;
}

/**
 * The read on all three servers without a roll (after a warm-up of this client), then during one: one server
 * after another for as long as the load lasts.
 */
async function measureRoll(cluster: Cluster, read: Read) {
  const origin = `http://127.0.0.1:${cluster.balancerPort}`;
  const withoutRoll = await withBalancer(cluster, cluster.ports, async () => {
    await keepAliveLoad(origin, read.paths, CONNECTIONS, WARM_UP_SECONDS);
    return keepAliveLoad(origin, read.paths, CONNECTIONS, SECONDS);
  });
  return withBalancer(cluster, cluster.ports, async (balancer) => {
    let loading = true;
    const load = keepAliveLoad(origin, read.paths, CONNECTIONS, ROLL_SECONDS).finally(() => (loading = false));
    const rolls: Roll[] = [];
    for (let index = 0; loading; index = (index + 1) % SERVERS) rolls.push(await roll(cluster, balancer, index));
    return { read: read.name, withoutRoll, duringRoll: await load, rolls, balancer: balancer.counts() };
  });
}

/** Catalogue reads the servers' databases answered: by the replica (any host) and by the primary. */
async function catalogueReadsOf(cluster: Cluster, token: string) {
  let replica = 0;
  let primary = 0;
  for (const server of cluster.servers) {
    const text = await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${token}` } }).then(
      (response) => response.text(),
    );
    for (const { labels, value } of samplesOf(text, 'haat_db_catalogue_reads_total')) {
      if (labels.on === 'primary') primary += value;
      else replica += value;
    }
  }
  return { replica, primary };
}

/**
 * The same catalogue reads (cache off, three servers) on a PostgreSQL primary of the run's own, then on it and
 * an asynchronous streaming replica copied from it after the store was written.
 */
async function primaryVersusReplica(
  env: (databaseUrl: string, cacheMs: number) => Record<string, string>,
  balancerPort: number,
  log: string[],
): Promise<ReplicaFigure[]> {
  const started = Date.now();
  const primary = await startOwnPostgres();
  try {
    const database = await connectDatabase({ databaseUrl: primary.url });
    const store = await createBenchStore(database.db, PRODUCTS).finally(() => database.close());
    const replica = await startOwnStandby(primary, { synchronous: false });
    console.error(`primary and replica of ${PRODUCTS} products ready in ${seconds(started)} s`);
    const { productList, productDetail } = readsOf(store);
    const metricsToken = randomBytes(24).toString('hex');
    const figures: ReplicaFigure[] = [];
    for (const withReplica of [false, true]) {
      const clusterEnv = {
        ...env(primary.url, 0),
        METRICS_TOKEN: metricsToken,
        ...(withReplica ? { DATABASE_REPLICA_URLS: replica.url } : {}),
      };
      const cluster = await startCluster(clusterEnv, balancerPort);
      try {
        await withBalancer(cluster, cluster.ports, async () => {
          for (const read of [productList, productDetail]) {
            const before = await catalogueReadsOf(cluster, metricsToken);
            const result = await drive(`http://127.0.0.1:${balancerPort}`, read.paths);
            const after = await catalogueReadsOf(cluster, metricsToken);
            const replicaReads = after.replica - before.replica;
            const allReads = replicaReads + after.primary - before.primary;
            const figure: ReplicaFigure = {
              database: withReplica ? 'primary + replica' : 'primary',
              read: read.name,
              requestsPerSecond: Math.round(result.requests.average),
              p50Ms: result.latency.p50,
              p99Ms: result.latency.p99,
              failures: result.non2xx + result.errors + result.timeouts,
              replicaShare: withReplica && allReads > 0 ? Math.round((replicaReads / allReads) * 100) / 100 : null,
            };
            figures.push(figure);
            console.error(
              `${figure.database}: ${read.name}: ${figure.requestsPerSecond} req/s, p99 ${figure.p99Ms} ms`,
            );
          }
        });
      } finally {
        await stopCluster(cluster);
        log.push(...cluster.log);
      }
    }
    await replica.remove();
    return figures;
  } finally {
    await primary.remove();
  }
}

async function run(databaseUrl: string) {
  const started = Date.now();
  const database = await connectDatabase({ databaseUrl });
  const store = await createBenchStore(database.db, PRODUCTS).finally(() => database.close());
  console.error(`${PRODUCTS} products written in ${seconds(started)} s`);

  const balancerPort = await freePort();
  // One secret shared by every server, as in production: a token signed by one is accepted by the others.
  const jwtSecret = randomBytes(32).toString('hex');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-bench-cluster-'));
  const env = (cacheMs: number, onDatabase = databaseUrl): Record<string, string> => ({
    NODE_ENV: 'production',
    DATABASE_URL: onDatabase,
    REDIS_URL: process.env.REDIS_URL ?? '',
    // Counters and channels of this run alone, whatever else shares the Redis.
    REDIS_KEY_PREFIX: `haat-bench-${randomBytes(4).toString('hex')}:`,
    JWT_SECRET: jwtSecret,
    PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
    ALLOW_CONSOLE_SMS: 'true',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    SUBSCRIPTION_JOB_EVERY_MINUTES: '0',
    PAYMENT_RECONCILE_EVERY_SECONDS: '0',
    // One address drives all the load: the per-address limits would measure themselves.
    RATE_LIMIT_FACTOR: '0',
    PUBLIC_READ_CACHE_MS: String(cacheMs),
    DRAIN_SECONDS: String(DRAIN_SECONDS),
  });
  const { healthz, productList, productDetail } = readsOf(store);
  const log: string[] = [];
  const withCluster = async <T>(cacheMs: number, work: (cluster: Cluster) => Promise<T>): Promise<T> => {
    const cluster = await startCluster(env(cacheMs), balancerPort);
    try {
      return await work(cluster);
    } finally {
      await stopCluster(cluster);
      log.push(...cluster.log);
    }
  };
  try {
    const cached = await withCluster(PUBLIC_READ_TTL_MS, async (cluster) => ({
      steady: await oneVersusThree(cluster, 'on', [healthz, productList, productDetail]),
      roll: await measureRoll(cluster, productList),
    }));
    // /healthz reads no cache: measured once, above.
    const uncached = await withCluster(0, (cluster) => oneVersusThree(cluster, 'off', [productList, productDetail]));
    const replica =
      REPLICA && postgresBinDir()
        ? await primaryVersusReplica((onDatabase, cacheMs) => env(cacheMs, onDatabase), balancerPort, log)
        : [];
    return { steady: [...cached.steady, ...uncached], roll: cached.roll, replica, log };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function print(report: Awaited<ReturnType<typeof run>>) {
  const { steady, roll } = report;
  const at = (cache: string, servers: number, read: string) =>
    steady.find((figure) => figure.cache === cache && figure.servers === servers && figure.read === read);
  console.log(
    `\nCluster, ${PRODUCTS} products, PostgreSQL${process.env.REDIS_URL ? ' and Redis' : ' (no REDIS_URL)'}, ` +
      `${CONNECTIONS} connections x ${SECONDS} s per read (after ${WARM_UP_SECONDS} s warm-up), through the balancer`,
  );
  console.table(
    steady
      .filter((figure) => figure.servers === 1)
      .map(({ cache, read }) => {
        const one = at(cache, 1, read)!;
        const three = at(cache, SERVERS, read)!;
        return {
          read,
          cache,
          '1 server req/s': one.requestsPerSecond,
          '1: p50 ms': one.p50Ms,
          '1: p99 ms': one.p99Ms,
          '3 servers req/s': three.requestsPerSecond,
          '3: p50 ms': three.p50Ms,
          '3: p99 ms': three.p99Ms,
          '3 / 1': Math.round((three.requestsPerSecond / one.requestsPerSecond) * 100) / 100,
          failures: one.failures + three.failures,
        };
      }),
  );
  console.log(
    `\nRoll: ${roll.read}, cache on, ${SERVERS} servers, ${CONNECTIONS} keep-alive connections; DRAIN_SECONDS=${DRAIN_SECONDS}`,
  );
  console.table(
    [
      { phase: 'no roll', ...roll.withoutRoll },
      { phase: `rolling (${ROLL_SECONDS} s)`, ...roll.duringRoll },
    ].map((load) => ({
      phase: load.phase,
      reads: load.reads,
      'req/s': load.requestsPerSecond,
      'p50 ms': load.p50Ms,
      'p99 ms': load.p99Ms,
      'max ms': load.maxMs,
      non2xx: JSON.stringify(load.non2xx),
      resets: load.resets,
      failed: JSON.stringify(load.failed),
    })),
  );
  const { connections, refusedThenMoved, noBackend } = roll.balancer;
  console.log(
    `Balancer during the roll: ${connections} client connections (${CONNECTIONS} at the start, the others after ` +
      `a draining server's Connection: close), ${refusedThenMoved} moved on after a refused connect, ` +
      `${noBackend} closed with no server ready`,
  );
  console.log(`Rolls done (SIGTERM sent while the load ran): ${roll.rolls.length}`);
  console.table(roll.rolls);
  if (report.replica.length > 0) {
    console.log(
      `\nCatalogue reads, cache off, ${SERVERS} servers: one PostgreSQL primary vs the primary and a replica`,
    );
    console.table(
      report.replica.map((figure) => ({
        read: figure.read,
        database: figure.database,
        'req/s': figure.requestsPerSecond,
        'p50 ms': figure.p50Ms,
        'p99 ms': figure.p99Ms,
        'replica share': figure.replicaShare ?? '-',
        failures: figure.failures,
      })),
    );
  } else {
    console.log(
      `\nPrimary vs replica: not measured (${REPLICA ? 'no PostgreSQL server programs' : 'BENCH_REPLICA=off'})`,
    );
  }
  if (report.log.length > 0) console.log(`What the servers wrote (warnings, errors):\n${report.log.join('\n')}`);
  console.log(`\n${CAVEATS.map((caveat) => `- ${caveat}`).join('\n')}\n`);
}

async function main() {
  const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('The cluster bench runs on PostgreSQL: set DATABASE_URL or TEST_DATABASE_URL');
  const figures = await withThrowawayDatabase(adminUrl, 'haat_bench', run);
  const report = {
    benchmark: 'cluster',
    at: new Date().toISOString(),
    products: PRODUCTS,
    connections: CONNECTIONS,
    seconds: SECONDS,
    rollSeconds: ROLL_SECONDS,
    drainSeconds: DRAIN_SECONDS,
    redis: Boolean(process.env.REDIS_URL),
    ...figures,
    caveats: CAVEATS,
  };
  print(report);
  console.log(JSON.stringify(report, null, 2));
  const folder = new URL('./results/', import.meta.url);
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    new URL(`cluster-${report.at.replace(/[:.]/g, '-')}.json`, folder),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  const { duringRoll, rolls } = report.roll;
  const lost =
    report.steady.some((figure) => figure.failures > 0) ||
    report.replica.some((figure) => figure.failures > 0) ||
    Object.keys(duringRoll.non2xx).length > 0 ||
    Object.keys(duringRoll.failed).length > 0 ||
    rolls.some((done) => done.exitCode !== 0);
  if (lost) process.exitCode = 1;
}

await main();
