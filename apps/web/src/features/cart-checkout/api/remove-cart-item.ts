import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { notify } from '#src/lib/notify.ts';
import { useT } from '#src/lib/i18n.tsx';
import { useShopper } from '#src/lib/use-shopper.ts';
import { cartKeys } from '#src/features/cart-checkout/api/cart-keys.ts';

const cartSchema = lazySchema(() => import('@haat/contract/carts/carts.schemas'), 'cartSchema');
const removeCartItemBodySchema = lazySchema(
  () => import('@haat/contract/carts/carts.schemas'),
  'removeCartItemBodySchema',
);

/** `POST /api/carts/{cartId}/remove-item`: one fewer; the line goes at 0. Answers the whole cart. */
export function removeCartItem(cartId: string, productVariantId: string) {
  return api.post(
    `/api/carts/${encodeURIComponent(cartId)}/remove-item`,
    removeCartItemBodySchema,
    { productVariantId, quantity: 1 },
    cartSchema,
  );
}

/** Removes one of a variant; the answer replaces the cached cart, a toast tells the shopper. */
export function useRemoveCartItem() {
  const t = useT();
  const queryClient = useQueryClient();
  const { cartId } = useShopper();
  return useMutation({
    mutationFn: (productVariantId: string) => removeCartItem(cartId, productVariantId),
    onSuccess: (cart) => {
      queryClient.setQueryData(cartKeys.cart(cartId), cart);
      notify.success(t('cart.removed'));
    },
    onError: () => notify.error(t('cart.removeFailed')),
  });
}
