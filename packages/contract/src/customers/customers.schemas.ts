import { z } from 'zod';
import { idSchema } from '../common/ids.ts';
import { genders } from '../content/content.schemas.ts';
import { mobileSchema } from '../identity/identity.schemas.ts';
import type { MessageId } from '../i18n/compiled/message-id.ts';

export const genderSchema = z.enum(genders, { error: 'gender must be MALE, FEMALE or OTHER' });
export type Gender = z.infer<typeof genderSchema>;

export const customerParamsSchema = z.object({ customerId: idSchema });
export type CustomerParams = z.infer<typeof customerParamsSchema>;

/** The GET scope values the storefront adds (spec §7); when present, storeId must be the token's store. */
export const customerQuerySchema = z.object({
  storeId: idSchema.optional(),
  orgId: idSchema.optional(),
});
export type CustomerQuery = z.infer<typeof customerQuerySchema>;

/** The ids of the customer's wallet and cart (spec §3), created with the customer at first login. */
export const shoppingProfileIdentitySchema = z.object({ walletId: idSchema, cartId: idSchema });
export type ShoppingProfileIdentity = z.infer<typeof shoppingProfileIdentitySchema>;

/** `GET /api/customers/{customerId}`. Fields the shopper has not filled in are null. */
export const customerProfileSchema = z.object({
  id: idSchema,
  name: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string(),
  gender: genderSchema.nullable(),
  dpUrl: z.string().nullable(),
  shoppingProfileIdentity: shoppingProfileIdentitySchema,
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

/** An empty text field clears the value: the profile form sends '' for what the shopper left blank. */
const clearable = <T extends z.ZodType<string | null>>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable());

/** A photo location from the file upload: an absolute http(s) URL or a path on this server. */
const dpUrlSchema = z
  .string()
  .trim()
  .max(2048, 'dpUrl is too long')
  .refine((value) => value.startsWith('/') || /^https?:\/\/[^\s]+$/i.test(value), 'dpUrl must be a URL');

/**
 * `PUT /api/customers/{customerId}`: the profile form's fields. A field left out stays as it is; null or ''
 * clears it. `mobile` is the contact number shown on the profile; the phone the shopper logs in with does
 * not change (changing it would need a new OTP).
 */
export const updateCustomerBodySchema = z.object({
  name: clearable(
    z
      .string()
      .trim()
      .max(100, 'profile.nameTooLong' satisfies MessageId),
  ).optional(),
  email: clearable(
    z
      .string()
      .trim()
      .max(254, 'profile.emailTooLong' satisfies MessageId)
      .pipe(z.email('profile.emailInvalid' satisfies MessageId)),
  ).optional(),
  mobile: mobileSchema.optional(),
  gender: genderSchema.nullable().optional(),
  dpUrl: clearable(dpUrlSchema).optional(),
  storeId: idSchema.optional(),
});
export type UpdateCustomerBody = z.infer<typeof updateCustomerBodySchema>;
