import type { Address } from '@haat/contract/addresses/addresses.schemas';
import type { CartItem } from '@haat/contract/carts/carts.schemas';
import type { Checkout } from '@haat/contract/checkouts/checkouts.schemas';
import { clampStep, type CheckoutStep } from '#src/features/cart-checkout/lib/checkout-rules.ts';

// The checkout lives on the server and its id and step in the address (`/cart?checkout=…&step=2`), so a reload
// comes back to the same step with the same choices (issue 39: COD chosen, reload, Online again).

/** The address's `step` for a checkout: the review only once an address and a payment mode are saved in it. */
export function restoredStep(
  wanted: string | null,
  checkout: Pick<Checkout, 'shippingAddress' | 'paymentMethod'>,
): CheckoutStep {
  const step = clampStep(Number(wanted) || 0);
  return step === 2 && (!checkout.shippingAddress || !checkout.paymentMethod) ? 1 : step;
}

/** Whether the checkout holds exactly the cart's lines: then Continue goes on with it, choices and all. */
export function holdsCartLines(checkout: Pick<Checkout, 'cartItems'>, cartItems: readonly CartItem[]): boolean {
  const lines = (items: readonly Pick<CartItem, 'productVariantId' | 'quantity'>[]) =>
    items
      .map((item) => `${item.productVariantId}×${item.quantity}`)
      .sort()
      .join(',');
  return lines(checkout.cartItems) === lines(cartItems);
}

const addressFields = [
  'name',
  'mobile',
  'email',
  'address',
  'city',
  'landmark',
  'state',
  'country',
  'pin',
  'addressType',
] as const satisfies readonly (keyof Address)[];

/** Where an address the checkout saved sits in the shopper's list, or -1 (one added without saving it). */
export function addressIndexOf(list: readonly Address[], address: Address): number {
  const key = (entry: Address) => JSON.stringify(addressFields.map((field) => entry[field] ?? null));
  return list.findIndex((entry) => key(entry) === key(address));
}
