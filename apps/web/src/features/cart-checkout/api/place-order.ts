import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderSchema, placeOrderBodySchema } from '@haat/contract/orders/orders.schemas';
import { api, type ContractBody } from '#src/lib/api-client.ts';
import { useGlobalState } from '#src/lib/store-context.tsx';
import { cartKeys } from '#src/features/cart-checkout/api/cart-keys.ts';
import { useShopper } from '#src/features/cart-checkout/api/get-cart.ts';

/** `POST /api/orders`: places the checkout; COD and wallet orders empty the cart on the server. */
export function placeOrder(body: ContractBody<typeof placeOrderBodySchema>) {
  return api.post('/api/orders', placeOrderBodySchema, body, orderSchema);
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const { customerId } = useShopper();
  const orgId = useGlobalState((state) => state.user.orgId);
  return useMutation({
    mutationFn: (checkoutId: string) => placeOrder({ checkoutId, customerId, orgId }),
    // The server emptied the cart (COD, wallet): read it again so the badge and the cart follow.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.carts() }),
  });
}
