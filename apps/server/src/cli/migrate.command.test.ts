import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/testing/test-app.ts';
import { runCli } from './run-cli.ts';

const context = await createTestApp();

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  let opened = 0;
  const code = await runCli(argv, {
    config: context.config,
    cwd: process.cwd(),
    openRuntime: async () => {
      opened += 1;
      return { database: { ...context.database, close: async () => {} }, storage: context.storage };
    },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, opened, out: out.join('\n'), err: err.join('\n') };
}

describe('cli migrate', () => {
  it('opens (and so migrates) the database and says it is up to date', async () => {
    const kind = context.database.kind === 'postgres' ? 'PostgreSQL' : 'embedded';
    expect(await cli('migrate')).toEqual({ code: 0, opened: 1, out: `The ${kind} database is up to date.`, err: '' });
  });

  it('refuses arguments it does not take', async () => {
    expect(await cli('migrate', '--now')).toMatchObject({ code: 2, err: 'Usage: npm run cli -- migrate' });
  });
});
