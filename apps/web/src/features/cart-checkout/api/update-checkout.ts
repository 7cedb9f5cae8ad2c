import { useMutation } from '@tanstack/react-query';
import {
  checkoutSchema,
  updateCheckoutBodySchema,
  type PaymentMethod,
  type ShippingAddress,
} from '@haat/contract/checkouts/checkouts.schemas';
import { api } from '#src/lib/api-client.ts';

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
