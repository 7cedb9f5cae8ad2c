import { z } from 'zod';
import { idSchema } from '../common/ids.ts';
import { taxTypes, weightUnitSchema } from '../content/content.schemas.ts';

export const taxTypeSchema = z.enum(taxTypes);
export type TaxType = z.infer<typeof taxTypeSchema>;

export const categorySchema = z.object({
  id: idSchema,
  name: z.string(),
  imagePath: z.string().nullable(),
  isActive: z.boolean(),
  productCount: z.number().int().nonnegative(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoriesResponseSchema = z.array(categorySchema);

/** Prices in rupees with two decimals (kept as integer paise in the database). */
export const productVariantSchema = z.object({
  variantId: idSchema,
  imagePathList: z.array(z.string()),
  availableQuantity: z.number().int().nonnegative(),
  weight: z.number().nonnegative(),
  weightUnit: weightUnitSchema,
  mrp: z.number().nonnegative(),
  sellingPrice: z.number().nonnegative(),
  sku: z.string(),
  isVisible: z.boolean(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const productSchema = z.object({
  id: idSchema,
  name: z.string(),
  brand: z.string().nullable(),
  description: z.string().nullable(),
  thumbnail: z.string().nullable(),
  isSubscribable: z.boolean(),
  categoryId: idSchema.nullable(),
  taxPercent: z.number().min(0).max(100),
  taxType: taxTypeSchema,
  averageRating: z.number().min(0).max(5),
  /** The first variant is the one the storefront shows. */
  variants: z.array(productVariantSchema),
});
export type Product = z.infer<typeof productSchema>;
