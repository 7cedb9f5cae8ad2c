import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@haat/contract/i18n/locales';
import type { SheetPack } from '@haat/contract/console/console-deliveries.schemas';
import type { Db } from '#src/db/connect.ts';
import { products, productVariants } from '#src/db/schema/index.ts';
import { translatedColumn } from '#src/db/translated.ts';

/** The store's pack sizes with these ids, their products named in `locale`. */
export async function findSheetPacks(
  db: Db,
  storeId: string,
  variantIds: readonly string[],
  locale: Locale,
): Promise<SheetPack[]> {
  if (variantIds.length === 0) return [];
  return db
    .select({
      variantId: productVariants.id,
      productName: translatedColumn(locale, products.translations, 'name', products.name),
      weight: productVariants.weight,
      weightUnit: productVariants.weightUnit,
      sku: productVariants.sku,
    })
    .from(productVariants)
    .innerJoin(products, and(eq(products.id, productVariants.productId), eq(products.storeId, storeId)))
    .where(and(eq(productVariants.storeId, storeId), inArray(productVariants.id, [...variantIds])))
    .orderBy(asc(productVariants.id));
}
