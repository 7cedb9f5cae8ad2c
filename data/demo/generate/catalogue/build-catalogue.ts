import type { GstScheme } from '@haat/contract/stores/seller.schemas';
import type { TaxType } from '@haat/contract/catalogue/catalogue.schemas';
import type { ProductDeclarations } from '@haat/contract/catalogue/declarations.schemas';
import type { WeightUnit } from '@haat/contract/content/content.schemas';
import { fromPaise, toPaise } from '@haat/contract/format';
import { fitsUnderMrp } from '@haat/contract/pricing/line-pricing';
import type { StoreImport } from '@haat/contract/store-import/store-import.schemas';
import { categoryTileSvg, packLabelSvg, productImageSvg } from '../art/product-image.ts';
import { pick, seededRandom } from '../lib/random.ts';
import { slugify, toRupees } from '../lib/text.ts';
import { brandMaker } from './brand-makers.ts';
import { hindiBrand } from './brands-hi.ts';
import type { CategorySeed, ProductSeed, VariantSeed } from './catalogue-types.ts';

type ImportProduct = StoreImport['products'][number];
type ImportVariant = ImportProduct['variants'][number];

export interface BuiltCatalogue {
  categories: StoreImport['categories'];
  products: StoreImport['products'];
  /** Image files by path relative to the store folder. */
  files: Map<string, string>;
}

const unitCodes: Record<WeightUnit, string> = {
  KG: 'KG',
  GM: 'G',
  LITRE: 'L',
  ML: 'ML',
  PIECE: 'PC',
  PACK: 'PK',
  DOZEN: 'DZ',
};

/** Discounts a shop would run: most products a little off, some at MRP. */
const discounts = [0, 0, 0.05, 0.06, 0.08, 0.1, 0.1, 0.12, 0.15, 0.15, 0.18, 0.2, 0.25];

function sellingPrice(mrp: number, discount: number): number {
  if (discount === 0) return mrp;
  const raw = mrp * (1 - discount);
  // Small prices move in 50 paise steps, the rest in whole rupees, as on a shelf label.
  const price = mrp < 40 ? Math.round(raw * 2) / 2 : Math.floor(raw);
  return toRupees(Math.min(mrp, Math.max(price, 1)));
}

/**
 * The price a product is imported at: the shelf price itself when GST is inside it; when GST comes on top, the
 * most that leaves the shelf price, tax included, at or under it (and so under the MRP, which the law makes
 * the ceiling, taxes included).
 */
function importedPrice(shelfPrice: number, tax: { taxPercent: number; taxType: TaxType }): number {
  const mrpPaise = toPaise(shelfPrice);
  let sellingPricePaise = mrpPaise;
  while (!fitsUnderMrp({ mrpPaise, sellingPricePaise, ...tax })) sellingPricePaise -= 1;
  return fromPaise(sellingPricePaise);
}

function buildVariants(
  seed: ProductSeed,
  tax: { taxPercent: number; taxType: TaxType },
  sku: string,
  images: (variant: VariantSeed) => string[],
  random: () => number,
): ImportVariant[] {
  const discount = seed.fullPrice ? 0 : pick(random, discounts);
  return seed.variants.map(([weight, unit, mrp], index) => ({
    sku: `${sku}-${String(weight).replace('.', '_')}${unitCodes[unit]}`,
    weight,
    weightUnit: unit,
    mrp: toRupees(mrp),
    // Bigger packs save a little more, as they do in a real shop.
    sellingPrice: importedPrice(sellingPrice(mrp, discount === 0 ? 0 : discount + 0.02 * index), tax),
    availableQuantity: seed.outOfStock ? 0 : 6 + Math.floor(random() * 180),
    isVisible: !(seed.hiddenFirstVariant && index === 0),
    images: images([weight, unit, mrp]),
  }));
}

/**
 * A product's Hindi beside its English: its name, its brand's, and a description from the same source as the
 * English one (its own, or the category's template), so the two never tell different things.
 */
function hindiTexts(seed: ProductSeed, category: CategorySeed): ImportProduct['translations'] {
  if ((seed.description === undefined) !== (seed.hi.description === undefined)) {
    throw new Error(`${seed.name}: an own description needs its Hindi, and a Hindi one its English`);
  }
  const description = seed.hi.description ?? category.hi.describe(seed);
  return { hi: { name: seed.hi.name, ...(seed.brand && { brand: hindiBrand(seed.brand) }), description } };
}

/** The shop that sells the catalogue, as a pack it makes or packs itself names it. */
/** The shop that sells the catalogue: it packs some goods itself, and only a REGULAR shop collects GST. */
export interface ShopMaker {
  legalName: string;
  address: string;
  gstScheme: GstScheme;
}

/**
 * What a product's pack declares: no maker for loose produce (no brand, no package); the shop itself for
 * its own and its own-packed goods; else the brand's company from `brand-makers.ts`, as their importer when
 * they come from abroad. Consumer care is the brand's line, or null for the shop's own support.
 */
