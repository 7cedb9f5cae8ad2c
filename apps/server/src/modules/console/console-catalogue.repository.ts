import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#src/db/connect.ts';
import { products, productVariants } from '#src/db/schema/index.ts';

export type VariantRow = Pick<
  typeof productVariants.$inferSelect,
  | 'id'
  | 'productId'
  | 'sku'
  | 'weight'
  | 'weightUnit'
  | 'sellingPricePaise'
  | 'mrpPaise'
  | 'availableQuantity'
  | 'isVisible'
>;

/** A pack size with the GST of its product, which its MRP must cover. */
export type PricedVariantRow = VariantRow & Pick<typeof products.$inferSelect, 'taxPercent' | 'taxType'>;

const variantColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  sku: productVariants.sku,
  weight: productVariants.weight,
  weightUnit: productVariants.weightUnit,
  sellingPricePaise: productVariants.sellingPricePaise,
  mrpPaise: productVariants.mrpPaise,
  availableQuantity: productVariants.availableQuantity,
  isVisible: productVariants.isVisible,
};

/** `%`, `_` and `\` typed by a member are letters, not patterns. */
const likeText = (typed: string) => `%${typed.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * One page of the store's products in its own order, found by name, brand or a pack size's SKU when `q` is
 * given (a shop has a few thousand products: a scan of one store's rows is quick), and how many match.
 */
export async function listStoreProducts(
  db: Db,
  storeId: string,
  q: string | undefined,
  page: { limit: number; offset: number },
) {
  const typed = q ? likeText(q) : null;
  const where: SQL | undefined = and(
    eq(products.storeId, storeId),
    typed
      ? or(
          ilike(products.name, typed),
          ilike(products.brand, typed),
          sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.sku} ilike ${typed})`,
        )
      : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(products).where(where);
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      brand: products.brand,
      taxPercent: products.taxPercent,
      taxType: products.taxType,
    })
    .from(products)
    .where(where)
    .orderBy(asc(products.position), asc(products.id))
    .limit(page.limit)
    .offset(page.offset);
  const variants = rows.length
    ? await db
        .select(variantColumns)
        .from(productVariants)
        .where(
          and(
            eq(productVariants.storeId, storeId),
            inArray(
              productVariants.productId,
              rows.map((row) => row.id),
            ),
          ),
        )
        .orderBy(asc(productVariants.position))
    : [];
  return { rows, variants, total: Number(counted?.total ?? 0) };
}

/**
 * The store's pack sizes named by id or by SKU, locked for the transaction that changes them (two members
 * changing one at once: the second reads what the first wrote).
 */
export async function lockVariants(
  tx: Db,
  storeId: string,
  by: { ids: string[] } | { skus: string[] },
): Promise<PricedVariantRow[]> {
  const named = 'ids' in by ? inArray(productVariants.id, by.ids) : inArray(productVariants.sku, by.skus);
  return tx
    .select({ ...variantColumns, taxPercent: products.taxPercent, taxType: products.taxType })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.storeId, storeId), named))
    .for('update', { of: productVariants });
}

export async function updateVariant(
  tx: Db,
  variantId: string,
  values: Partial<Pick<VariantRow, 'sellingPricePaise' | 'mrpPaise' | 'availableQuantity' | 'isVisible'>>,
): Promise<void> {
  await tx.update(productVariants).set(values).where(eq(productVariants.id, variantId));
}
