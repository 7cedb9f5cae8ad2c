import { useAddCartItem } from '#src/features/cart-checkout/api/add-cart-item.ts';
import { useRemoveCartItem } from '#src/features/cart-checkout/api/remove-cart-item.ts';

/** The stepper's two buttons: one more or one fewer of a variant, busy while either request runs. */
export function useChangeCartItem() {
  const add = useAddCartItem();
  const remove = useRemoveCartItem();
  return { add, remove, isPending: add.isPending || remove.isPending };
}