function declarationsOf(seed: ProductSeed, shop: ShopMaker): ProductDeclarations {
  if (seed.brand === null) return { maker: null, countryOfOrigin: 'IN', consumerCare: null };
  const maker = brandMaker(seed.brand);
  if (maker === 'SHOP_MADE' || maker === 'SHOP_PACKED') {
    const kind = maker === 'SHOP_MADE' && !seed.packed ? 'MANUFACTURER' : 'PACKER';
    return { maker: { kind, name: shop.legalName, address: shop.address }, countryOfOrigin: 'IN', consumerCare: null };
  }
  const countryOfOrigin = seed.importedFrom ?? maker.importedFrom ?? 'IN';
  const kind = countryOfOrigin !== 'IN' ? 'IMPORTER' : seed.packed ? 'PACKER' : (maker.kind ?? 'MANUFACTURER');
  return {
    maker: { kind, name: maker.name, address: maker.address },
    countryOfOrigin,
    consumerCare: maker.consumerCare,
  };
}

function rating(random: () => number): number {
  if (random() < 0.1) return 0; // new on the shelf, not rated yet
  return Math.min(5, Math.round((3.3 + random() * 1.7) * 10) / 10);
}

/**
 * How many shoppers gave a rating: none without one, else from a handful to a few hundred. Drawn from a
 * generator of its own, so adding counts left every price, stock and rating as it was.
 */
function ratingCount(averageRating: number, random: () => number): number {
  if (averageRating === 0) return 0;
  return 3 + Math.floor(random() ** 2 * 420);
}

/** Net quantity as a pack prints it. */
const printedUnits: Record<WeightUnit, string> = {
  KG: 'kg',
  GM: 'g',
  LITRE: 'L',
  ML: 'ml',
  PIECE: 'pc',
  PACK: 'pack',
  DOZEN: 'dozen',
};

const countryNames: Record<string, string> = { IN: 'India', ES: 'Spain', US: 'USA' };

/**
 * A product's images for one pack size: its photo, and for a packed good the back of that pack (net quantity,
 * MRP, maker) as a second one, drawn into `files`. Loose produce has one photo.
 */
function variantImages(
  files: Map<string, string>,
  slug: string,
  photo: string,
  seed: ProductSeed,
  declarations: ProductDeclarations,
  background: string,
): (variant: VariantSeed) => string[] {
  const { maker } = declarations;
  return ([weight, unit, mrp]) => {
    if (!maker || !seed.brand) return [photo];
    const file = `images/products/${slug}-label-${String(weight).replace('.', '_')}${unitCodes[unit].toLowerCase()}.svg`;
    const country = countryNames[declarations.countryOfOrigin];
    if (!country) throw new Error(`${seed.name}: no name for the country ${declarations.countryOfOrigin}`);
    files.set(
      file,
      packLabelSvg(
        {
          brand: seed.brand,
          name: seed.short ?? seed.name,
          netQuantity: `${weight} ${printedUnits[unit]}`,
          mrp: `₹${toRupees(mrp).toFixed(2)}`,
          makerKind: maker.kind,
          makerName: maker.name,
          country,
        },
        seed.colour,
        background,
      ),
    );
    return [photo, file];
  };
}

/** Turns category seeds into import categories and products, drawing every image once. */
export function buildCatalogue(
  storeKey: string,
  skuPrefix: string,
  shop: ShopMaker,
  seeds: readonly CategorySeed[],
): BuiltCatalogue {
  const files = new Map<string, string>();
  const categories: StoreImport['categories'] = [];
  const products: StoreImport['products'] = [];
  for (const category of seeds) {
    const tile = `images/categories/${category.key}.svg`;
    files.set(tile, categoryTileSvg(category.tile, category.background));
    categories.push({
      key: category.key,
      name: category.name,
      image: tile,
      isActive: category.isActive,
      translations: { hi: { name: category.hi.name } },
    });
    for (const seed of category.products) {
      const slug = slugify(`${seed.brand ?? ''} ${seed.name}`);
      const image = `images/products/${slug}.svg`;
      if (files.has(image)) throw new Error(`${storeKey}: two products share the image ${image}`);
      files.set(
        image,
        productImageSvg(
          { kind: seed.art, colour: seed.colour, label: seed.brand },
          seed.short ?? seed.name,
          category.background,
        ),
      );
      const random = seededRandom(`${storeKey}:${slug}`);
      const declarations = declarationsOf(seed, shop);
      // Drawn before the variants, as it always was: the generator's order of draws keeps every value.
      const averageRating = rating(random);
      const sku = `${skuPrefix}-${String(products.length + 1).padStart(3, '0')}`;
      // A composition or unregistered shop collects no GST: its shelf price is all it charges.
      const tax =
        shop.gstScheme === 'REGULAR'
          ? { taxPercent: seed.gst ?? category.gst, taxType: seed.taxType ?? category.taxType }
          : { taxPercent: 0, taxType: 'INCLUSIVE' as const };
      products.push({
        name: seed.name,
        brand: seed.brand,
        description: seed.description ?? category.describe(seed),
        category: category.key,
        isSubscribable: seed.subscribable ?? false,
        ...tax,
        hsnCode: seed.hsn ?? category.hsn,
        declarations,
        averageRating,
        ratingCount: ratingCount(averageRating, seededRandom(`${storeKey}:${slug}:ratings`)),
        variants: buildVariants(
          seed,
          tax,
          sku,
          variantImages(files, slug, image, seed, declarations, category.background),
          random,
        ),
        translations: hindiTexts(seed, category),
      });
    }
  }
  return { categories, products, files };
}
