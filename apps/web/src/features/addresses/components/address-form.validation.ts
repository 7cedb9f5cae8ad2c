import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { addressInputSchema, type Address } from '@haat/contract/addresses/addresses.schemas';
import type { AddressFormValues } from './address-form-values.ts';

/**
 * The address form's rules: the contract's schema, so its messages are the server's too; loaded when the
 * form first validates (`lazyResolver`). A form with no address type ('') is answered 'Address Type is
 * required'.
 */
export const resolver = zodResolver(addressInputSchema) as unknown as Resolver<AddressFormValues, unknown, Address>;
