import type { ReorderResult } from '@haat/contract/buy-again/buy-again.schemas';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import type { CustomerPrincipal } from '#src/plugins/auth.ts';
import { refillCart, type RefilledLine } from '#src/modules/carts/index.ts';
import { findOrder, listOrderItems, type OrderItemRow } from '#src/modules/orders/index.ts';
import { findStoreHabits } from '#src/modules/stores/index.ts';
import { fail, ok, type Result } from '#src/result.ts';
import { BOUGHT_STATES } from './buy-again.repository.ts';

type ReorderFailure = 'NOT_FOUND' | 'NOT_ALLOWED' | 'INVALID_TRANSITION';

/**
 * "Reorder": the shopper's own placed order goes into their cart at today's prices, each line only up to what
 * can be bought now; the answer says what went in and why the rest did not. Another shopper's or store's
 * order is not found; a cancelled, failed or unpaid order cannot be reordered (nothing was bought).
 */
export async function reorder(
  db: Db,
  principal: CustomerPrincipal,
  orderId: string,
  locale: Locale,
): Promise<Result<ReorderResult, ReorderFailure>> {
  const { storeId, customerId } = principal;
  // Whose order it is comes first: another shopper learns nothing, not even whether the store offers this.
  const order = await findOrder(db, { storeId, customerId }, orderId);
  if (!order) return fail('NOT_FOUND', 'server.orderNotFound');
  if (!(await findStoreHabits(db, storeId))?.buyAgain) return fail('NOT_ALLOWED', 'server.buyAgainOff');
  if (!(BOUGHT_STATES as readonly string[]).includes(order.orderState)) {
    return fail('INVALID_TRANSITION', 'server.notReorderable');
  }
  const items = await listOrderItems(db, storeId, [order.id]);
  const wanted = items.filter((item) => item.productVariantId !== null);
  const refilled = await refillCart(
    db,
    { storeId, customerId },
    wanted.map((item) => ({ productVariantId: item.productVariantId!, quantity: item.quantity })),
    locale,
  );
  if (!refilled) return fail('NOT_FOUND', 'server.cartNotFound');
  return ok(describe(items, refilled));
}

function describe(
  items: OrderItemRow[],
  refilled: { cart: ReorderResult['cart']; lines: RefilledLine[] },
): ReorderResult {
  const result: ReorderResult = { cart: refilled.cart, added: [], notAdded: [] };
  const byVariant = new Map(refilled.lines.map((line) => [line.productVariantId, line]));
  for (const item of items) {
    const line = item.productVariantId ? byVariant.get(item.productVariantId) : undefined;
    const variant = line?.variant;
    // A pack deleted since (its id gone from the order), or hidden, is no longer sold: named as ordered.
    if (!line || !variant?.sellable) {
      result.notAdded.push({
        productVariantId: item.productVariantId,
        productName: item.productName,
        reason: 'NO_LONGER_SOLD',
      });
    } else if (line.added === 0) {
      result.notAdded.push({
        productVariantId: line.productVariantId,
        productName: variant.productName,
        reason: 'OUT_OF_STOCK',
      });
    } else {
      result.added.push({
        productVariantId: line.productVariantId,
        productName: variant.productName,
        quantity: line.added,
        orderedQuantity: item.quantity,
      });
    }
  }
  return result;
}
