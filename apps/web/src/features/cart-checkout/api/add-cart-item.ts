import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADD_TO_CART_QUANTITY } from '@haat/contract/constants';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { notify } from '#src/lib/notify.ts';
import { useT } from '#src/lib/i18n.tsx';
import { useShopper } from '#src/lib/use-shopper.ts';
import { cartKeys } from '#src/features/cart-checkout/api/cart-keys.ts';

const addCartItemBodySchema = lazySchema(() => import('@haat/contract/carts/carts.schemas'), 'addCartItemBodySchema');
const cartSchema = lazySchema(() => import('@haat/contract/carts/carts.schemas'), 'cartSchema');

/** `POST /api/carts/{cartId}/add-item`: one more of the variant; answers the whole cart. */
export function addCartItem(cartId: string, productVariantId: string) {
  return api.post(
    `/api/carts/${encodeURIComponent(cartId)}/add-item`,
    addCartItemBodySchema,
    { item: { productVariantId }, quantity: ADD_TO_CART_QUANTITY },
    cartSchema,
  );
}

/** Adds one of a variant; the answer replaces the cached cart, a toast tells the shopper. */
export function useAddCartItem() {
  const t = useT();
  const queryClient = useQueryClient();
  const { cartId } = useShopper();
  return useMutation({
    mutationFn: (productVariantId: string) => addCartItem(cartId, productVariantId),
    onSuccess: (cart) => {
      queryClient.setQueryData(cartKeys.cart(cartId), cart);
      notify.success(t('cart.added'));
    },
    onError: () => notify.error(t('cart.addFailed')),
  });
}
