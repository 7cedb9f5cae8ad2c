import { execFile, spawn } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { postgresBinDir } from './own-postgres.ts';
import { freePort } from './server-process.ts';

const run = promisify(execFile);

/**
 * A PostgreSQL primary and a synchronous standby kept by pg_auto_failover (a monitor and a keeper per node),
 * in a temporary folder on free ports, for a test to kill the primary's machine under load (issue 41). The
 * tool comes from Debian's packages (scripts/install-pg-auto-failover.sh).
 */
export interface AutoFailover {
  /** Both nodes, as DATABASE_URL names them: the servers find the primary among them. */
  url: string;
  /** The nodes' ports, in the order `url` names them. */
  ports: number[];
  /** The node that is the primary now (as the monitor has it), by its port. */
  primaryPort(): Promise<number | null>;
  /** kill -9 of the primary's keeper and its PostgreSQL, as when its machine dies. Answers its port. */
  killPrimaryMachine(): Promise<number>;
  /** Stops every process and removes the folder. */
  remove(): Promise<void>;
}

/**
 * The monitor's checks, shortened from their defaults (a 20 s unhealthy timeout, 30 s for the old primary to
 * step down) so a failover takes seconds in a test. What the shorter demote wait risks, an old primary still
 * taking writes, synchronous replication rules out: it cannot commit without its standby.
 */
const MONITOR_SETTINGS = {
  'pgautofailover.health_check_period': 1000,
  'pgautofailover.health_check_timeout': 1000,
  'pgautofailover.health_check_max_retries': 1,
  'pgautofailover.health_check_retry_delay': 500,
  'pgautofailover.node_considered_unhealthy_timeout': 3000,
  'pgautofailover.primary_demote_timeout': 5000,
};

/** How long the formation may take to have a primary and a secondary before the test gives up. */
const FORMATION_LIMIT_MS = 120_000;

export async function pgAutoctlInstalled(): Promise<boolean> {
  return run('pg_autoctl', ['--version']).then(
    () => true,
    () => false,
  );
}

