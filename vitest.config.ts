import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      // The figures and verdict `npm test` prints, and the shape of the README and docs.
      { test: { name: 'scripts', root: 'scripts', environment: 'node', include: ['**/*.test.mjs'] } },
      { test: { name: 'contract', root: 'packages/contract', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/cluster/**', 'src/failover/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // Three real servers on PostgreSQL, Redis and a local S3: a leg of its own in `npm test`.
      {
        test: {
          name: 'cluster',
          root: 'apps/server',
          environment: 'node',
          include: ['src/cluster/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      // A primary and a standby under pg_auto_failover, the primary's machine killed under load (issue 41).
      {
        test: {
          name: 'failover',
          root: 'apps/server',
          environment: 'node',
          include: ['src/failover/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 600_000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
