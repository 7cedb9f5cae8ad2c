import type { Db } from '#src/db/connect.ts';
import type { StockChanged } from '#src/providers/cache-bus/cache-bus.ts';
import { changeOrderState } from './order-state.service.ts';
import { listUnacceptedOrders } from './orders.repository.ts';

/**
 * Cancels the orders a shop left PLACED longer than its store's `orderWaitHours`: their stock goes back on
 * the shelf and a paid amount to the shopper's wallet, with the reason on the order page. Without it a
 * cash-on-delivery order nobody meant to take holds its stock for ever. Each is cancelled in a transaction
 * of its own, the order row locked and the change guarded by the state read, so replicas running this at
 * once, or the shop shipping the order at that moment, move it once. Answers how many were cancelled.
 */
export async function expireUnacceptedOrders(
  db: Db,
  options: { now: Date; batchSize: number; onStockChanged?: StockChanged },
): Promise<number> {
  let cancelled = 0;
  for (const ref of await listUnacceptedOrders(db, options.now, options.batchSize)) {
    const result = await changeOrderState(db, {
      owner: { storeId: ref.storeId },
      orderId: ref.id,
      to: 'CANCELLED',
      actor: 'EXPIRY',
      reasonId: 'orders.shopDidNotConfirm',
    });
    if (!result.ok) continue;
    cancelled += 1;
    options.onStockChanged?.(ref.storeId);
  }
  return cancelled;
}
