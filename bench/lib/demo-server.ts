import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface DemoServer {
  origin: string;
  close(): Promise<void>;
}

/** A port nothing listens on right now, on loopback. */
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
 * The real server (`apps/server/src/main.ts`) in a process of its own, in production mode, on a throw-away
 * data dir (it migrates and seeds the demo stores on PGlite), serving the web build in `webDistDir`.
 */
export async function startDemoServer(webDistDir: string): Promise<DemoServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-bench-web-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDistDir,
      NODE_ENV: 'production',
      ALLOW_CONSOLE_SMS: 'true',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  });
  const origin = `http://localhost:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error('The server exited before it answered /healthz');
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error('The server did not answer /healthz within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    async close() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
