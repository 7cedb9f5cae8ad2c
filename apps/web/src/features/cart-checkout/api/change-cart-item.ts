import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADD_TO_CART_QUANTITY } from '@haat/contract/constants';
import { cartSchema, type Cart } from '@haat/contract/carts/carts.schemas';
import { messages } from '@haat/contract/messages';
import { api } from '#src/lib/api-client.ts';
import { notify } from '#src/lib/notify.ts';
import { cartKeys } from '#src/features/cart-checkout/api/cart-keys.ts';
import { useShopper } from '#src/features/cart-checkout/api/get-cart.ts';

/** `POST /api/carts/{cartId}/add-item`: one more of the variant; answers the whole cart. */
export function addCartItem(cartId: string, productVariantId: string) {
  return api.post(
    `/api/carts/${encodeURIComponent(cartId)}/add-item`,
    { item: { productVariantId }, quantity: ADD_TO_CART_QUANTITY },
    cartSchema,
  );
}

/** `POST /api/carts/{cartId}/remove-item`: one fewer; the line goes at 0. Answers the whole cart. */
export function removeCartItem(cartId: string, productVariantId: string) {
  return api.post(
    `/api/carts/${encodeURIComponent(cartId)}/remove-item`,
    { productVariantId, quantity: 1 },
    cartSchema,
  );
}

/** Add or remove one of a variant; the answer replaces the cached cart, a toast tells the shopper. */
export function useChangeCartItem() {
  const queryClient = useQueryClient();
  const { cartId } = useShopper();
  const onSuccess = (cart: Cart) => queryClient.setQueryData(cartKeys.cart(cartId), cart);
  const add = useMutation({
    mutationFn: (productVariantId: string) => addCartItem(cartId, productVariantId),
    onSuccess: (cart) => {
      onSuccess(cart);
      notify.success(messages.cart.added);
    },
    onError: () => notify.error(messages.cart.addFailed),
  });
  const remove = useMutation({
    mutationFn: (productVariantId: string) => removeCartItem(cartId, productVariantId),
    onSuccess: (cart) => {
      onSuccess(cart);
      notify.success(messages.cart.removed);
    },
    onError: () => notify.error(messages.cart.removeFailed),
  });
  return { add, remove, isPending: add.isPending || remove.isPending };
}
