import { fromPaise, toPaise } from '@haat/contract/format';
import { fitsUnderMrp, linePaidPaise } from '@haat/contract/pricing/line-pricing';
import type { Translations } from '@haat/contract/i18n/locales';
import type { BannerLink, StoreImport } from '@haat/contract/store-import/store-import.schemas';
import type {
  announcementBars,
  banners,
  categories,
  coupons,
  deliverySlots,
  faqs,
  productVariants,
  products,
  shippingConfigs,
  stores,
  testimonials,
} from '#src/db/schema/index.ts';
import { normalWord } from '#src/modules/search/index.ts';
import type { ImageCollector, PlannedImage } from './store-import.images.ts';
import { stableId } from './stable-id.ts';

export interface StoreIds {
  storeId: string;
  orgId: string;
  locationId: string;
}

/** Every row of one store, with its final ids: what the repository writes in one transaction. */
export interface StoreImportPlan extends StoreIds {
  friendlyId: string;
  org: { name: string; logoPath: string | null };
  store: Omit<typeof stores.$inferInsert, 'id' | 'orgId' | 'locationId' | 'createdAt'>;
  domains: string[];
  shippingConfigs: (typeof shippingConfigs.$inferInsert & { id: string })[];
  banners: (typeof banners.$inferInsert & { id: string })[];
  announcementBars: (typeof announcementBars.$inferInsert & { id: string })[];
  testimonials: (typeof testimonials.$inferInsert & { id: string })[];
  faqs: (typeof faqs.$inferInsert & { id: string })[];
  deliverySlots: (typeof deliverySlots.$inferInsert & { id: string })[];
  coupons: (typeof coupons.$inferInsert & { id: string })[];
  categories: (typeof categories.$inferInsert & { id: string })[];
  products: (typeof products.$inferInsert & { id: string })[];
  variants: (typeof productVariants.$inferInsert & { id: string })[];
  images: PlannedImage[];
}

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * Why a pack's price breaks the MRP ceiling, or null: what the shopper pays for a unit, tax included, may not
 * exceed its MRP (INDIA_RULES.md), so a price with GST on top must leave room for the tax.
 */
function mrpProblem(
  product: Pick<StoreImport['products'][number], 'taxPercent' | 'taxType'>,
  variant: Pick<StoreImport['products'][number]['variants'][number], 'mrp' | 'sellingPrice'>,
): string | null {
  const line = {
    mrpPaise: toPaise(variant.mrp),
    sellingPricePaise: toPaise(variant.sellingPrice),
    taxPercent: product.taxPercent,
    taxType: product.taxType,
  };
  if (fitsUnderMrp(line)) return null;
  const rupees = (paise: number) => `₹${fromPaise(paise).toFixed(2)}`;
  const paid = rupees(linePaidPaise({ ...line, quantity: 1 }));
  return product.taxType === 'EXCLUSIVE' && product.taxPercent > 0
    ? `${rupees(line.sellingPricePaise)} + ${product.taxPercent}% GST = ${paid} is above its MRP ${rupees(line.mrpPaise)} (the MRP includes all taxes)`
    : `${paid} is above its MRP ${rupees(line.mrpPaise)}`;
}

/** What the schema cannot say: references inside the document and rules across fields. */
export function findDocumentProblems(doc: StoreImport): string[] {
  const problems: string[] = [];
  const categoryKeys = new Set<string>();
  for (const category of doc.categories) {
    if (categoryKeys.has(category.key)) problems.push(`category key "${category.key}" is used twice`);
    categoryKeys.add(category.key);
  }
  const skus = new Set<string>();
  doc.products.forEach((product, index) => {
    const where = `products[${index}] "${product.name}"`;
    if (!categoryKeys.has(product.category)) problems.push(`${where}: unknown category "${product.category}"`);
    // A composition or unregistered shop may not collect GST (CGST Act s. 10(4)); its prices carry none.
    if (doc.store.seller.gstScheme !== 'REGULAR' && product.taxPercent > 0) {
      problems.push(`${where}: a ${doc.store.seller.gstScheme} shop collects no GST, so its taxPercent must be 0`);
    }
    for (const variant of product.variants) {
      if (skus.has(variant.sku)) problems.push(`${where}: sku "${variant.sku}" is used twice`);
      skus.add(variant.sku);
      const problem = mrpProblem(product, variant);
      if (problem) problems.push(`${where} ${variant.weight} ${variant.weightUnit} (sku "${variant.sku}"): ${problem}`);
    }
  });
  const domains = new Set<string>();
  for (const domain of doc.store.domains) {
    const normalised = domain.toLowerCase();
    if (!HOST_NAME.test(normalised)) problems.push(`domain "${domain}" is not a host name`);
    if (domains.has(normalised)) problems.push(`domain "${domain}" is listed twice`);
    domains.add(normalised);
  }
  const codes = new Set<string>();
  doc.coupons.forEach((coupon, index) => {
    if (codes.has(coupon.code)) problems.push(`coupons[${index}]: code ${coupon.code} appears twice`);
    codes.add(coupon.code);
  });
  doc.deliverySlots.forEach((slot, index) => {
    if (slot.endTime <= slot.startTime) problems.push(`deliverySlots[${index}] ends before it starts`);
  });
  doc.banners.forEach(({ link }, index) => {
    if (link && 'category' in link && !categoryKeys.has(link.category))
      problems.push(`banners[${index}]: unknown category "${link.category}"`);
    if (link && 'product' in link && !doc.products.some((product) => product.variants[0]?.sku === link.product))
      problems.push(`banners[${index}]: no product whose first sku is "${link.product}"`);
  });
  return problems;
}

