import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The real server on a port of its own with a throw-away data dir: it migrates and seeds the demo stores.
// The config is read again in each worker; the environment carries the first choice over to them. Below
// 32768, where Linux's outgoing connections take their local ports: a port in that range may be held by a
// connection (to PostgreSQL, say) and refuse the server.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 12_000));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'haat-e2e-'));
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;
const root = path.resolve(import.meta.dirname, '..');
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(import.meta.dirname, 'artifacts/report.json'),
      },
    ],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The store's service worker would answer reads before page.route sees them and precache every asset in
    // each journey; only the offline journey lets it register (e2e/tests/offline.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // The production build of the server (npm run build), as npm start runs it.
    command: 'node --enable-source-maps apps/server/dist/main.js',
    cwd: root,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    // Every journey logs in from 127.0.0.1: the per-address OTP cap is raised for the test server only.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      OTP_SENDS_PER_IP_PER_HOUR: '10000',
      // Every journey comes from one address: the per-address limits on expensive calls are raised too.
      RATE_LIMIT_FACTOR: '100',
    },
  },
});
