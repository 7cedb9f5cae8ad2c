import { idSchema } from '@haat/contract/common/ids';
import { setReviewHidden } from '#src/modules/console/index.ts';
import { findReviewStoreId } from '#src/modules/reviews/index.ts';
import { inEnglish } from '#src/result.ts';
import type { CliCommand } from './cli-command.ts';

/**
 * `reviews hide <reviewId>` and `reviews show <reviewId>`: the shop hides a buyer's review (it no longer shows
 * on the product's page nor counts in its rating) or shows it again, through the console's own service, with
 * an audit line that names no member.
 */
function reviewsCommand(word: 'hide' | 'show', summary: string): CliCommand {
  return {
    words: ['reviews', word],
    usage: `reviews ${word} <reviewId>`,
    summary,
    async run(args, context) {
      const id = idSchema.safeParse(args[0]);
      if (!id.success || args.length !== 1) {
        context.err(`Usage: npm run cli -- ${this.usage}`);
        return 2;
      }
      const db = context.database.db;
      const storeId = await findReviewStoreId(db, id.data);
      if (!storeId) {
        context.err(`Review ${id.data} not found`);
        return 1;
      }
      const result = await setReviewHidden(db, { storeId, staffId: null }, id.data, word === 'hide');
      if (!result.ok) {
        context.err(`Refused: ${inEnglish(result.error.message)}`);
        return 1;
      }
      context.cacheBus.storeChanged(storeId);
      const { productName, rating, hiddenAt } = result.value;
      context.out(`Review ${id.data} of ${productName} (${rating}/5): ${hiddenAt ? 'hidden' : 'shown'}`);
      return 0;
    },
  };
}

export const reviewsHideCommand = reviewsCommand('hide', "hide a buyer's review: it no longer shows nor counts");
export const reviewsShowCommand = reviewsCommand('show', 'show a hidden review again');
