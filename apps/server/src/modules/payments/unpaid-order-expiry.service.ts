import type { Db } from '#src/db/connect.ts';
import { changeOrderState, findOrder, listExpiredUnpaidOrders } from '#src/modules/orders/index.ts';
import type { StockChanged } from '#src/providers/cache-bus/cache-bus.ts';
import { orderHasOtherLivePayment } from './payments.repository.ts';

/**
 * Cancels the online orders nobody paid for within the payment time limit (placed before `placedBefore`,
 * no payment under way or succeeded), putting their stock back: an unpaid order must not hold the shelf.
 * Each is cancelled once, in one transaction: the order row is locked, the payments are looked at again
 * under that lock, and the state change is guarded by the state read, so a settlement at the same moment
 * either places the order first (then it is left alone) or finds it cancelled (then the money goes to the
 * wallet, decision 007). Answers how many were cancelled.
 */
export async function expireUnpaidOrders(
  db: Db,
  options: { placedBefore: Date; batchSize: number; onStockChanged?: StockChanged },
): Promise<number> {
  let cancelled = 0;
  for (const ref of await listExpiredUnpaidOrders(db, options.placedBefore, options.batchSize)) {
    const done = await db.transaction(async (tx) => {
      const owner = { storeId: ref.storeId };
      if (!(await findOrder(tx, owner, ref.id, { lock: true }))) return false;
      // A payment started since the list was read: its own reconciliation decides.
      if (await orderHasOtherLivePayment(tx, ref.storeId, ref.id)) return false;
      const result = await changeOrderState(tx, {
        owner,
        orderId: ref.id,
        to: 'CANCELLED',
        actor: 'PAYMENT',
        reasonId: 'orders.unpaidExpired',
      });
      return result.ok;
    });
    if (!done) continue;
    cancelled += 1;
    options.onStockChanged?.(ref.storeId);
  }
  return cancelled;
}
