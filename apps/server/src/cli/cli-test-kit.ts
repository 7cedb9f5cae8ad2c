import type { Runtime } from '#src/runtime.ts';
import type { TestContext } from '#src/testing/test-app.ts';
import { runCli } from './run-cli.ts';

/** The test app's database and storage as the CLI's runtime; its close is a no-op, as the next test needs them. */
export function testRuntime(context: TestContext): Runtime {
  return { database: { ...context.database, close: async () => {} }, storage: context.storage };
}

/**
 * Runs `npm run cli -- <argv>` against the test app, from `cwd` (where the operator ran npm); answers the exit
 * code and what the command printed to each stream.
 */
export async function runTestCli(
  context: TestContext,
  argv: string[],
  {
    cwd = process.cwd(),
    openRuntime = async () => testRuntime(context),
  }: { cwd?: string; openRuntime?: () => Promise<Runtime> } = {},
): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    config: context.config,
    cwd,
    openRuntime,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
