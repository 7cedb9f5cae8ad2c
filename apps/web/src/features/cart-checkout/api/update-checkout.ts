import { useMutation } from '@tanstack/react-query';
import type { PaymentMethod, ShippingAddress } from '@haat/contract/checkouts/checkouts.schemas';
import { api, lazySchema } from '#src/lib/api-client.ts';

const checkoutSchema = lazySchema(() => import('@haat/contract/checkouts/checkouts.schemas'), 'checkoutSchema');
const updateCheckoutBodySchema = lazySchema(
  () => import('@haat/contract/checkouts/checkouts.schemas'),
  'updateCheckoutBodySchema',
);

export interface CheckoutChoices {
  checkoutId: string;
  shippingAddress: ShippingAddress;
  paymentMethod: PaymentMethod;
}

/** `PATCH /api/checkouts/{id}`: the delivery address and the payment method. */
export function updateCheckout({ checkoutId, shippingAddress, paymentMethod }: CheckoutChoices) {
  return api.patch(
    `/api/checkouts/${encodeURIComponent(checkoutId)}`,
    updateCheckoutBodySchema,
    { checkoutId, shippingAddress, paymentMethod, couponCode: '' },
    checkoutSchema,
  );
}

export function useUpdateCheckout() {
  return useMutation({ mutationFn: updateCheckout });
}
