import { and, eq, notExists } from 'drizzle-orm';
import type { PaymentMethod, ShippingAddress } from '@haat/contract/checkouts/checkouts.schemas';
import type { Db } from '#src/db/connect.ts';
import { checkouts, orders, type CheckoutItemSnapshot } from '#src/db/schema/index.ts';
import { databaseNow } from '#src/db/database-now.ts';

export type CheckoutRecord = Pick<
  typeof checkouts.$inferSelect,
  'id' | 'storeId' | 'customerId' | 'items' | 'shippingAddress' | 'paymentMethod' | 'couponCode'
> & {
  /** The order placed from it, if any. */
  orderId: string | null;
};

const recordColumns = {
  id: checkouts.id,
  storeId: checkouts.storeId,
  customerId: checkouts.customerId,
  items: checkouts.items,
  shippingAddress: checkouts.shippingAddress,
  paymentMethod: checkouts.paymentMethod,
  couponCode: checkouts.couponCode,
};
const columns = { ...recordColumns, orderId: orders.id };

/** The new checkout as `findOwnCheckout` would read it (nothing placed from it yet), without reading it back. */
export async function insertCheckout(
  db: Db,
  values: { storeId: string; customerId: string; items: CheckoutItemSnapshot[]; couponCode: string },
): Promise<CheckoutRecord> {
  const [row] = await db.insert(checkouts).values(values).returning(recordColumns);
  return { ...row!, orderId: null };
}

/**
 * The customer's own checkout in this store; null for anyone else's. `lock` takes the row lock for the
 * rest of the transaction (placing an order), so two placements of one checkout run one after the other.
 */
export async function findOwnCheckout(
  db: Db,
  owner: { storeId: string; customerId: string },
  checkoutId: string,
  options: { lock?: boolean } = {},
): Promise<CheckoutRecord | null> {
  const own = and(
    eq(checkouts.id, checkoutId),
    eq(checkouts.storeId, owner.storeId),
    eq(checkouts.customerId, owner.customerId),
  );
  const query = db
    .select(columns)
    .from(checkouts)
    .leftJoin(orders, and(eq(orders.checkoutId, checkouts.id), eq(orders.storeId, owner.storeId)))
    .where(own)
    .limit(1);
  // One statement locks and reads. A placement that waited here for another of the same checkout reads the
  // order from before the wait (none) and goes on, but its order then breaks orders_checkout_key: the second
  // placement of a checkout always fails, here or at its INSERT, and the caller answers both alike.
  const [row] = options.lock ? await query.for('update', { of: checkouts }) : await query;
  return row ?? null;
}

/**
 * Sets the changes on the customer's own checkout while nothing has been placed from it, and answers the
 * checkout as changed; null when it is not theirs or was placed (the caller tells which, on that path only).
 */
export async function updateCheckout(
  db: Db,
  owner: { storeId: string; customerId: string },
  checkoutId: string,
  changes: { shippingAddress?: ShippingAddress; paymentMethod?: PaymentMethod; couponCode?: string },
): Promise<CheckoutRecord | null> {
  const [row] = await db
    .update(checkouts)
    .set({ ...changes, updatedAt: databaseNow })
    .where(
      and(
        eq(checkouts.id, checkoutId),
        eq(checkouts.storeId, owner.storeId),
        eq(checkouts.customerId, owner.customerId),
        notExists(
          db
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.checkoutId, checkouts.id), eq(orders.storeId, owner.storeId))),
        ),
      ),
    )
    .returning(recordColumns);
  return row ? { ...row, orderId: null } : null;
}
