import { idSchema } from '@haat/contract/common/ids';
import { decideCashRecharge, describeCashDecision, type CashDecision } from '#src/modules/wallets/index.ts';
import type { CliCommand } from './cli-command.ts';
import { inEnglish } from '#src/result.ts';

function cashCommand(word: 'confirm-cash' | 'reject-cash', to: CashDecision, summary: string): CliCommand {
  return {
    words: ['wallet', word],
    usage: `wallet ${word} <walletTransactionId>`,
    summary,
    async run(args, context) {
      const id = idSchema.safeParse(args[0]);
      if (!id.success || args.length !== 1) {
        context.err(`Usage: npm run cli -- ${this.usage}`);
        return 2;
      }
      const result = await decideCashRecharge(context.database.db, id.data, to);
      if (!result.ok) {
        const message = inEnglish(result.error.message);
        context.err(result.error.code === 'NOT_FOUND' ? message : `Refused: ${message}`);
        return 1;
      }
      context.out(describeCashDecision(result.value));
      return 0;
    },
  };
}

/** `wallet confirm-cash <id>`: the shop collected a cash recharge; the balance moves once, with the line. */
export const walletConfirmCashCommand = cashCommand(
  'confirm-cash',
  'COMPLETED',
  'the cash of a COD wallet recharge was collected: credit the wallet',
);

/** `wallet reject-cash <id>`: the cash never came; the line ends REJECTED and the balance stays. */
export const walletRejectCashCommand = cashCommand(
  'reject-cash',
  'REJECTED',
  'the cash of a COD wallet recharge never came: reject it',
);
