import { randomUUID } from 'node:crypto';
import { toPaise } from '@haat/contract/format';
import type { Db } from '#src/db/connect.ts';
import { categories, orgs, productVariants, products, stores } from '#src/db/schema/index.ts';

/** Test rows for the catalogue and search tests, written through Drizzle (the triggers do the rest). */

export interface TestVariant {
  sellingPrice: number;
  mrp?: number;
  isVisible?: boolean;
  weight?: number;
  weightUnit?: 'KG' | 'GM' | 'LITRE' | 'ML' | 'PIECE' | 'PACK' | 'DOZEN';
  availableQuantity?: number;
}

export interface TestProduct {
  name: string;
  brand?: string;
  /** A category name of the same store. */
  category?: string;
  isSubscribable?: boolean;
  averageRating?: number;
  createdAt?: Date;
  /** First variant first; default one visible variant at ₹100. */
  variants?: TestVariant[];
}

export interface TestStoreInput {
  categories?: { name: string; isActive?: boolean }[];
  products?: TestProduct[];
}

export interface TestStore {
  orgId: string;
  storeId: string;
  categoryIds: Record<string, string>;
  productIds: Record<string, string>;
}

export async function createTestStore(db: Db, input: TestStoreInput = {}): Promise<TestStore> {
  const suffix = randomUUID().slice(0, 8);
  const [org] = await db
    .insert(orgs)
    .values({ name: `Org ${suffix}` })
    .returning({ id: orgs.id });
  const [store] = await db
    .insert(stores)
    .values({
      orgId: org!.id,
      friendlyId: `store-${suffix}`,
      name: `Store ${suffix}`,
      locationName: 'Bengaluru',
      primaryColor: '#0f766e',
      secondaryColor: '#f59e0b',
      neutralColor: '#64748b',
    })
    .returning({ id: stores.id });
  const storeId = store!.id;

  const categoryIds: Record<string, string> = {};
  for (const [position, category] of (input.categories ?? []).entries()) {
    const [row] = await db
      .insert(categories)
      .values({ storeId, position, name: category.name, isActive: category.isActive ?? true })
      .returning({ id: categories.id });
    categoryIds[category.name] = row!.id;
  }

  const productIds: Record<string, string> = {};
  for (const product of input.products ?? [])
    productIds[product.name] = await insertProduct(db, storeId, categoryIds, product);
  return { orgId: org!.id, storeId, categoryIds, productIds };
}

async function insertProduct(
  db: Db,
  storeId: string,
  categoryIds: Record<string, string>,
  product: TestProduct,
): Promise<string> {
  const [row] = await db
    .insert(products)
    .values({
      storeId,
      categoryId: product.category ? categoryIds[product.category] : null,
      name: product.name,
      brand: product.brand ?? null,
      description: `${product.name}, fresh every day.`,
      thumbnail: `/files/${encodeURIComponent(product.name)}.webp`,
      isSubscribable: product.isSubscribable ?? false,
      taxType: 'INCLUSIVE',
      taxPercent: 5,
      importedAverageRating: product.averageRating ?? 0,
      ...(product.createdAt ? { createdAt: product.createdAt } : {}),
    })
    .returning({ id: products.id });
  const productId = row!.id;
  const variants = product.variants ?? [{ sellingPrice: 100 }];
  await db.insert(productVariants).values(
    variants.map((variant, position) => ({
      storeId,
      productId,
      position,
      sku: `SKU-${productId.slice(0, 8)}-${position}`,
      weight: variant.weight ?? 1,
      weightUnit: variant.weightUnit ?? 'KG',
      mrpPaise: toPaise(variant.mrp ?? variant.sellingPrice),
      sellingPricePaise: toPaise(variant.sellingPrice),
      availableQuantity: variant.availableQuantity ?? 10,
      isVisible: variant.isVisible ?? true,
      imagePaths: [`/files/${position}.webp`],
    })),
  );
  return productId;
}
