import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
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
  /** `pg_ctl restart -m fast`: sessions are ended (57P01), transactions in flight roll back. */
  restartFast(): Promise<void>;
  /** `pg_ctl stop -m immediate`: the server dies without a word, as on a crash or a pulled plug. */
  stopImmediately(): Promise<void>;
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

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('no PostgreSQL server programs (initdb) are installed');
  const dir = mkdtempSync(path.join(tmpdir(), 'haat-own-pg-'));
  const dataDir = path.join(dir, 'data');
  // initdb and postgres refuse to run as root: as root, they run as the postgres user, who owns the folder.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const pg = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args])
      : run(path.join(bin, program), args);
  const port = await freePort();
  await pg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  // fsync only matters when the machine itself loses power; a server's crash keeps what the OS was given.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const pgCtl = (...args: string[]) => pg('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'log'), '-w', ...args]);
  const start = async () => void (await pgCtl('-o', options, 'start'));
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restartFast: async () => void (await pgCtl('-o', options, '-m', 'fast', 'restart')),
    stopImmediately: async () => void (await pgCtl('-m', 'immediate', 'stop')),
    start,
    async remove() {
      await pgCtl('-m', 'immediate', 'stop').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
