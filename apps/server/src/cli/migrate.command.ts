import type { CliCommand } from './cli-command.ts';

/**
 * `migrate`: brings the database's schema up to date and stops, for a deploy that migrates before it rolls
 * the servers. Opening the database migrates (under a lock, so a server starting at the same time waits).
 */
export const migrateCommand: CliCommand = {
  words: ['migrate'],
  usage: 'migrate',
  summary: 'bring the database schema up to date (servers also do this when they start)',
  async run(args, context) {
    if (args.length > 0) {
      context.err(`Usage: npm run cli -- ${this.usage}`);
      return 2;
    }
    context.out(`The ${context.database.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database is up to date.`);
    return 0;
  },
};
