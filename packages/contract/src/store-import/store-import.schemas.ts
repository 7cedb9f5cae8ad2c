import { z } from 'zod';
import { cutoffTimeSchema } from '../subscriptions/delivery-calendar.schemas.ts';
import { DEFAULT_COD_LIMITS, DEFAULT_ORDER_WAIT_HOURS } from '../orders/orders.values.ts';
import { DEFAULT_SUBSCRIPTION_CUTOFF } from '../subscriptions/delivery-days.ts';
import { taxTypeSchema } from '../catalogue/catalogue.schemas.ts';
import { hsnCodeSchema, productDeclarationsSchema } from '../catalogue/declarations.schemas.ts';
import { checkedStoreSellerSchema } from '../stores/seller.schemas.ts';
import { emailAddressSchema, phoneNumberSchema, webAddressSchema } from '../common/link.schemas.ts';
import { weightUnitSchema } from '../content/content.schemas.ts';
import { storeLanguagesSchema, translationsSchema } from '../i18n/locale.schemas.ts';
import { ALL_LANGUAGES } from '../i18n/locales.ts';
import { deliveryTimeLabelSchema, paymentProviderSchema } from '../stores/stores.schemas.ts';
import { importCouponSchema } from '../coupons/coupons.schemas.ts';

/**
 * A whole store as one JSON document: what `data/demo/*.json` holds and `cli store import <file>` loads.
 * Image fields name files relative to the JSON file's folder; the import copies them into file storage.
 * Money is in rupees here, as a shop owner writes it. Texts are written in English; `translations` beside
 * them give the Hindi a shopper reading in Hindi sees (decision 026).
 */
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');
const rupees = z.number().nonnegative().multipleOf(0.01);

/** One word a shopper types: letters, marks and digits only (so no markup), as a search reads its words. */
const searchWordSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[\p{L}\p{M}\p{N}]+$/u, 'one word of letters and digits, without spaces or markup');

/**
 * The store's own words for its search, beside the built-in Hindi–English dictionary: groups of words
 * that mean one thing (`["kanda", "onion"]`, `["sabudana", "sago"]`); a shopper typing any word of a group
 * also finds products named with the others, in this store only.
 */
export const searchSynonymsSchema = z.array(z.array(searchWordSchema).min(2).max(12)).max(300);

/**
 * - `buyAgain`: "Reorder" on a shopper's order page and a "Buy again" row of their most-ordered products on
 *   home;
 * - `notifyMe`: "Notify me" on an out-of-stock pack size, and one SMS with its link when it is back.
 */
export const storeHabitsSchema = z
  .object({ buyAgain: z.boolean().default(false), notifyMe: z.boolean().default(false) })
  .strict();
export type StoreHabits = z.infer<typeof storeHabitsSchema>;

export const importVariantSchema = z.object({
  sku: z.string().min(1),
  weight: z.number().positive(),
  weightUnit: weightUnitSchema,
  mrp: rupees,
  sellingPrice: rupees,
  availableQuantity: z.number().int().nonnegative(),
  isVisible: z.boolean().default(true),
  images: z.array(z.string()).default([]),
});

export const importProductSchema = z.object({
  name: z.string().min(1),
  brand: z.string().nullable().default(null),
  description: z.string().nullable().default(null),
  /** Key of a category in the same document. */
  category: z.string(),
  isSubscribable: z.boolean().default(false),
  taxPercent: z.number().min(0).max(100),
  taxType: taxTypeSchema,
  /** Its HSN code, which the tax invoice prints on its line. */
  hsnCode: hsnCodeSchema,
  declarations: productDeclarationsSchema,
  /** A rating gathered before (or elsewhere); buyers' ratings on Haat add to it, each weighing one (decision 046). */
  averageRating: z.number().min(0).max(5).default(0),
  /** How many ratings the average comes from: its weight beside buyers' ratings. */
  ratingCount: z.number().int().nonnegative().default(0),
  variants: z.array(importVariantSchema).min(1),
  translations: translationsSchema(['name', 'brand', 'description']),
});

/** A banner's target in the import document; the import turns it into a storefront path or an https URL. */
export const bannerLinkSchema = z.union([
  z.object({ category: z.string() }).strict(),
  z.object({ product: z.string() }).strict(),
  z.object({ search: z.string().trim().min(1).max(100) }).strict(),
  z.object({ url: z.url({ protocol: /^https$/, error: 'must be an https URL' }) }).strict(),
]);
export type BannerLink = z.infer<typeof bannerLinkSchema>;

