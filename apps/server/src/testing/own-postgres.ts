import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './server-process.ts';

const run = promisify(execFile);

/**
 * A PostgreSQL server of a test's own, made with the installed server's `initdb` in a temporary folder on a
 * free port: a test may restart or crash it while the machine's shared PostgreSQL (which other test files
 * use at the same moment) is never touched.
 */
export interface OwnPostgres {
  /** `postgres://postgres@127.0.0.1:PORT/postgres` */
  url: string;
  port: number;
  /** `pg_ctl restart -m fast`: sessions are ended (57P01), transactions in flight roll back. */
  restartFast(): Promise<void>;
  /** `pg_ctl stop -m immediate`: the server dies without a word, as on a crash or a pulled plug. */
  stopImmediately(): Promise<void>;
  /** `kill -9` of the postmaster, as when its machine dies: its sessions are cut where they stand. */
  killHard(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  remove(): Promise<void>;
}

/** The newest installed PostgreSQL server's programs (Debian keeps each major version in a folder of its own). */
export function postgresBinDir(): string | null {
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return null;
  const versions = readdirSync(debian)
    .filter((version) => existsSync(path.join(debian, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(debian, versions[0], 'bin') : null;
}

/**
 * Why a test that starts PostgreSQL servers of its own cannot run here (it runs in the PostgreSQL leg, with the
 * server's programs installed), said once on the console; null when it can.
 */
export function ownPostgresSkipReason(test: string): string | null {
  const reason = !process.env.TEST_DATABASE_URL
    ? 'no PostgreSQL leg (TEST_DATABASE_URL is unset)'
    : !postgresBinDir()
      ? 'no PostgreSQL server programs installed'
      : null;
  if (reason) console.log(`Skipping ${test}: ${reason}`);
  return reason;
}

/** A throwaway folder the server's programs may use, and a way to run them there (as postgres when root). */
async function ownFolder(prefix: string) {
  const bin = postgresBinDir();
  if (!bin) throw new Error('no PostgreSQL server programs (initdb) are installed');
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  // initdb and postgres refuse to run as root: as root, they run as the postgres user, who owns the folder.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const program = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args]) : run(path.join(bin, name), args);
  return { dir, program };
}

/** Starts, stops and kills the server whose data is in `dataDir`. */
function serverControls(
  dir: string,
  dataDir: string,
  port: number,
  program: Awaited<ReturnType<typeof ownFolder>>['program'],
) {
  // fsync only matters when the machine itself loses power; a server's crash keeps what the OS was given.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const pgCtl = (...args: string[]) => program('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'log'), '-w', ...args]);
  const start = async () => void (await pgCtl('-o', options, 'start'));
  const controls = {
    start,
    restartFast: async () => void (await pgCtl('-o', options, '-m', 'fast', 'restart')),
    stopImmediately: async () => void (await pgCtl('-m', 'immediate', 'stop')),
    async killHard() {
      const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(pid, 'SIGKILL');
    },
    async remove() {
      await pgCtl('-m', 'immediate', 'stop').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return { pgCtl, controls };
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const { dir, program } = await ownFolder('haat-own-pg-');
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  await program('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const { controls } = serverControls(dir, dataDir, port, program);
  await controls.start();
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, ...controls };
}

export interface OwnStandby extends OwnPostgres {
  /** `pg_ctl promote`: the standby becomes a primary, as a failover tool would make it. */
  promote(): Promise<void>;
}

/**
 * A streaming standby of `primary`, copied with pg_basebackup. Synchronous (the default), the primary waits for
 * it on every commit (synchronous_standby_names): what the primary acknowledged, the standby has. Otherwise it
 * is a replica that may fall behind, and whose loss holds up no commit.
 */
export async function startOwnStandby(
  primary: OwnPostgres,
  { synchronous = true }: { synchronous?: boolean } = {},
): Promise<OwnStandby> {
  const { dir, program } = await ownFolder('haat-own-standby-');
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  await program('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-D',
    dataDir,
    '-R',
    '-X',
    'stream',
  ]);
  const { pgCtl, controls } = serverControls(dir, dataDir, port, program);
  await controls.start();
  const standby = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    ...controls,
    promote: async () => void (await pgCtl('promote')),
  };
  if (!synchronous) return standby;
  const admin = new pg.Client({ connectionString: primary.url });
  await admin.connect();
  try {
    await admin.query(`ALTER SYSTEM SET synchronous_standby_names = '*'`);
    await admin.query('SELECT pg_reload_conf()');
  } finally {
    await admin.end();
  }
  return standby;
}
