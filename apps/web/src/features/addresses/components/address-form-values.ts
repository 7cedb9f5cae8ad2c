import type { Address, AddressType } from '@haat/contract/addresses/addresses.schemas';

/** What the address form holds while the shopper types: every field text. */
export interface AddressFormValues {
  name: string;
  mobile: string;
  email: string;
  address: string;
  landmark: string;
  pin: string;
  city: string;
  state: string;
  country: string;
  addressType: AddressType | '';
}

/**
 * The form's starting values: blank for a new address with Home chosen (most addresses are homes, one tap
 * fewer on a phone), the saved one (nulls as '') for an edit.
 */
export function toAddressFormValues(initial?: Address): AddressFormValues {
  return {
    name: initial?.name ?? '',
    mobile: initial?.mobile ?? '',
    email: initial?.email ?? '',
    address: initial?.address ?? '',
    landmark: initial?.landmark ?? '',
    pin: initial?.pin ?? '',
    city: initial?.city ?? '',
    state: initial?.state ?? '',
    country: initial?.country ?? '',
    addressType: initial?.addressType ?? 'Home',
  };
}
