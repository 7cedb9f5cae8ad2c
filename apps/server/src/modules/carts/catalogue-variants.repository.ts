import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TaxType } from '@haat/contract/catalogue/catalogue.schemas';
import type { WeightUnit } from '@haat/contract/content/content.schemas';
import type { Db } from '#src/db/connect.ts';
import { products, productVariants } from '#src/db/schema/index.ts';

/** A variant with what the cart, the checkout and the order read of it and its product. */
export interface CatalogueVariant {
  productVariantId: string;
  productId: string;
  sku: string;
  productName: string;
  thumbnail: string | null;
  mrpPaise: number;
  sellingPricePaise: number;
  availableQuantity: number;
  /** The variant is visible and its product is shown: it can be bought. */
  sellable: boolean;
  weight: number;
  weightUnit: WeightUnit;
  taxType: TaxType;
  taxPercent: number;
}

export const catalogueVariantColumns = {
  productVariantId: productVariants.id,
  productId: products.id,
  sku: productVariants.sku,
  productName: products.name,
  thumbnail: products.thumbnail,
  mrpPaise: productVariants.mrpPaise,
  sellingPricePaise: productVariants.sellingPricePaise,
  availableQuantity: productVariants.availableQuantity,
  sellable: sql<boolean>`(${productVariants.isVisible} and ${products.isShown})`,
  weight: productVariants.weight,
  weightUnit: sql<WeightUnit>`${productVariants.weightUnit}`,
  taxType: sql<TaxType>`${products.taxType}`,
  taxPercent: products.taxPercent,
};

/** The store's variants among `variantIds` (others' and unknown ids are simply absent), keyed by id. */
export async function findCatalogueVariants(
  db: Db,
  storeId: string,
  variantIds: readonly string[],
): Promise<Map<string, CatalogueVariant>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select(catalogueVariantColumns)
    .from(productVariants)
    .innerJoin(products, and(eq(products.id, productVariants.productId), eq(products.storeId, storeId)))
    .where(and(eq(productVariants.storeId, storeId), inArray(productVariants.id, [...variantIds])));
  return new Map(rows.map((row) => [row.productVariantId, { ...row, taxPercent: Number(row.taxPercent) }]));
}
