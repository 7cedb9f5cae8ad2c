import { z } from 'zod';
import { productSortBys, sortOrders } from './catalogue.values.ts';

export { productSortBys, sortOrders };
import { booleanQuerySchema, idSchema, storeScopeQuerySchema } from '../common/ids.ts';
import { pageQuerySchema } from '../common/pagination.ts';
import { taxTypes, weightUnitSchema } from '../content/content.schemas.ts';
import { productDeclarationsSchema } from './declarations.schemas.ts';

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
  /** How many ratings the average comes from; 0 when it has none. */
  ratingCount: z.number().int().nonnegative(),
  /** The first variant is the one the storefront shows. */
  variants: z.array(productVariantSchema),
});
export type Product = z.infer<typeof productSchema>;

/**
 * `GET /api/products/{id}`: the product with what its package declares (decision 028); null for a product
 * a store has not declared yet.
 */
export const productDetailSchema = productSchema.extend({ declarations: productDeclarationsSchema.nullable() });
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** `GET /api/categories?storeId=…`: the store's categories by position; productCount counts shown products. */
export const categoriesQuerySchema = storeScopeQuerySchema;
export type CategoriesQuery = z.infer<typeof categoriesQuerySchema>;

/** One page of products: `page` is 1-based; `totalPages` is at least 1 so an empty list still has page 1. */
export const productPageSchema = z.object({
  products: z.array(productSchema),
  page: z.number().int().min(1),
  size: z.number().int().min(1),
  totalPages: z.number().int().min(1),
  totalCount: z.number().int().nonnegative(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/**
 * A page of `GET /api/search/products`, with the highest selling price (rupees) of the store's shown
 * products whatever the filters: the top of the price filter's range. 0 for a store with none.
 * `correctedQuery`: when the search corrected a typo, the words it searched for instead ('panner' →
 * 'paneer', lower case, words that matched nothing left out); null when it searched the words as typed or
 * found nothing.
 */
export const productSearchPageSchema = productPageSchema.extend({
  highestSellingPrice: z.number().nonnegative(),
  correctedQuery: z.string().nullable(),
});
export type ProductSearchPage = z.infer<typeof productSearchPageSchema>;

/**
 * `GET /api/products?storeId=…&categoryId=…&page=1&size=30`: shown products (first variant visible), in
 * stock first, then best sellers of the last 30 days, then in the store's own order (its import document's),
 * newest first among the rest (ties by id, so pages never overlap): home's Popular Products is page 1. Size defaults to CATALOGUE_PAGE_SIZE, at most 100. A
 * categoryId that is not the store's answers 404, as any other store's id does.
 */
export const productListQuerySchema = storeScopeQuerySchema.extend(pageQuerySchema.shape).extend({
  categoryId: idSchema.optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** `GET /api/products/{id}?storeId=…`: one shown product with all its variants by position. */
export const productDetailQuerySchema = storeScopeQuerySchema;
export type ProductDetailQuery = z.infer<typeof productDetailQuerySchema>;

export const productSortBySchema = z.enum(productSortBys);
export type ProductSortBy = z.infer<typeof productSortBySchema>;
export const sortOrderSchema = z.enum(sortOrders);
export type SortOrder = z.infer<typeof sortOrderSchema>;

/** At most this many categories in one search filter. */
export const SEARCH_MAX_CATEGORY_IDS = 50;

/** `categoryIds=a,b` or `categoryIds=a&categoryIds=b` (both are what query strings carry). */
export const categoryIdsQuerySchema = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
      .map((item) => (typeof item === 'string' ? item.trim() : item))
      .filter((item) => item !== ''),
  z.array(idSchema).max(SEARCH_MAX_CATEGORY_IDS),
);

const rupeesQuerySchema = z.coerce.number().min(0).max(10_000_000);

/**
 * `GET /api/search/products`: shown products matching every word of `query` — by prefix ('atta 5' finds
 * 'Aashirvaad Atta 5 kg') or by a similar word of the store ('panner' finds paneer, 'tomatoe' tomato); a
 * word that matches nothing in the store is ignored. Without a query the filters alone apply.
 * Order: by relevance when a query is given and sortBy is not, else by sortBy (when neither, the listing's order: best sellers first);
 * sortOrder applies to sortBy, ASC by default — for `newest`, ASC means newest first.
 * Prices are the first variant's selling price in rupees; averageRating means "at least";
 * isSubscribable=true keeps only subscribable products, false only the others (omit it for all).
 * asTyped=true turns the typo correction off.
 */
export const productSearchQuerySchema = storeScopeQuerySchema
  .extend(pageQuerySchema.shape)
  .extend({
    query: z.string().trim().max(200).optional(),
    isSubscribable: booleanQuerySchema.optional(),
    categoryIds: categoryIdsQuerySchema.optional(),
    minSellingPrice: rupeesQuerySchema.optional(),
    maxSellingPrice: rupeesQuerySchema.optional(),
    averageRating: z.coerce.number().min(0).max(5).optional(),
    sortBy: productSortBySchema.optional(),
    sortOrder: sortOrderSchema.default('ASC'),
    /** true: no typo correction, the words exactly as typed ("Search instead for …"). */
    asTyped: booleanQuerySchema.optional(),
  })
  .refine(
    (q) => q.minSellingPrice === undefined || q.maxSellingPrice === undefined || q.minSellingPrice <= q.maxSellingPrice,
    {
      message: 'minSellingPrice must not exceed maxSellingPrice',
      path: ['minSellingPrice'],
    },
  );
export type ProductSearchQuery = z.infer<typeof productSearchQuerySchema>;
