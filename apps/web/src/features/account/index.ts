// What other features may import from this one; the rest of the folder is private (eslint.config.js).
export { customerKeys } from '#src/features/account/api/customer-keys.ts';
export {
  customerProfileQueryOptions,
  getCustomerProfile,
  useCustomerProfile,
} from '#src/features/account/api/get-customer-profile.ts';
