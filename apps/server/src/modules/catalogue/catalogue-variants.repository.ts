import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import { products, productVariants } from '#src/db/schema/index.ts';
import { translatedColumn } from '#src/db/translated.ts';

/** What the cart, the checkout and the order read of a variant and its product, the product's name in `locale`. */
export const catalogueVariantColumns = (locale: Locale) => ({
  productVariantId: productVariants.id,
  productId: products.id,
  sku: productVariants.sku,
  productName: translatedColumn(locale, products.translations, 'name', products.name),
  thumbnail: products.thumbnail,
  mrpPaise: productVariants.mrpPaise,
  sellingPricePaise: productVariants.sellingPricePaise,
  availableQuantity: productVariants.availableQuantity,
  /** The variant is visible and its product is shown: it can be bought. */
  sellable: sql<boolean>`(${productVariants.isVisible} and ${products.isShown})`,
  weight: productVariants.weight,
  weightUnit: productVariants.weightUnit,
  taxType: products.taxType,
  taxPercent: products.taxPercent,
  hsnCode: products.hsnCode,
});

/** A variant as the queries over `catalogueVariantColumns` answer it. */
export type CatalogueVariant = SelectResultFields<ReturnType<typeof catalogueVariantColumns>>;

/** The store's variants among `variantIds` (others' and unknown ids are simply absent), keyed by id. */
export async function findCatalogueVariants(
  db: Db,
  storeId: string,
  variantIds: readonly string[],
  locale: Locale,
): Promise<Map<string, CatalogueVariant>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select(catalogueVariantColumns(locale))
    .from(productVariants)
    .innerJoin(products, and(eq(products.id, productVariants.productId), eq(products.storeId, storeId)))
    .where(and(eq(productVariants.storeId, storeId), inArray(productVariants.id, [...variantIds])));
  return new Map(rows.map((row) => [row.productVariantId, { ...row, taxPercent: Number(row.taxPercent) }]));
}
