import { lazyDialog } from '#src/lib/lazy-dialog.tsx';
import type { AddressFormDialogProps } from '#src/features/addresses/components/address-form-dialog.tsx';

/** The address form (and its form library) loads when a checkout or set-up first opens Add Address. */
export const AddressFormDialog = lazyDialog<AddressFormDialogProps>(
  () => import('#src/features/addresses/components/address-form-dialog.tsx').then((module) => module.AddressFormDialog),
  (props) => props.open,
);