/** A banner's target as the storefront links it: a path of the store, or the https URL itself. */
function bannerHref(link: BannerLink | null, rowId: (kind: string, key: string) => string): string | null {
  if (!link) return null;
  if ('category' in link) return `/category/${rowId('category', link.category)}`;
  if ('product' in link) return `/product/${rowId('product', link.product)}`;
  if ('search' in link) return `/search?query=${encodeURIComponent(link.search)}`;
  return link.url;
}

/** A banner's texts per language as stored: its image there as the public path of the copied file. */
function bannerTranslations(
  translations: StoreImport['banners'][number]['translations'],
  images: ImageCollector,
): Translations<'alt' | 'bannerPath'> {
  return Object.fromEntries(
    Object.entries(translations).map(([locale, { alt, image }]) => [
      locale,
      {
        ...(alt === undefined ? {} : { alt }),
        ...(image === undefined ? {} : { bannerPath: images.publicPath(image)! }),
      },
    ]),
  );
}

/** Every image name the document holds, for the collector to read. */
export function imageRefs(doc: StoreImport): (string | null)[] {
  return [
    doc.org.logo,
    doc.store.logo,
    doc.store.favicon,
    ...doc.banners.flatMap((banner) => [
      banner.image,
      ...Object.values(banner.translations).map((texts) => texts.image ?? null),
    ]),
    ...doc.testimonials.map((testimonial) => testimonial.image),
    ...doc.categories.map((category) => category.image),
    ...doc.products.flatMap((product) => product.variants.flatMap((variant) => variant.images)),
  ];
}

