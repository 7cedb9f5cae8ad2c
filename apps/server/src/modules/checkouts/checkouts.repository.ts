import { and, eq } from 'drizzle-orm';
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

const columns = {
  id: checkouts.id,
  storeId: checkouts.storeId,
  customerId: checkouts.customerId,
  items: checkouts.items,
  shippingAddress: checkouts.shippingAddress,
  paymentMethod: checkouts.paymentMethod,
  couponCode: checkouts.couponCode,
  orderId: orders.id,
};

export async function insertCheckout(
  db: Db,
  values: { storeId: string; customerId: string; items: CheckoutItemSnapshot[]; couponCode: string },
): Promise<string> {
  const [row] = await db.insert(checkouts).values(values).returning({ id: checkouts.id });
  return row!.id;
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
  if (options.lock) {
    // Its own statement: the read below then takes a fresh snapshot (READ COMMITTED) and sees an order
    // committed by the placement this one waited for.
    const locked = await db.select({ id: checkouts.id }).from(checkouts).where(own).for('update');
    if (locked.length === 0) return null;
  }
  const [row] = await db
    .select(columns)
    .from(checkouts)
    .leftJoin(orders, and(eq(orders.checkoutId, checkouts.id), eq(orders.storeId, owner.storeId)))
    .where(own)
    .limit(1);
  return row ?? null;
}

export async function updateCheckout(
  db: Db,
  owner: { storeId: string; customerId: string },
  checkoutId: string,
  changes: { shippingAddress?: ShippingAddress; paymentMethod?: PaymentMethod; couponCode?: string },
): Promise<void> {
  await db
    .update(checkouts)
    .set({ ...changes, updatedAt: databaseNow })
    .where(
      and(
        eq(checkouts.id, checkoutId),
        eq(checkouts.storeId, owner.storeId),
        eq(checkouts.customerId, owner.customerId),
      ),
    );
}
