import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WALLET_PAYMENT_METHOD } from '@haat/contract/checkouts/checkouts.values';
import { api, type ContractBody, lazySchema } from '#src/lib/api-client.ts';
import { useGlobalState } from '#src/lib/store-context.tsx';
import { useShopper } from '#src/lib/use-shopper.ts';
import { walletKeys } from '#src/features/wallet/index.ts';
import { cartKeys } from '#src/features/cart-checkout/api/cart-keys.ts';

const orderSchema = lazySchema(() => import('@haat/contract/orders/orders.schemas'), 'orderSchema');
const placeOrderBodySchema = lazySchema(() => import('@haat/contract/orders/orders.schemas'), 'placeOrderBodySchema');

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
    onSuccess: (order) => {
      // A wallet order has taken its total from the balance; nothing waits for the new one.
      if (order.paymentMethod === WALLET_PAYMENT_METHOD)
        void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      // Placed: the checkout read next (Back to /cart?checkout=…) must see its order. Not read again now: an
      // online payment runs on this screen, which would leave for the order page.
      void queryClient.invalidateQueries({ queryKey: cartKeys.checkouts(), refetchType: 'none' });
      // The server emptied the cart (COD, wallet): read it again so the badge and the cart follow.
      return queryClient.invalidateQueries({ queryKey: cartKeys.carts() });
    },
    // Refused (a coupon that stopped applying, a short shelf): the checkout read again says what changed.
    onError: () => queryClient.invalidateQueries({ queryKey: cartKeys.checkouts() }),
  });
}