export function buildPlan(doc: StoreImport, ids: StoreIds, images: ImageCollector): StoreImportPlan {
  const { storeId } = ids;
  const rowId = (kind: string, key: string | number) => stableId(storeId, kind, String(key));
  const { store } = doc;
  const categoryIds = new Map(doc.categories.map((category) => [category.key, rowId('category', category.key)]));
  return {
    ...ids,
    friendlyId: store.friendlyId,
    org: { name: doc.org.name, logoPath: images.publicPath(doc.org.logo) },
    store: {
      friendlyId: store.friendlyId,
      name: store.name,
      locationName: store.locationName,
      logoPath: images.publicPath(store.logo),
      favicon: images.publicPath(store.favicon),
      ...store.theme,
      facebookUrl: store.social.facebookUrl,
      xUrl: store.social.xurl,
      linkedInUrl: store.social.linkedInUrl,
      instagramUrl: store.social.instagramUrl,
      callSupportNumber: store.callSupportNumber,
      supportEmail: store.supportEmail,
      seller: store.seller,
      onlinePaymentEnabled: store.payment.onlineEnabled,
      activePaymentMethod: store.payment.activePaymentMethod,
      codEnabled: store.payment.codEnabled,
      walletEnabled: store.payment.walletEnabled,
      codMaxOpenOrders: store.payment.codMaxOpenOrders,
      codMaxOpenUnits: store.payment.codMaxOpenUnits,
      orderWaitHours: store.orderWaitHours,
      subscriptionCutoff: store.subscriptionCutoff,
      languagesOffered: [...new Set(store.languages.offered)],
      defaultLanguage: store.languages.default,
      // Read as search reads a shopper's words, so 'Kanda' in the document is the 'kanda' typed.
      searchSynonyms: store.searchSynonyms.map((group) => [...new Set(group.map(normalWord))]),
      reviewsEnabled: store.reviews.enabled,
      buyAgain: store.habits.buyAgain,
      notifyMe: store.habits.notifyMe,
      privacyPolicy: store.policies.privacyPolicy,
      refundPolicy: store.policies.refundPolicy,
      shippingPolicy: store.policies.shippingPolicy,
      termsConditions: store.policies.termsConditions,
      policyTranslations: store.policies.translations,
      shippingEnabled: store.shipping.enabled,
    },
    domains: [...new Set(store.domains.map((domain) => domain.toLowerCase()))],
    shippingConfigs: store.shipping.configs.map((config, position) => ({
      id: rowId('shipping', position),
      storeId,
      position,
      shippingTime: config.shippingTime,
      chargePaise: toPaise(config.charge),
      freeAbovePaise: config.freeAbove == null ? null : toPaise(config.freeAbove),
    })),
    banners: doc.banners.map((banner, position) => ({
      id: rowId('banner', position),
      storeId,
      position,
      bannerPath: images.publicPath(banner.image) ?? '',
      isActive: banner.isActive,
      alt: banner.alt,
      link: bannerHref(banner.link, rowId),
      translations: bannerTranslations(banner.translations, images),
    })),
    announcementBars: doc.announcementBars.map((bar, position) => ({
      id: rowId('announcement-bar', position),
      storeId,
      position,
      ...bar,
    })),
    testimonials: doc.testimonials.map(({ image, ...testimonial }, position) => ({
      id: rowId('testimonial', position),
      storeId,
      position,
      ...testimonial,
      imagePath: images.publicPath(image),
    })),
    faqs: doc.faqs.map((faq, position) => ({
      id: rowId('faq', position),
      storeId,
      position,
      question: faq.q,
      answer: faq.a,
      translations: faq.translations,
    })),
    deliverySlots: doc.deliverySlots.map((slot, position) => ({
      id: rowId('delivery-slot', position),
      storeId,
      position,
      ...slot,
    })),
    coupons: doc.coupons.map((coupon, position) => ({
      id: rowId('coupon', coupon.code),
      storeId,
      position,
      code: coupon.code,
      kind: coupon.kind,
      amount: coupon.kind === 'FLAT' ? toPaise(coupon.value) : Math.round(coupon.value * 100),
      maxDiscountPaise: coupon.maxDiscount === null ? null : toPaise(coupon.maxDiscount),
      minOrderPaise: toPaise(coupon.minOrderValue),
      validFrom: coupon.validFrom,
      validTo: coupon.validTo,
      firstOrderOnly: coupon.firstOrderOnly,
      usesPerShopper: coupon.usesPerShopper,
      totalUses: coupon.totalUses,
    })),
    categories: doc.categories.map((category, position) => ({
      id: categoryIds.get(category.key)!,
      storeId,
      position,
      name: category.name,
      imagePath: images.publicPath(category.image),
      isActive: category.isActive,
      translations: category.translations,
    })),
    ...planCatalogue(doc, storeId, categoryIds, images, rowId),
    images: images.images(),
  };
}

function planCatalogue(
  doc: StoreImport,
  storeId: string,
  categoryIds: Map<string, string>,
  images: ImageCollector,
  rowId: (kind: string, key: string) => string,
): Pick<StoreImportPlan, 'products' | 'variants'> {
  const plan: Pick<StoreImportPlan, 'products' | 'variants'> = { products: [], variants: [] };
  doc.products.forEach((product, productPosition) => {
    // A product is named by its first sku: the one thing in the document that identifies it for good.
    const productId = rowId('product', product.variants[0]!.sku);
    const imagePaths = product.variants.map((variant) => variant.images.map((image) => images.publicPath(image)!));
    plan.products.push({
      id: productId,
      storeId,
      categoryId: categoryIds.get(product.category) ?? null,
      name: product.name,
      brand: product.brand,
      description: product.description,
      translations: product.translations,
      thumbnail: imagePaths[0]?.[0] ?? null,
      isSubscribable: product.isSubscribable,
      taxPercent: product.taxPercent,
      taxType: product.taxType,
      hsnCode: product.hsnCode,
      declarations: product.declarations,
      // The document's rating is the imported one; buyers' reviews add to it (decision 046).
      importedAverageRating: product.averageRating,
      importedRatingCount: product.ratingCount,
      position: productPosition,
    });
    product.variants.forEach((variant, position) => {
      plan.variants.push({
        id: rowId('variant', variant.sku),
        storeId,
        productId,
        position,
        sku: variant.sku,
        weight: variant.weight,
        weightUnit: variant.weightUnit,
        mrpPaise: toPaise(variant.mrp),
        sellingPricePaise: toPaise(variant.sellingPrice),
        availableQuantity: variant.availableQuantity,
        isVisible: variant.isVisible,
        imagePaths: imagePaths[position] ?? [],
      });
    });
  });
  return plan;
}
