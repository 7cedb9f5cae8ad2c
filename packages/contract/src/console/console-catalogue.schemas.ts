import { z } from 'zod';
import { taxTypeSchema } from '../catalogue/catalogue.schemas.ts';
import { weightUnitSchema } from '../content/content.schemas.ts';
import { apiErrorSchema } from '../common/errors.ts';
import { idSchema } from '../common/ids.ts';
import { pageQuerySchema } from '../common/pagination.ts';
import { consoleStoreParamsSchema } from './staff.schemas.ts';

/** Products per page of the console's catalogue unless `size` says otherwise. */
export const CONSOLE_PRODUCTS_PAGE_SIZE = 20;
/** The largest stock and prices CSV the console takes: a store's whole catalogue, a few thousand rows. */
export const STOCK_PRICES_CSV_MAX_ROWS = 5_000;

/** Rupees as a shop types them: not negative, to the paisa, below ₹1 crore a unit. */
const priceSchema = z.number().nonnegative().multipleOf(0.01).max(10_000_000);
const stockSchema = z.number().int().nonnegative().max(1_000_000);

/** `GET /api/stores/{storeId}/console/products?q=&page=`: the store's products, found by name, brand or SKU. */
export const consoleProductListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
});
export type ConsoleProductListQuery = z.infer<typeof consoleProductListQuerySchema>;

/** One pack size as the shop keeps it: its price, MRP and stock, and whether shoppers see it. */
export const consoleVariantSchema = z.object({
  variantId: idSchema,
  sku: z.string(),
  weight: z.number(),
  weightUnit: weightUnitSchema,
  sellingPrice: z.number(),
  mrp: z.number(),
  availableQuantity: z.number().int(),
  isVisible: z.boolean(),
});
export type ConsoleVariant = z.infer<typeof consoleVariantSchema>;

export const consoleProductSchema = z.object({
  productId: idSchema,
  name: z.string(),
  brand: z.string().nullable(),
  /** The GST on its price: the MRP must cover the price with it (INDIA_RULES: MRP is a ceiling, taxes in). */
  taxPercent: z.number(),
  taxType: taxTypeSchema,
  variants: z.array(consoleVariantSchema),
});
export type ConsoleProduct = z.infer<typeof consoleProductSchema>;

export const consoleProductListSchema = z.object({
  products: z.array(consoleProductSchema),
  totalPages: z.number().int().positive(),
});
export type ConsoleProductList = z.infer<typeof consoleProductListSchema>;

export const consoleVariantParamsSchema = consoleStoreParamsSchema.extend({ variantId: idSchema });
export type ConsoleVariantParams = z.infer<typeof consoleVariantParamsSchema>;

/**
 * `PATCH /api/stores/{storeId}/console/variants/{variantId}`: what the member changed, at least one field.
 * The MRP may never be below the price with its GST; a change that would make it so is refused whole.
 */
export const variantChangeSchema = z
  .object({
    sellingPrice: priceSchema.optional(),
    mrp: priceSchema.optional(),
    availableQuantity: stockSchema.optional(),
    isVisible: z.boolean().optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), 'nothing to change');
export type VariantChange = z.infer<typeof variantChangeSchema>;

/**
 * `POST /api/stores/{storeId}/console/stock-prices`: a CSV with a header row naming `sku` and any of
 * `selling_price`, `mrp`, `stock`, `visible` (yes/no). Every row is checked; nothing is written unless every
 * row is good, and then all are written in one transaction.
 */
export const stockPricesUploadSchema = z.object({ csv: z.string().min(1).max(1_000_000) });
export type StockPricesUpload = z.infer<typeof stockPricesUploadSchema>;

/** A row the upload refused: its line in the file (the header is line 1) and why, in the member's language. */
export const csvRowProblemSchema = z.object({ line: z.number().int().positive(), reason: z.string() });
export type CsvRowProblem = z.infer<typeof csvRowProblemSchema>;

export const stockPricesResultSchema = z.object({ updated: z.number().int().nonnegative() });
export type StockPricesResult = z.infer<typeof stockPricesResultSchema>;

/** A refused upload: the 400's message, and each bad row. */
export const stockPricesRefusalSchema = apiErrorSchema.extend({ problems: z.array(csvRowProblemSchema) });
export type StockPricesRefusal = z.infer<typeof stockPricesRefusalSchema>;
