// What other features may import from this one; the rest of the folder is private (eslint.config.js).
export { useAddAddress } from '#src/features/addresses/api/add-address.ts';
export { useAddresses } from '#src/features/addresses/api/get-addresses.ts';
export { AddressFormDialog } from '#src/features/addresses/components/address-form-dialog.lazy.ts';
export { SavedAddresses } from '#src/features/addresses/components/saved-addresses.tsx';
