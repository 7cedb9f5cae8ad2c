import { z } from 'zod';
import { idSchema, optionalQueryIdSchema } from '../common/ids.ts';
import { PHONE_DIGITS, PIN_DIGITS } from '../constants.ts';
import { addressTypes } from '../content/content.values.ts';
import { normaliseMobile } from '../identity/identity.schemas.ts';
import type { MessageId } from '../i18n/compiled/message-id.ts';

/** How many addresses one customer may keep; adding one more answers 409. */
export const MAX_SAVED_ADDRESSES = 20;

/** Longest accepted value per text field; longer answers '{label} exceeds maximum length'. */
export const addressFieldMaxLengths = {
  name: 100,
  email: 254,
  address: 500,
  city: 100,
  landmark: 200,
  state: 100,
  country: 100,
} as const;

type TextField = keyof typeof addressFieldMaxLengths;

/**
 * The spec's messages per field, as catalogue ids ('{label} is required', 'Please enter a valid {label}',
 * '{label} exceeds maximum length' in English): one id each, so a language can say them its own way.
 */
const addressMessages = {
  required: {
    name: 'address.nameRequired',
    mobile: 'address.mobileRequired',
    address: 'address.addressRequired',
    city: 'address.cityRequired',
    state: 'address.stateRequired',
    country: 'address.countryRequired',
    pin: 'address.pinRequired',
  },
  invalid: { mobile: 'address.mobileInvalid', email: 'address.emailInvalid', pin: 'address.pinInvalid' },
  tooLong: {
    name: 'address.nameTooLong',
    email: 'address.emailTooLong',
    address: 'address.addressTooLong',
    city: 'address.cityTooLong',
    landmark: 'address.landmarkTooLong',
    state: 'address.stateTooLong',
    country: 'address.countryTooLong',
  },
} as const satisfies {
  required: Record<string, MessageId>;
  invalid: Record<string, MessageId>;
  tooLong: Record<TextField, MessageId>;
};

type RequiredTextField = keyof typeof addressMessages.required & TextField;

const requiredText = (field: RequiredTextField) =>
  z
    .string({ error: addressMessages.required[field] })
    .trim()
    .min(1, addressMessages.required[field])
    .max(addressFieldMaxLengths[field], addressMessages.tooLong[field]);

/** Blank optional fields are stored as null: the form sends '' for what the shopper left empty. */
const blankAsNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

const optionalText = (field: TextField) =>
  z.preprocess(
    blankAsNull,
    z.string().trim().max(addressFieldMaxLengths[field], addressMessages.tooLong[field]).nullable(),
  );

/** 10 digits; `+91 98765 43210` and `098765 43210` are accepted and stored as the 10 digits. */
const addressMobileSchema = z
  .string({ error: addressMessages.required.mobile })
  .trim()
  .min(1, addressMessages.required.mobile)
  .transform(normaliseMobile)
  .pipe(z.string().regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), addressMessages.invalid.mobile));

const addressEmailSchema = z.preprocess(
  blankAsNull,
  z
    .string()
    .trim()
    .max(addressFieldMaxLengths.email, addressMessages.tooLong.email)
    .pipe(z.email(addressMessages.invalid.email))
    .nullable(),
);

export const addressPinSchema = z
  .string({ error: addressMessages.required.pin })
  .trim()
  .min(1, addressMessages.required.pin)
  .regex(new RegExp(`^\\d{${PIN_DIGITS}}$`), addressMessages.invalid.pin);

export const addressTypeSchema = z.enum(addressTypes, { error: 'address.typeRequired' satisfies MessageId });
export type AddressType = z.infer<typeof addressTypeSchema>;

/**
 * An address as the form and the API accept it (spec §3, §5): required name, mobile (10 digits), address,
 * city, state, country, pin (6 digits) and addressType (Home, Office, Other); optional email and landmark
 * ('' or absent is stored as null). Every failure carries the spec's message for the field's label.
 */
export const addressInputSchema = z.object({
  name: requiredText('name'),
  mobile: addressMobileSchema,
  email: addressEmailSchema,
  address: requiredText('address'),
  city: requiredText('city'),
  landmark: optionalText('landmark'),
  state: requiredText('state'),
  country: requiredText('country'),
  pin: addressPinSchema,
  addressType: addressTypeSchema,
});
/** What the form holds (before trimming and normalising). */
export type AddressInput = z.input<typeof addressInputSchema>;

/** A saved address as the API answers it: the input, normalised, with empty optional fields as null. */
export const addressSchema = z.object({
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  landmark: z.string().nullable(),
  state: z.string(),
  country: z.string(),
  pin: z.string(),
  addressType: z.enum(addressTypes),
});
export type Address = z.infer<typeof addressSchema>;

/**
 * The customer's addresses in their saved order, and which one is the default. Addresses are addressed by
 * their index in `addressList` (spec §3). The first address added becomes the default; removing the
 * default makes the first remaining address (index 0) the default; with no addresses the index is null.
 */
export const addressListResponseSchema = z.object({
  addressList: z.array(addressSchema),
  defaultAddressIndex: z.number().int().min(0).nullable(),
});
export type AddressListResponse = z.infer<typeof addressListResponseSchema>;

/** `GET /api/addresses/{customerId}`: only the signed-in customer's own id; any other answers 404. */
export const addressesParamsSchema = z.object({ customerId: idSchema });
export type AddressesParams = z.infer<typeof addressesParamsSchema>;

/** The scope values the storefront adds to every GET; when present, storeId must be the token's store. */
export const addressesQuerySchema = z.object({ storeId: optionalQueryIdSchema, orgId: optionalQueryIdSchema });

const addressIndexSchema = z
  .number({ error: 'addressIndex must be a number' })
  .int('addressIndex must be a whole number')
  .min(0, 'addressIndex must not be negative');

/** `POST /api/addresses/add` → the new list. 409 when the customer already has MAX_SAVED_ADDRESSES. */
export const addAddressBodySchema = z.object({ address: addressInputSchema, storeId: idSchema });
export type AddAddressBody = z.infer<typeof addAddressBodySchema>;

/** `POST /api/addresses/update` → the new list; the address keeps its index and default mark. 404 past the end. */
export const updateAddressBodySchema = z.object({
  addressIndex: addressIndexSchema,
  address: addressInputSchema,
  storeId: idSchema,
});
export type UpdateAddressBody = z.infer<typeof updateAddressBodySchema>;

/**
 * `POST /api/addresses/remove` → the new list; later addresses move up one index. Removing the default
 * makes index 0 the default. 404 past the end.
 */
export const removeAddressBodySchema = z.object({ addressIndex: addressIndexSchema, storeId: idSchema });
export type RemoveAddressBody = z.infer<typeof removeAddressBodySchema>;

/** `POST /api/addresses/set-default` (not in the spec; ours) → the new list. 404 past the end. */
export const setDefaultAddressBodySchema = removeAddressBodySchema;
export type SetDefaultAddressBody = z.infer<typeof setDefaultAddressBodySchema>;

/** Message of the 404 for an index past the end of the list (a catalogue id: 'Address not found'). */
export const ADDRESS_NOT_FOUND_MESSAGE = 'address.notFound' satisfies MessageId;
/** Message of the 409 past MAX_SAVED_ADDRESSES (a catalogue id: 'You can save at most 20 addresses'). */
export const ADDRESS_LIMIT_MESSAGE = 'address.limit' satisfies MessageId;
