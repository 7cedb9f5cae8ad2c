import { z } from 'zod';
import { addressInputSchema, addressSchema } from '../addresses/addresses.schemas.ts';
import { rupeesSchema } from '../carts/carts.schemas.ts';
import { MAX_LINE_QUANTITY } from '../carts/carts.values.ts';
import { idSchema, optionalQueryIdSchema } from '../common/ids.ts';
import { SUBSCRIPTIONS_PAGE_SIZE } from '../constants.ts';
import { deliverySlotSchema } from '../content/content.schemas.ts';
import { daysOfWeek } from '../content/content.values.ts';
import { subscriptionPaymentMethods } from './subscriptions.values.ts';

export const dayOfWeekSchema = z.enum(daysOfWeek);
export type DayOfWeek = z.infer<typeof dayOfWeekSchema>;

export const subscriptionPaymentMethodSchema = z.enum(subscriptionPaymentMethods);
export type SubscriptionPaymentMethod = z.infer<typeof subscriptionPaymentMethodSchema>;

/** A calendar date `YYYY-MM-DD` (India dates: deliveries happen on the shop's calendar). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'Invalid date',
  );

/** An optional date as the storefront sends it: '' (or absent) means none. */
const optionalDateSchema = z
  .union([z.literal(''), isoDateSchema])
  .optional()
  .nullable();

/**
 * `POST /api/subscriptions` (spec §3 create payload). The shape is checked here; the §5 rules (with their
 * exact messages and in their order) are `subscriptionConfirmError`, run by the storefront before sending
 * and by the server again. `startDate` '' fails rule (1) rather than the shape, so the shopper sees the
 * spec's message either way.
 */
export const createSubscriptionBodySchema = z.object({
  orgId: idSchema.optional(),
  storeId: idSchema,
  customerId: idSchema,
  subscriptionRecurrence: z.object({
    daysOfWeek: z.array(dayOfWeekSchema).max(7),
    startDate: optionalDateSchema,
    endDate: optionalDateSchema,
  }),
  shippingAddress: addressInputSchema.optional().nullable(),
  variantId: idSchema,
  quantity: z
    .number()
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    // One delivery is capped like a cart line: the spec's stepper has no bound, a delivery must.
    .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`),
  isActive: z.boolean().default(true),
  preferredTimeSlot: deliverySlotSchema.optional().nullable(),
  paymentMethod: z
    .union([z.literal(''), subscriptionPaymentMethodSchema])
    .optional()
    .nullable(),
});
export type CreateSubscriptionBody = z.input<typeof createSubscriptionBodySchema>;

/**
 * `PUT /api/subscriptions/{id}`: new days and end date, and optionally the active flag (the Status switch
 * sends the current recurrence with `isActive`). The start date is not editable: a `startDate` other than
 * the saved one is refused.
 */
export const updateSubscriptionBodySchema = z.object({
  storeId: idSchema.optional(),
  orgId: idSchema.optional(),
  subscriptionRecurrence: z.object({
    daysOfWeek: z.array(dayOfWeekSchema).max(7),
    startDate: optionalDateSchema,
    endDate: optionalDateSchema,
  }),
  isActive: z.boolean().optional(),
});
export type UpdateSubscriptionBody = z.input<typeof updateSubscriptionBodySchema>;

export const subscriptionParamsSchema = z.object({ id: idSchema });
export const subscriptionQuerySchema = z.object({ storeId: optionalQueryIdSchema, orgId: optionalQueryIdSchema });

/** `GET /api/subscriptions?customerId=…&page=1&size=8`: newest first, `page` 1-based. */
export const subscriptionListQuerySchema = subscriptionQuerySchema.extend({
  customerId: idSchema,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(SUBSCRIPTIONS_PAGE_SIZE),
});

/** A subscription as the account list shows it (spec §3). Prices are the product's current ones. */
export const subscriptionSchema = z.object({
  id: idSchema,
  isActive: z.boolean(),
  subscriptionItem: z.object({
    productId: idSchema,
    productVariantId: idSchema,
    productName: z.string(),
    thumbnail: z.string().nullable(),
    sellingPrice: rupeesSchema,
    mrp: rupeesSchema,
    quantity: z.number().int().positive(),
    weight: z.number(),
    weightUnit: z.string(),
  }),
  subscriptionRecurrence: z.object({
    startDate: z.string(),
    /** null: no end ('Till date'). */
    endDate: z.string().nullable(),
    daysOfWeek: z.array(dayOfWeekSchema),
    paymentMethod: subscriptionPaymentMethodSchema,
  }),
  preferredTimeSlot: deliverySlotSchema.nullable(),
  shippingAddress: addressSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionListResponseSchema = z.object({
  subscriptions: z.array(subscriptionSchema),
  totalPages: z.number().int().min(1),
});
export type SubscriptionListResponse = z.infer<typeof subscriptionListResponseSchema>;
