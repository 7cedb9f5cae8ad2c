import type { Config } from '#src/config.ts';
import { storeImportCommand } from '#src/modules/store-import/index.ts';
import { createCacheBus } from '#src/providers/cache-bus/create-cache-bus.ts';
import type { Runtime } from '#src/runtime.ts';
import type { CliCommand, CliOutput } from './cli-command.ts';
import { jobsSubscriptionsCommand } from './jobs-subscriptions.command.ts';
import { migrateCommand } from './migrate.command.ts';
import { ordersSetStateCommand } from './orders-set-state.command.ts';
import { reviewsHideCommand, reviewsShowCommand } from './reviews-hide.command.ts';
import { staffAddCommand } from './staff-add.command.ts';
import { walletConfirmCashCommand, walletRejectCashCommand } from './wallet-confirm-cash.command.ts';

/** Every operator command; a new one (e.g. `orders set-state`) is one entry here. */
export const cliCommands: CliCommand[] = [
  migrateCommand,
  storeImportCommand,
  ordersSetStateCommand,
  jobsSubscriptionsCommand,
  walletConfirmCashCommand,
  walletRejectCashCommand,
  staffAddCommand,
  reviewsHideCommand,
  reviewsShowCommand,
];

export const EXIT_USAGE = 2;

export function usage(commands: CliCommand[] = cliCommands): string {
  const width = Math.max(...commands.map((command) => command.usage.length));
  return [
    'Usage: npm run cli -- <command>',
    '',
    'Commands:',
    ...commands.map((command) => `  ${command.usage.padEnd(width)}  ${command.summary}`),
    '',
    'It uses the same DATA_DIR / DATABASE_URL as the server. The embedded database (PGlite) is one',
    "process's at a time: stop the server first, or use DATABASE_URL.",
  ].join('\n');
}

export interface RunCliOptions extends CliOutput {
  config: Config;
  cwd: string;
  /** Opens the database and file storage; only called once a command matched. */
  openRuntime(config: Config): Promise<Runtime>;
  commands?: CliCommand[];
}

/** Finds the command the arguments name, runs it with an open runtime, closes it; answers the exit code. */
export async function runCli(argv: string[], options: RunCliOptions): Promise<number> {
  const commands = options.commands ?? cliCommands;
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
    options.out(usage(commands));
    return argv.length === 0 ? EXIT_USAGE : 0;
  }
  const command = commands.find((candidate) => candidate.words.every((word, index) => argv[index] === word));
  if (!command) {
    options.err(`Unknown command: ${argv.join(' ')}\n\n${usage(commands)}`);
    return EXIT_USAGE;
  }
  const runtime = await options.openRuntime(options.config);
  // A command that changes what shoppers read (an import, a cancelled order's stock) clears every server's cache.
  const cacheBus = await createCacheBus(options.config, { warn: (_details, message) => options.err(message) });
  try {
    const context = { ...runtime, ...options, config: options.config, cacheBus };
    return await command.run(argv.slice(command.words.length), context);
  } finally {
    await Promise.all([cacheBus.close(), runtime.database.close()]);
  }
}
