import type { TaxType } from '@haat/contract/catalogue/catalogue.schemas';
import type { WeightUnit } from '@haat/contract/content/content.schemas';
import type { ArtKind } from '../art/product-art.ts';
import type { ProductArt } from '../art/product-image.ts';
import { hindiBrand } from './brands-hi.ts';

export type GstPercent = 0 | 5 | 12 | 18;

type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
/**
 * An HSN heading, the 4 digits a shop with a turnover under ₹5 crore may print (0401 milk, 1905 bread and
 * biscuits, 3401 soap). Required on every category and so on every product: a catalogue row without one
 * does not compile.
 */
export type HsnHeading = `${Digit}${Digit}${Digit}${Digit}`;

/**
 * The Hindi of each of a row's `Field`s. Required, not partial as the import allows: the demo stores are
 * wholly bilingual, so a text left without its Hindi fails to compile instead of showing English.
 */
export type Hindi<Field extends string> = Record<Field, string>;

/** One pack size: weight, unit and MRP in rupees; the selling price is derived. */
export type VariantSeed = readonly [weight: number, unit: WeightUnit, mrp: number];

export interface ProductSeed {
  name: string;
  brand: string | null;
  art: ArtKind;
  colour: string;
  variants: readonly VariantSeed[];
  /** Name printed on the image when the full name is long. */
  short?: string;
  description?: string;
  subscribable?: boolean;
  outOfStock?: boolean;
  /** The first variant is not visible, so the storefront hides the product. */
  hiddenFirstVariant?: boolean;
  /** Sold at MRP, never discounted. */
  fullPrice?: boolean;
  gst?: GstPercent;
  taxType?: TaxType;
  /** Its HSN heading where the category's would be wrong (fruit among vegetables, bread among biscuits). */
  hsn?: HsnHeading;
  /**
   * Where it comes from when not India, as an ISO 3166 code (California almonds: `US`); its brand's
   * company, which otherwise made or packed it, then declares itself its importer.
   */
  importedFrom?: string;
  /** Its brand's maker packed it rather than made it (eggs the dairy collects and packs). */
  packed?: true;
  /**
   * The Hindi name, short as on a shelf label and without the brand (the brand's Hindi comes from
   * `brands-hi.ts`, one spelling per brand); a Hindi description only beside an own English `description`.
   */
  hi: { name: string; description?: string };
}

export interface CategorySeed {
  key: string;
  name: string;
  isActive: boolean;
  /** Soft background of the category's images. */
  background: string;
  tile: ProductArt;
  gst: GstPercent;
  taxType: TaxType;
  /** The HSN heading of most of its products; a product whose goods differ gives its own `hsn`. */
  hsn: HsnHeading;
  describe: (product: ProductSeed) => string;
  /** The category's name and description template in Hindi, written beside the English ones. */
  hi: { name: string; describe: (product: ProductSeed) => string };
  products: readonly ProductSeed[];
}

/** Everything after the price-list columns, starting with the Hindi name every product needs. */
type ProductExtras = Omit<ProductSeed, 'name' | 'brand' | 'art' | 'colour' | 'variants'>;

/** Terse product seed, so a catalogue reads as a price list. */
export function product(
  name: string,
  brand: string | null,
  art: ArtKind,
  colour: string,
  variants: readonly VariantSeed[],
  extras: ProductExtras,
): ProductSeed {
  return { name, brand, art, colour, variants, ...extras };
}

/** Title with the brand in front, unless the name already starts with it. */
export function fullName(seed: ProductSeed): string {
  if (!seed.brand || seed.name.startsWith(seed.brand)) return seed.name;
  return `${seed.brand} ${seed.name}`;
}

/**
 * `fullName` in Hindi: the brand's Hindi in front, unless the English name already starts with the brand
 * (Coca-Cola, Horlicks Classic Malt), so both languages name the same products the same way.
 */
export function hindiFullName(seed: ProductSeed): string {
  if (!seed.brand || seed.name.startsWith(seed.brand)) return seed.hi.name;
  return `${hindiBrand(seed.brand)} ${seed.hi.name}`;
}
