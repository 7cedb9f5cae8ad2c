import { isoDateSchema } from '@haat/contract/subscriptions/subscriptions.schemas';
import { describeSummary, runSubscriptionOrders } from '#src/modules/subscriptions/index.ts';
import type { CliCommand } from './cli-command.ts';

/**
 * `jobs subscriptions [--date YYYY-MM-DD]`: makes the subscription orders of a date (default today in
 * India), as the server's timer does. Safe to repeat: a date already served makes nothing new.
 */
export const jobsSubscriptionsCommand: CliCommand = {
  words: ['jobs', 'subscriptions'],
  usage: 'jobs subscriptions [--date YYYY-MM-DD]',
  summary: "make a date's subscription orders (default today in India; repeats make nothing twice)",
  async run(args, context) {
    const date = dateArgument(args);
    if (date === false) {
      context.err(`Usage: npm run cli -- ${this.usage}`);
      return 2;
    }
    const summary = await runSubscriptionOrders(context.database.db, {
      ...(date ? { date } : {}),
      onStockChanged: context.cacheBus.storeChanged,
      onError: (error, subscriptionId) =>
        context.err(`Subscription ${subscriptionId}: ${error instanceof Error ? error.message : String(error)}`),
    });
    context.out(describeSummary(summary));
    return summary.errors > 0 ? 1 : 0;
  },
};

/** The `--date` value (also `--date=…`), undefined without one, false when malformed or unexpected. */
function dateArgument(args: string[]): string | undefined | false {
  if (args.length === 0) return undefined;
  const value = args.length === 1 && args[0]!.startsWith('--date=') ? args[0]!.slice('--date='.length) : undefined;
  const given = value ?? (args.length === 2 && args[0] === '--date' ? args[1] : undefined);
  const parsed = isoDateSchema.safeParse(given);
  return parsed.success ? parsed.data : false;
}
