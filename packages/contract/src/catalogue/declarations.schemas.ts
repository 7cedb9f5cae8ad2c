import { z } from 'zod';

/**
 * What the package of a product declares and its listing must repeat (Legal Metrology (Packaged
 * Commodities) Rules, 2011, rule 6 and its e-commerce proviso; decision 028). Net quantity and MRP are the
 * variant's weight and MRP; the name is the product's.
 */
export const makerKinds = ['MANUFACTURER', 'PACKER', 'IMPORTER'] as const;
export const makerKindSchema = z.enum(makerKinds);
export type MakerKind = z.infer<typeof makerKindSchema>;

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** An ISO 3166 country code ("IN"); the storefront names it in the shopper's language. */
export const countryCodeSchema = z
  .string()
  .refine((code) => /^[A-Z]{2}$/.test(code) && code !== 'ZZ' && regionNames.of(code) !== undefined, {
    error: 'must be a two-letter country code, e.g. IN',
  });

const line = (max: number) => z.string().trim().min(1).max(max);

export const productDeclarationsSchema = z.object({
  /** Who made, packed or imported it; null for loose goods that come in no package (fruit, vegetables). */
  maker: z.object({ kind: makerKindSchema, name: line(200), address: line(300) }).nullable(),
  countryOfOrigin: countryCodeSchema,
  /** Whom to call or write to about the product; null: the store's own support. */
  consumerCare: line(300).nullable(),
});
export type ProductDeclarations = z.infer<typeof productDeclarationsSchema>;

/** An HSN code: 4, 6 or 8 digits (a shop with a turnover under ₹5 crore may print 4). */
export const hsnCodeSchema = z.string().regex(/^\d{4}(\d{2}){0,2}$/, 'an HSN code is 4, 6 or 8 digits');