export async function startAutoFailover(): Promise<AutoFailover> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('no PostgreSQL server programs (initdb) are installed');
  const dir = mkdtempSync(path.join(tmpdir(), 'haat-failover-'));
  // pg_autoctl and postgres refuse to run as root: as root they run as the postgres user, who owns the folder.
  const asRoot = process.getuid?.() === 0;
  const env = {
    ...process.env,
    PATH: `${bin}:${process.env.PATH}`,
    XDG_CONFIG_HOME: path.join(dir, 'config'),
    XDG_DATA_HOME: path.join(dir, 'share'),
    XDG_RUNTIME_DIR: path.join(dir, 'run'),
  };
  for (const folder of ['config', 'share', 'run']) mkdirSync(path.join(dir, folder));
  if (asRoot) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    for (const folder of ['', 'config', 'share', 'run']) chownSync(path.join(dir, folder), uid, gid);
  }
  const command = (args: string[]): [string, string[]] =>
    asRoot
      ? ['runuser', ['-u', 'postgres', '--', 'env', `PATH=${env.PATH}`, ...xdg(env), 'pg_autoctl', ...args]]
      : ['pg_autoctl', args];
  const autoctl = (...args: string[]) => {
    const [program, argv] = command(args);
    return run(program, argv, { env });
  };
  const keep = (pgdata: string) => {
    const [program, argv] = command(['run', '--pgdata', pgdata]);
    spawn(program, argv, { env, stdio: ['ignore', 'ignore', 'ignore'] }).unref();
  };

  const monitorPort = await freePort();
  const monitorData = path.join(dir, 'monitor');
  const common = ['--hostname', '127.0.0.1', '--auth', 'trust', '--no-ssl'];
  await autoctl('create', 'monitor', '--pgdata', monitorData, '--pgport', String(monitorPort), ...common);
  appendFileSync(
    path.join(monitorData, 'postgresql.auto.conf'),
    Object.entries(MONITOR_SETTINGS)
      .map(([name, value]) => `${name} = ${value}\n`)
      .join(''),
  );
  keep(monitorData);
  const monitorUrl = `postgres://autoctl_node@127.0.0.1:${monitorPort}/pg_auto_failover?sslmode=disable`;
  await untilAnswers(`postgres://postgres@127.0.0.1:${monitorPort}/pg_auto_failover`);

  const nodes: { port: number; pgdata: string }[] = [];
  for (const name of ['node1', 'node2']) {
    const port = await freePort();
    const pgdata = path.join(dir, name);
    await autoctl(
      'create',
      'postgres',
      '--pgdata',
      pgdata,
      '--pgport',
      String(port),
      '--monitor',
      monitorUrl,
      ...common,
    );
    keep(pgdata);
    nodes.push({ port, pgdata });
    await untilAnswers(`postgres://postgres@127.0.0.1:${port}/postgres`);
  }

  const state = async () => {
    const monitor = new pg.Client({
      connectionString: `postgres://postgres@127.0.0.1:${monitorPort}/pg_auto_failover`,
    });
    await monitor.connect();
    try {
      const { rows } = await monitor.query<{ nodeport: number; reportedstate: string; goalstate: string }>(
        'SELECT nodeport, reportedstate, goalstate FROM pgautofailover.node',
      );
      return rows;
    } finally {
      await monitor.end();
    }
  };
  // Ready: a primary, a secondary, each where the monitor wants it.
  const started = Date.now();
  for (;;) {
    const rows = await state().catch(() => []);
    const settled = rows.every((row) => row.reportedstate === row.goalstate);
    const states = rows.map((row) => row.reportedstate).sort();
    if (settled && states.join() === 'primary,secondary') break;
    if (Date.now() - started > FORMATION_LIMIT_MS) {
      throw new Error(`pg_auto_failover did not settle: ${JSON.stringify(rows)}`);
    }
    await delay(250);
  }

  const primaryPort = async () => {
    const rows = await state();
    // wait_primary: a primary taking writes whose standby is gone (the old primary, until it rejoins).
    const writable = new Set(['primary', 'wait_primary']);
    return rows.find((row) => writable.has(row.reportedstate) && writable.has(row.goalstate))?.nodeport ?? null;
  };
  return {
    url: `postgres://postgres@${nodes.map((node) => `127.0.0.1:${node.port}`).join(',')}/postgres?target_session_attrs=read-write`,
    ports: nodes.map((node) => node.port),
    primaryPort,
    async killPrimaryMachine() {
      const port = await primaryPort();
      const node = nodes.find((candidate) => candidate.port === port);
      if (!node) throw new Error('no primary to kill');
      const postmaster = Number(readFileSync(path.join(node.pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);
      // The keeper and all it runs first, so nothing starts its PostgreSQL again; then PostgreSQL and every
      // process of it: a backend outliving its postmaster would go on serving the connections it has.
      const doomed = [...(await keeperProcesses(node.pgdata)), postmaster, ...(await childrenOf(postmaster))];
      for (const pid of doomed) killHard(pid);
      return node.port;
    },
    async remove() {
      for (const pgdata of [monitorData, ...nodes.map((node) => node.pgdata)]) {
        for (const pid of await keeperProcesses(pgdata)) killHard(pid);
      }
      // What the keepers started lives on without them: stop each PostgreSQL the hard way, then the files go.
      for (const pgdata of [monitorData, ...nodes.map((node) => node.pgdata)]) {
        const [program, argv] = asRoot
          ? ['runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', pgdata, '-m', 'immediate', 'stop']]
          : [path.join(bin, 'pg_ctl'), ['-D', pgdata, '-m', 'immediate', 'stop']];
        await run(program as string, argv as string[]).catch(() => {});
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const pgrep = (...args: string[]) =>
  run('pgrep', args).then(
    ({ stdout }) => stdout.split('\n').filter(Boolean).map(Number),
    () => [] as number[],
  );

/** `pg_autoctl run` for this folder (and the runuser in front of it) and every process under them. */
async function keeperProcesses(pgdata: string): Promise<number[]> {
  const found: number[] = [];
  for (const pid of await pgrep('-f', `run --pgdata ${pgdata}$`)) found.push(pid, ...(await childrenOf(pid)));
  return found;
}

/** Every process under `pid`, however deep. */
async function childrenOf(pid: number): Promise<number[]> {
  const found: number[] = [];
  const queue = await pgrep('-P', String(pid));
  while (queue.length > 0) {
    const child = queue.shift()!;
    if (found.includes(child)) continue;
    found.push(child);
    queue.push(...(await pgrep('-P', String(child))));
  }
  return found;
}

function killHard(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // gone already
  }
}

function xdg(env: NodeJS.ProcessEnv): string[] {
  return ['XDG_CONFIG_HOME', 'XDG_DATA_HOME', 'XDG_RUNTIME_DIR'].map((name) => `${name}=${env[name]}`);
}

/** Waits until PostgreSQL at `url` answers a query. */
async function untilAnswers(url: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      if (Date.now() - started > FORMATION_LIMIT_MS) throw error;
      await delay(250);
    } finally {
      await client.end().catch(() => {});
    }
  }
}
