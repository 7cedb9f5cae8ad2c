import { runCli } from './cli/run-cli.ts';
import { loadConfig } from './config.ts';
import { openRuntime } from './runtime.ts';
import { unsupportedNodeWarning } from './supported-node.ts';

// Operator commands: `npm run cli -- store import data/demo/demo/store.json`. npm runs this inside
// apps/server, so relative paths are taken from where the operator ran npm (INIT_CWD).
const nodeWarning = unsupportedNodeWarning();
if (nodeWarning) console.error(nodeWarning);
process.exitCode = await runCli(process.argv.slice(2), {
  config: loadConfig(),
  cwd: process.env.INIT_CWD ?? process.cwd(),
  openRuntime,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
