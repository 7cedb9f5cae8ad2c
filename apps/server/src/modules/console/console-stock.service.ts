import { and, eq } from 'drizzle-orm';
import type { VariantStock } from '@haat/contract/console/console-stock.schemas';
import type { Db } from '#src/db/connect.ts';
import { productVariants } from '#src/db/schema/index.ts';
import { refuse, unlessRefused, type Result } from '#src/result.ts';
import { recordConsoleAction } from './audit.repository.ts';
import type { StaffPrincipal } from './staff-auth.ts';

/**
 * Sets what a pack of the staff's store has on the shelf, with the count before and after in the audit log,
 * in one transaction. The row is locked first, so an order taking stock at the same moment either comes
 * before (and the count replaces what it left) or after (and takes from the new count). Another store's
 * pack is not found. A pack back from 0 is what the "Notify me" job looks for: nothing else to do here.
 */
export async function setStock(
  db: Db,
  staff: StaffPrincipal,
  variantId: string,
  availableQuantity: number,
): Promise<Result<VariantStock, 'NOT_FOUND'>> {
  return unlessRefused(() =>
    db.transaction(async (tx) => {
      const own = and(eq(productVariants.id, variantId), eq(productVariants.storeId, staff.storeId));
      const [before] = await tx
        .select({ availableQuantity: productVariants.availableQuantity })
        .from(productVariants)
        .where(own)
        .for('update');
      if (!before) refuse('NOT_FOUND', 'server.productNotFound');
      await tx.update(productVariants).set({ availableQuantity }).where(own);
      await recordConsoleAction(tx, {
        storeId: staff.storeId,
        staffId: staff.staffId,
        action: 'STOCK_SET',
        targetType: 'VARIANT',
        targetId: variantId,
        before: { availableQuantity: before.availableQuantity },
        after: { availableQuantity },
      });
      return { variantId, availableQuantity };
    }),
  );
}
