import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/testing/test-app.ts';
import { runTestCli, testRuntime } from './cli-test-kit.ts';

const context = await createTestApp();

async function cli(...argv: string[]) {
  let opened = 0;
  const openRuntime = async () => {
    opened += 1;
    return testRuntime(context);
  };
  return { ...(await runTestCli(context, argv, { openRuntime })), opened };
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
