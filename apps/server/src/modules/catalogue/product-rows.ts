import { sql, type SQL } from 'drizzle-orm';
import { fromPaise } from '@haat/contract/format';
import type { Product, ProductVariant } from '@haat/contract/catalogue/catalogue.schemas';

/**
 * SQL pieces shared by the catalogue and search repositories. Each endpoint answers with ONE statement:
 * the store check, the count and the page (products with their variants aggregated by json_agg) are
 * sub-selects of one SELECT, so the statement count does not grow with the page size.
 */

/** A product as the database aggregates it: money still in paise. */
export interface ProductRow extends Omit<Product, 'variants'> {
  variants: VariantRow[];
}
interface VariantRow extends Omit<ProductVariant, 'mrp' | 'sellingPrice'> {
  mrpPaise: number;
  sellingPricePaise: number;
}

/** The whole product, variants by position, from the products row aliased `alias`. */
export function productJson(alias: string): SQL {
  const p = sql.identifier(alias);
  return sql`json_build_object(
    'id', ${p}.id, 'name', ${p}.name, 'brand', ${p}.brand, 'description', ${p}.description,
    'thumbnail', ${p}.thumbnail, 'isSubscribable', ${p}.is_subscribable, 'categoryId', ${p}.category_id,
    'taxPercent', ${p}.tax_percent, 'taxType', ${p}.tax_type, 'averageRating', ${p}.average_rating,
    'variants', coalesce((
      SELECT json_agg(json_build_object(
        'variantId', v.id, 'imagePathList', v.image_paths, 'availableQuantity', v.available_quantity,
        'weight', v.weight, 'weightUnit', v.weight_unit, 'mrpPaise', v.mrp_paise,
        'sellingPricePaise', v.selling_price_paise, 'sku', v.sku, 'isVisible', v.is_visible
      ) ORDER BY v.position)
      FROM product_variants v WHERE v.product_id = ${p}.id AND v.store_id = ${p}.store_id
    ), '[]'::json)
  )`;
}

export function toProduct(row: ProductRow): Product {
  return {
    ...row,
    variants: row.variants.map(({ mrpPaise, sellingPricePaise, ...variant }) => ({
      ...variant,
      mrp: fromPaise(mrpPaise),
      sellingPrice: fromPaise(sellingPricePaise),
    })),
  };
}

/**
 * A listing's order: what can be bought first, newest first within each, written exactly as the indexes
 * are (NULLS LAST included) so a page is read off the index without sorting the store's products.
 */
export const newestInStockFirst = (alias: string): SQL => {
  const row = sql.identifier(alias);
  return sql`${row}.shown_in_stock DESC NULLS LAST, ${row}.created_at DESC NULLS LAST, ${row}.id`;
};
