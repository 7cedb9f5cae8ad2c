import { z } from 'zod';
import { localeSchema, storeLanguagesSchema } from '../i18n/locale.schemas.ts';
import { booleanQuerySchema, idSchema, optionalQueryIdSchema } from '../common/ids.ts';
import {
  categoriesResponseSchema,
  productDetailSchema,
  productPageSchema,
  productSearchPageSchema,
} from '../catalogue/catalogue.schemas.ts';
import {
  announcementBarsResponseSchema,
  bannersResponseSchema,
  faqsResponseSchema,
  testimonialsResponseSchema,
} from '../content/content.schemas.ts';
import { productReviewsSchema } from '../reviews/reviews.schemas.ts';
import { storeSellerSchema } from './seller.schemas.ts';
import { paymentProviders } from './stores.values.ts';

export const paymentProviderSchema = z.enum(paymentProviders);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

/**
 * Store lookup by friendly id or domain. The spec does not show its path; ours is
 * `GET /api/orgs/lookup?identifier=demo&isFriendlyId=true` (or `&isDomain=true` with a host name).
 */
export const orgLookupQuerySchema = z
  .object({
    identifier: z.string().trim().min(1, 'identifier is required').max(253),
    isFriendlyId: booleanQuerySchema.optional(),
    isDomain: booleanQuerySchema.optional(),
  })
  .refine((q) => q.isFriendlyId !== q.isDomain, { message: 'Set exactly one of isFriendlyId and isDomain' });
export type OrgLookupQuery = z.infer<typeof orgLookupQuerySchema>;

