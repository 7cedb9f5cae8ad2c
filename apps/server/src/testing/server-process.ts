import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { paths } from '#src/config.ts';

/** The real server (`main.ts`) in a process of its own, so a test can kill it the hard way. */
export interface ServerProcess {
  origin: string;
  /** What the process wrote to stderr (shown when a test fails). */
  errors(): string;
  /** What it wrote to stdout: the start-up summary, and the log at LOG_LEVEL. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, in-flight requests and transactions die with it. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown; answers the exit code. */
  stop(): Promise<number | null>;
}

/**
 * How long a spawned server may take to answer /readyz before a test gives up on it. A guard against a
 * server that hangs, not a stopwatch: on a busy machine a first start (migrations, the demo seed) takes what
 * it takes, and the wait ends the moment the server is ready or its process exits. A test that starts
 * servers adds this to its own time (`{ timeout: SERVER_START_LIMIT_MS + … }`).
 */
export const SERVER_START_LIMIT_MS = 300_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `main.ts` on this port, in development mode (dev routes on) unless `env` says NODE_ENV; waits until
 * it answers /readyz (it listens only after migrating and seeding), or its process exits.
 */
export async function startServer(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const child = spawnServer(env, port);
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout = (stdout + chunk.toString()).slice(-50_000);
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}) before it answered:\n${stderr}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > SERVER_START_LIMIT_MS) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready after ${SERVER_START_LIMIT_MS / 1000} s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    errors: () => stderr,
    output: () => stdout,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Runs `main.ts` expecting it to refuse to start: answers its exit code and what it wrote to stderr. */
export async function refusedStart(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawnServer(env, await freePort());
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), SERVER_START_LIMIT_MS);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, stderr };
}

function spawnServer(env: Record<string, string>, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: paths.repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SUBSCRIPTION_JOB_EVERY_MINUTES: '0',
      // A test's stop() is not a rolling deploy: no load balancer to wait for, unless the test says so.
      DRAIN_SECONDS: '0',
      OTP_SENDS_PER_IP_PER_HOUR: '100000',
      ...env,
    },
  });
}
