/**
 * The address form's labels, apart from the address schemas: the storefront shows them on its pages, where
 * the schema library is not loaded (it loads when an answer is first parsed, decision 025).
 */
import type { addressTypes } from '../content/content.values.ts';
import type { MessageId } from '../i18n/compiled/message-id.ts';

/**
 * The address form's field labels (spec §5) as catalogue ids: 'Name', 'Mobile No', 'Email', 'Address',
 * 'City', 'Landmark', 'State', 'Country', 'Pincode', 'Address Type' in English.
 */
export const addressFieldLabels = {
  name: 'address.fieldName',
  mobile: 'address.fieldMobile',
  email: 'address.fieldEmail',
  address: 'address.fieldAddress',
  city: 'address.fieldCity',
  landmark: 'address.fieldLandmark',
  state: 'address.fieldState',
  country: 'address.fieldCountry',
  pin: 'address.fieldPin',
  addressType: 'address.fieldType',
} as const satisfies Record<string, MessageId>;

/** The address types as the form shows them (the values stay English: they are stored). */
export const addressTypeLabels = {
  Home: 'address.typeHome',
  Office: 'address.typeOffice',
  Other: 'address.typeOther',
} as const satisfies Record<(typeof addressTypes)[number], MessageId>;