export const storeSummarySchema = z.object({
  id: idSchema,
  friendlyId: z.string(),
  name: z.string(),
  logoPath: z.string().nullable(),
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;

/** The store's location: the spec's `location (object)`; its id is the `locationId` sent at login. */
export const storeLocationSchema = z.object({ id: idSchema, name: z.string() });
export type StoreLocation = z.infer<typeof storeLocationSchema>;

export const orgLookupResponseSchema = z.object({
  orgId: idSchema,
  name: z.string(),
  logoPath: z.string().nullable(),
  store: storeSummarySchema,
  location: storeLocationSchema,
});
export type OrgLookupResponse = z.infer<typeof orgLookupResponseSchema>;

export const storeSchema = storeSummarySchema.extend({
  orgId: idSchema,
  favicon: z.string().nullable(),
  domains: z.array(z.string()),
  location: storeLocationSchema,
});
export type Store = z.infer<typeof storeSchema>;

export const paymentConfigSchema = z.object({
  onlinePayment: z.object({ enabled: z.boolean(), activePaymentMethod: paymentProviderSchema.nullable() }),
  cashOnDelivery: z.object({ enabled: z.boolean() }),
  bmsWallet: z.object({ enabled: z.boolean() }),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

export const supportAndSocialSchema = z.object({
  facebookUrl: z.string().nullable(),
  xurl: z.string().nullable(),
  linkedInUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  callSupportNumber: z.string().nullable(),
  supportEmail: z.string().nullable(),
});
export type SupportAndSocial = z.infer<typeof supportAndSocialSchema>;

/** Rich text (HTML) from the store, sanitised by the server before it is sent. `termsConditions` is ours. */
export const policiesSchema = z.object({
  privacyPolicy: z.string().nullable(),
  refundPolicy: z.string().nullable(),
  shippingPolicy: z.string().nullable(),
  termsConditions: z.string().nullable(),
});
export type Policies = z.infer<typeof policiesSchema>;

export const deliveryTimeLabels = [
  '30 to 60 minutes',
  '1 to 4 hours',
  '6 to 24 hours',
  '12 to 24 hours',
  '1 to 3 days',
  '3 to 5 days',
  '5 to 10 days',
] as const;
export const deliveryTimeLabelSchema = z.enum(deliveryTimeLabels);
export type DeliveryTimeLabel = z.infer<typeof deliveryTimeLabelSchema>;

/** One manual shipping rule; the first one's `shippingTime` is the expected delivery time shown. */
export const manualShippingConfigSchema = z.object({
  shippingTime: deliveryTimeLabelSchema,
  /** Shipping charge in rupees, waived when the order total reaches `freeAbove` (when set). */
  charge: z.number().nonnegative(),
  freeAbove: z.number().nonnegative().nullable(),
});
export type ManualShippingConfig = z.infer<typeof manualShippingConfigSchema>;

export const shippingConfigSchema = z.object({
  shippingEnabled: z.boolean(),
  manualShippingConfigs: z.array(manualShippingConfigSchema),
});
export type ShippingConfig = z.infer<typeof shippingConfigSchema>;

const hexColour = z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Must be a hex colour');

export const storeWebThemeSchema = z.object({
  primaryColor: hexColour,
  secondaryColor: hexColour,
  neutralColor: hexColour,
  gridHomePage: z.number().int().min(1).max(12).nullable(),
  gridCatalogPage: z.number().int().min(1).max(12).nullable(),
});
export type StoreWebTheme = z.infer<typeof storeWebThemeSchema>;

/** `GET /api/store-themes/{id}/web-store-config`. */
export const webStoreConfigSchema = supportAndSocialSchema.extend({
  id: idSchema,
  favicon: z.string().nullable(),
  logoPath: z.string().nullable(),
  storeWebTheme: storeWebThemeSchema,
  languages: storeLanguagesSchema,
  /** Who sells, shown in every page's footer; null for a store that has not said yet. */
  seller: storeSellerSchema.nullable(),
  /** The habits the store offers (issue 40): "Buy again" and "Reorder"; "Notify me" when out of stock. */
  habits: z.object({ buyAgain: z.boolean(), notifyMe: z.boolean() }),
});
export type WebStoreConfig = z.infer<typeof webStoreConfigSchema>;

/**
 * What the server writes into the storefront's HTML so the first paint needs no round trip.
 * `window.__HAAT_BOOTSTRAP__` holds it; absent in the Vite dev server, where the app looks the store up.
 */
export const storeBootstrapSchema = z.object({
  lookup: orgLookupResponseSchema,
  config: webStoreConfigSchema,
  /** '' on a store's own domain, `/{friendlyId}` on the shared host. */
  basePath: z.string(),
  /** The page's language, as the server chose it (the shopper's choice, the browser's, the store's default). */
  locale: localeSchema,
  /** On home only: the active banners, so the carousel (the page's largest paint) needs no round trip. */
  banners: bannersResponseSchema.optional(),
  /** On home and the category listings: the categories their first screen shows (tiles, the side list). */
  categories: categoriesResponseSchema.optional(),
  /**
   * On a category listing only (`/category`, `/category/{id}`): its first page of products, so the grid and
   * its first images need no round trip. `categoryId` is absent for the listing of all products.
   */
  listing: z.object({ categoryId: idSchema.optional(), firstPage: productPageSchema }).optional(),
  /** On a product page only: the product (when shown), so the page paints without a round trip. */
  product: productDetailSchema.optional(),
  /** On a shown product's page only: its rating and latest reviews, so they are in the server's HTML. */
  productReviews: productReviewsSchema.optional(),
  /**
   * Everything else a public page shows, so the server renders the whole screen and the browser hydrates it
   * without asking again: the announcement bar (every page), home's testimonials and FAQs, one-page product
   * lists beside the main content (home's Popular Products, a product's "You may also like"), the policies
   * on a policy page, and a search's first page (`params`: the address's query string it answers).
   */
  announcementBars: announcementBarsResponseSchema.optional(),
  testimonials: testimonialsResponseSchema.optional(),
  faqs: faqsResponseSchema.optional(),
  productPages: z
    .array(z.object({ categoryId: idSchema.optional(), size: z.number().int().positive(), page: productPageSchema }))
    .optional(),
  policies: policiesSchema.optional(),
  search: z.object({ params: z.string(), firstPage: productSearchPageSchema }).optional(),
});
export type StoreBootstrap = z.infer<typeof storeBootstrapSchema>;

/**
 * Query of calls addressed by a store id in the path (`/api/stores/{id}`, `/api/faqs/{id}`, …): the
 * automatic `storeId` and `orgId` values, optional, and answered 404 when they name another store or org.
 */
export const storeResourceQuerySchema = z.object({ storeId: optionalQueryIdSchema, orgId: optionalQueryIdSchema });
export type StoreResourceQuery = z.infer<typeof storeResourceQuerySchema>;
