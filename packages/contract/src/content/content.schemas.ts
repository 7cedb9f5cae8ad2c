import { z } from 'zod';
import { booleanQuerySchema, idSchema, storeScopeQuerySchema } from '../common/ids.ts';
import { orderStates } from './order-states.values.ts';

export { orderStates };

/**
 * A home banner. `alt` (ours) is what it says, for its accessible name; `link` (ours) where tapping it goes: a
 * path of this storefront (`/category/…`, `/product/…`, `/search?query=…`) or an https URL; null for none.
 */
export const bannerSchema = z.object({
  id: idSchema,
  bannerPath: z.string(),
  isActive: z.boolean(),
  alt: z.string().nullable(),
  link: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** `GET /api/store-banners?isActive=true&storeId=…` */
export const bannersQuerySchema = storeScopeQuerySchema.extend({ isActive: booleanQuerySchema.optional() });
export const bannersResponseSchema = z.array(bannerSchema);

export const announcementBarSchema = z.object({
  id: idSchema,
  message: z.string(),
  backgroundColor: z.string(),
  color: z.string(),
  enabled: z.boolean(),
});
export type AnnouncementBar = z.infer<typeof announcementBarSchema>;
export const announcementBarsResponseSchema = z.array(announcementBarSchema);

export const testimonialSchema = z.object({
  id: idSchema,
  customerName: z.string(),
  message: z.string(),
  city: z.string().nullable(),
  imagePath: z.string().nullable(),
  /** 0–5 in half steps. */
  rating: z.number().min(0).max(5),
  enabled: z.boolean(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialsResponseSchema = z.array(testimonialSchema);

export const faqSchema = z.object({ q: z.string(), a: z.string() });
export type Faq = z.infer<typeof faqSchema>;
export const faqsResponseSchema = z.object({ faqs: z.array(faqSchema) });
export type FaqsResponse = z.infer<typeof faqsResponseSchema>;

export const deliverySlotSchema = z.object({
  id: idSchema,
  /** 24-hour `HH:MM`. */
  startTime: z.string(),
  endTime: z.string(),
});
export type DeliverySlot = z.infer<typeof deliverySlotSchema>;
export const deliverySlotsResponseSchema = z.array(deliverySlotSchema);

export const weightUnits = ['KG', 'GM', 'LITRE', 'ML', 'PIECE', 'PACK', 'DOZEN'] as const;
export const weightUnitSchema = z.enum(weightUnits);
export type WeightUnit = z.infer<typeof weightUnitSchema>;

/** How a weight unit reads to a shopper: `500 g`, `1 kg`, `6 pcs`. */
export const weightUnitLabels: Record<WeightUnit, string> = {
  KG: 'kg',
  GM: 'g',
  LITRE: 'L',
  ML: 'ml',
  PIECE: 'pc',
  PACK: 'pack',
  DOZEN: 'dozen',
};

export const orderStateSchema = z.enum(orderStates);
export type OrderState = z.infer<typeof orderStateSchema>;
export const orderStateLabels: Record<OrderState, string> = {
  PENDING: 'Pending',
  PLACED: 'Placed',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
};

export const genders = ['MALE', 'FEMALE', 'OTHER'] as const;
export const taxTypes = ['INCLUSIVE', 'EXCLUSIVE'] as const;

/** `GET /api/common/enum-values`: the enum set the storefront caches (spec: includes ProductWeightUnit). */
export const enumValuesResponseSchema = z.object({
  ProductWeightUnit: z.array(z.string()),
  OrderState: z.array(z.string()),
  Gender: z.array(z.string()),
  AddressType: z.array(z.string()),
  DayOfWeek: z.array(z.string()),
  TaxType: z.array(z.string()),
});
export type EnumValues = z.infer<typeof enumValuesResponseSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok') });
/** `/readyz`: this server can take traffic (its database answers and it is not shutting down). */
export const readyResponseSchema = z.object({ status: z.literal('ready') });
