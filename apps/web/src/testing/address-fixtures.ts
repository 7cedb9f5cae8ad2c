import type { Address } from '@haat/contract/addresses/addresses.schemas';

/** Asha Rao's home address in Bengaluru, the shopper's saved and shipping address in every fixture. */
export function makeAddress(overrides: Partial<Address> = {}): Address {
  return {
    name: 'Asha Rao',
    mobile: '9876543210',
    email: null,
    address: '14, 11th Main Road',
    city: 'Bengaluru',
    landmark: null,
    state: 'Karnataka',
    country: 'India',
    pin: '560011',
    addressType: 'Home',
    ...overrides,
  };
}
