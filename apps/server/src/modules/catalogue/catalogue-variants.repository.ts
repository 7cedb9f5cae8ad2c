import { sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import { products, productVariants } from '#src/db/schema/index.ts';
import { selectPreparedRows, writtenOnce } from '#src/db/select-rows.ts';
import { perLocale, translatedColumn } from '#src/db/translated.ts';

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

/**
 * The same columns as a statement's text, over `v` (product_variants) and `p` (products), for statements
 * written once and prepared (`writtenOnce`), whose rows come back as the database sends them: numerics as
 * float8, so every field is as `catalogueVariantColumns` reads it.
 */
export function catalogueVariantSelect(locale: Locale): SQL {
  const name = translatedColumn(locale, sql`p.translations`, 'name', sql`p.name`);
  return sql`v.id as "productVariantId", p.id as "productId", v.sku, ${name} as "productName",
    p.thumbnail, v.mrp_paise as "mrpPaise", v.selling_price_paise as "sellingPricePaise",
    v.available_quantity as "availableQuantity", (v.is_visible and p.is_shown) as "sellable",
    v.weight::float8 as "weight", v.weight_unit as "weightUnit", p.tax_type as "taxType",
    p.tax_percent::float8 as "taxPercent", p.hsn_code as "hsnCode"`;
}

/** Every cart, checkout and order step reads variants by id: one statement per language, prepared. */
const variantsStatements = perLocale((locale) =>
  writtenOnce(
    sql`select ${catalogueVariantSelect(locale)}
      from ${productVariants} v join ${products} p on p.id = v.product_id and p.store_id = ${sql.placeholder('storeId')}
      where v.store_id = ${sql.placeholder('storeId')} and v.id = any(${sql.placeholder('variantIds')}::uuid[])`,
  ),
);

/** The store's variants among `variantIds` (others' and unknown ids are simply absent), keyed by id. */
export async function findCatalogueVariants(
  db: Db,
  storeId: string,
  variantIds: readonly string[],
  locale: Locale,
): Promise<Map<string, CatalogueVariant>> {
  if (variantIds.length === 0) return new Map();
  const rows = await selectPreparedRows<CatalogueVariant>(db, variantsStatements[locale], {
    storeId,
    variantIds: [...variantIds],
  });
  return new Map(rows.map((row) => [row.productVariantId, row]));
}
