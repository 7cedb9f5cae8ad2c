import type { StoreImport } from '@haat/contract/store-import/store-import.schemas';
import { avatarSvg, bannerSvg, faviconSvg, logoSvg, type BannerSpec, type LogoIcon } from '../art/brand-images.ts';
import { buildCatalogue } from '../catalogue/build-catalogue.ts';
import type { CategorySeed, Hindi } from '../catalogue/catalogue-types.ts';
import { slugify } from '../lib/text.ts';

/**
 * A row of the import document written with its Hindi as `hi` (every field, as on products and
 * categories); `assembleStore` files it under `translations.hi`, where the import reads it.
 */
type WithHindi<Row extends { translations: unknown }, Field extends string> = Omit<Row, 'translations'> & {
  hi: Hindi<Field>;
};

type Banner = StoreImport['banners'][number];

export interface TestimonialSeed {
  customerName: string;
  city: string | null;
  message: string;
  rating: number;
  enabled: boolean;
  /** Whether the customer shared a photo (an initials avatar stands in for it). */
  withPhoto: boolean;
  /** The customer's words and city in Hindi; the name stays as the customer writes it. */
  hi: Hindi<'message' | 'city'>;
}

/** Everything a demo store is made of, before its images are drawn. */
export interface StoreSeed {
  /** Folder under data/demo, equal to the friendly id. */
  folder: string;
  skuPrefix: string;
  orgName: string;
  store: Omit<StoreImport['store'], 'logo' | 'favicon'>;
  logoIcon: LogoIcon;
  banners: (WithHindi<Omit<Banner, 'image'>, 'alt'> & { spec: BannerSpec })[];
  announcementBars: WithHindi<StoreImport['announcementBars'][number], 'message'>[];
  testimonials: TestimonialSeed[];
  faqs: WithHindi<StoreImport['faqs'][number], 'q' | 'a'>[];
  deliverySlots: StoreImport['deliverySlots'];
  /** The store's coupons, offered in the cart (decision 050). */
  coupons: StoreImport['coupons'];
  catalogue: readonly CategorySeed[];
  /**
   * Products (by name) the document lists first, in this order: a store with no sales yet shows them first
   * on its home page and listings. The rest follow by category.
   */
  staples: readonly string[];
}

export interface StoreBundle {
  folder: string;
  document: StoreImport;
  /** SVG files by path relative to the store folder. */
  files: Map<string, string>;
}

/** Moves a seed row's `hi` to the import document's `translations.hi`. */
function withTranslations<Row extends { hi: object }>({ hi, ...row }: Row) {
  return { ...row, translations: { hi } };
}

/** Draws a store's images and returns its import document with every image field pointing at them. */
export function assembleStore(seed: StoreSeed): StoreBundle {
  const colours = { primary: seed.store.theme.primaryColor, secondary: seed.store.theme.secondaryColor };
  const { legalName, address, gstScheme } = seed.store.seller;
  const catalogue = buildCatalogue(seed.folder, seed.skuPrefix, { legalName, address, gstScheme }, seed.catalogue);
  const files = new Map(catalogue.files);
  const logo = 'images/logo.svg';
  const favicon = 'images/favicon.svg';
  files.set(logo, logoSvg(seed.logoIcon, colours));
  files.set(favicon, faviconSvg(seed.logoIcon, colours));

  // Each banner drawn twice, its copy in English and in Hindi: a Hindi page shows the Hindi one.
  const banners = seed.banners.map(({ spec, hi, ...banner }, i) => {
    const image = `images/banners/banner-${i + 1}.svg`;
    const hindiImage = `images/banners/banner-${i + 1}.hi.svg`;
    files.set(image, bannerSvg(spec, colours));
    files.set(hindiImage, bannerSvg(spec, colours, 'hi'));
    return { image, ...banner, translations: { hi: { ...hi, image: hindiImage } } };
  });

  const testimonials = seed.testimonials.map(({ withPhoto, ...row }, i) => {
    const testimonial = withTranslations(row);
    if (!withPhoto) return { ...testimonial, image: null };
    const image = `images/testimonials/${slugify(testimonial.customerName)}.svg`;
    files.set(image, avatarSvg(testimonial.customerName, i));
    return { ...testimonial, image };
  });

  const document: StoreImport = {
    org: { name: seed.orgName, logo },
    store: { ...seed.store, logo, favicon },
    banners,
    announcementBars: seed.announcementBars.map(withTranslations),
    testimonials,
    faqs: seed.faqs.map(withTranslations),
    deliverySlots: seed.deliverySlots,
    categories: catalogue.categories,
    products: staplesFirst(catalogue.products, seed.staples),
    coupons: seed.coupons,
  };
  return { folder: seed.folder, document, files };
}

/** The products with the named staples moved to the front, in the order named. */
function staplesFirst(products: StoreImport['products'], staples: readonly string[]): StoreImport['products'] {
  const first = staples.map((name) => {
    const named = products.filter((product) => product.name === name);
    if (named.length !== 1) throw new Error(`staple "${name}" names ${named.length} products`);
    return named[0]!;
  });
  return [...first, ...products.filter((product) => !first.includes(product))];
}