export const storeImportSchema = z.object({
  org: z.object({ name: z.string().min(1), logo: z.string().nullable().default(null) }),
  store: z.object({
    friendlyId: z.string().regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'lowercase letters, digits and dashes'),
    name: z.string().min(1),
    locationName: z.string().min(1),
    domains: z.array(z.string()).default([]),
    logo: z.string().nullable().default(null),
    favicon: z.string().nullable().default(null),
    theme: z.object({
      primaryColor: hexColour,
      secondaryColor: hexColour,
      neutralColor: hexColour,
      gridHomePage: z.number().int().min(1).max(12).nullable().default(null),
      gridCatalogPage: z.number().int().min(1).max(12).nullable().default(null),
    }),
    // Rendered as links on every page: only http(s) profiles, a phone number and an e-mail address.
    social: z.object({
      facebookUrl: webAddressSchema.nullable().default(null),
      xurl: webAddressSchema.nullable().default(null),
      linkedInUrl: webAddressSchema.nullable().default(null),
      instagramUrl: webAddressSchema.nullable().default(null),
    }),
    seller: checkedStoreSellerSchema,
    callSupportNumber: phoneNumberSchema.nullable().default(null),
    supportEmail: emailAddressSchema.nullable().default(null),
    payment: z.object({
      onlineEnabled: z.boolean(),
      activePaymentMethod: paymentProviderSchema.nullable(),
      codEnabled: z.boolean(),
      walletEnabled: z.boolean(),
      /** Cash-on-delivery orders one shopper may have not yet delivered or cancelled, and their units in all. */
      codMaxOpenOrders: z.number().int().min(1).max(50).default(DEFAULT_COD_LIMITS.openOrders),
      codMaxOpenUnits: z.number().int().min(1).max(5_000).default(DEFAULT_COD_LIMITS.openUnits),
    }),
    /** Hours a placed order may wait for the shop before it is cancelled and its stock returned; null: no limit. */
    orderWaitHours: z.number().int().min(1).max(720).nullable().default(DEFAULT_ORDER_WAIT_HOURS),
    /** Subscription changes for a date close the day before at this time (India); default 22:00. */
    subscriptionCutoff: cutoffTimeSchema.default(DEFAULT_SUBSCRIPTION_CUTOFF),
    /** The languages its shoppers may choose and the one a first visit gets; default both, English first. */
    languages: storeLanguagesSchema.default({ offered: [...ALL_LANGUAGES.offered], default: ALL_LANGUAGES.default }),
    /** Words its shoppers use that the built-in dictionary lacks (searchSynonymsSchema). */
    searchSynonyms: searchSynonymsSchema.default([]),
    /**
     * Buyers' ratings and reviews (decision 046): on, a shopper who received a product may rate (1–5) and
     * review it, and its page shows them; off (the default), neither.
     */
    reviews: z.object({ enabled: z.boolean() }).default({ enabled: false }),
    /** The shopping habits the store offers (issue 40), each off unless turned on here. */
    habits: storeHabitsSchema.default({ buyAgain: false, notifyMe: false }),
    policies: z.object({
      privacyPolicy: z.string().nullable().default(null),
      refundPolicy: z.string().nullable().default(null),
      shippingPolicy: z.string().nullable().default(null),
      termsConditions: z.string().nullable().default(null),
      translations: translationsSchema(['privacyPolicy', 'refundPolicy', 'shippingPolicy', 'termsConditions']),
    }),
    shipping: z.object({
      enabled: z.boolean(),
      configs: z.array(
        z.object({ shippingTime: deliveryTimeLabelSchema, charge: rupees, freeAbove: rupees.nullable().default(null) }),
      ),
    }),
  }),
  banners: z.array(
    z.object({
      image: z.string(),
      isActive: z.boolean().default(true),
      /** What the banner says, for those who cannot see it (its accessible name). */
      alt: z.string().trim().min(1).max(160).nullable().default(null),
      /** Where tapping it goes: a category (by key), a product (by its first variant's SKU), a search, or a URL. */
      link: bannerLinkSchema.nullable().default(null),
      /**
       * Its alt text and its image in another language (`{ hi: { alt, image } }`): a banner's art carries
       * words, so a Hindi page shows the Hindi image, and the English one where there is none.
       */
      translations: translationsSchema(['alt', 'image']),
    }),
  ),
  announcementBars: z.array(
    z.object({
      message: z.string(),
      backgroundColor: hexColour,
      color: hexColour,
      enabled: z.boolean(),
      translations: translationsSchema(['message']),
    }),
  ),
  testimonials: z.array(
    z.object({
      customerName: z.string(),
      message: z.string(),
      city: z.string().nullable().default(null),
      image: z.string().nullable().default(null),
      rating: z.number().min(0).max(5).multipleOf(0.5),
      enabled: z.boolean(),
      translations: translationsSchema(['message', 'city']),
    }),
  ),
  faqs: z.array(z.object({ q: z.string(), a: z.string(), translations: translationsSchema(['q', 'a']) })),
  deliverySlots: z.array(z.object({ startTime: timeOfDay, endTime: timeOfDay })),
  categories: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      image: z.string().nullable().default(null),
      isActive: z.boolean(),
      translations: translationsSchema(['name']),
    }),
  ),
  /**
   * In the store's own order: listings show best sellers first and, among products that sold alike (all of
   * them in a new store), follow this order, so a shop lists its staples first.
   */
  products: z.array(importProductSchema),
  /** The store's coupons (importCouponSchema); none turns coupons off. Shoppers see the current ones as offers. */
  coupons: z.array(importCouponSchema).max(100).default([]),
});
export type StoreImport = z.infer<typeof storeImportSchema>;
export type StoreImportInput = z.input<typeof storeImportSchema>;
