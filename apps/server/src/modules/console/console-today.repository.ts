import { and, asc, count, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { OrderState } from '@haat/contract/content/content.schemas';
import type { LowStockPack } from '@haat/contract/console/console-today.schemas';
import type { Db } from '#src/db/connect.ts';
import { orders, products, productVariants } from '#src/db/schema/index.ts';

/** Orders that count as sales: taken, on their way or delivered (not awaiting payment, failed or cancelled). */
const SOLD: OrderState[] = ['PLACED', 'SHIPPED', 'DELIVERED'];

async function sumOrders(db: Db, where: SQL | undefined): Promise<{ count: number; paise: number }> {
  const [row] = await db
    .select({ count: count(), paise: sql<string>`coalesce(sum(${orders.finalPricePaise}), 0)` })
    .from(orders)
    .where(where);
  return { count: Number(row?.count ?? 0), paise: Number(row?.paise ?? 0) };
}

/** The store's orders placed in [from, before) that count as sales: how many, and their value in paise. */
export const sumOrdersPlaced = (db: Db, storeId: string, from: Date, before: Date) =>
  sumOrders(
    db,
    and(
      eq(orders.storeId, storeId),
      gte(orders.createdAt, from),
      lt(orders.createdAt, before),
      inArray(orders.orderState, SOLD),
    ),
  );

/** The store's cash-on-delivery orders in these states (any day): how many, and the cash they will bring. */
export const sumCodOrders = (db: Db, storeId: string, states: OrderState[]) =>
  sumOrders(db, and(eq(orders.storeId, storeId), eq(orders.paymentMethod, 'COD'), inArray(orders.orderState, states)));

/** The store's shown pack sizes with at most `units` in stock, fewest first; and how many there are. */
export async function listLowStock(
  db: Db,
  storeId: string,
  units: number,
  limit: number,
): Promise<{ rows: LowStockPack[]; total: number }> {
  const where = and(
    eq(productVariants.storeId, storeId),
    eq(productVariants.isVisible, true),
    lte(productVariants.availableQuantity, units),
  );
  const [counted] = await db.select({ total: count() }).from(productVariants).where(where);
  const rows = await db
    .select({
      variantId: productVariants.id,
      productName: products.name,
      sku: productVariants.sku,
      weight: productVariants.weight,
      weightUnit: productVariants.weightUnit,
      availableQuantity: productVariants.availableQuantity,
    })
    .from(productVariants)
    .innerJoin(products, and(eq(products.id, productVariants.productId), eq(products.storeId, storeId)))
    .where(where)
    .orderBy(asc(productVariants.availableQuantity), asc(products.name), asc(productVariants.id))
    .limit(limit);
  return { rows, total: Number(counted?.total ?? 0) };
}
