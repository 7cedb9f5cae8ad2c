import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerProfileSchema } from '@haat/contract/customers/customers.schemas';
import { walletSchema } from '@haat/contract/wallets/wallets.schemas';
import { api } from '#src/lib/api-client.ts';
import { cartKeys } from '#src/features/cart-checkout/api/cart-keys.ts';
import { useShopper } from '#src/features/cart-checkout/api/get-cart.ts';

/** The customer's wallet balance: the profile names the wallet, `GET /api/wallets/{walletId}` holds it (spec §7). */
export async function getWalletBalance(customerId: string, signal?: AbortSignal): Promise<number> {
  const profile = await api.get(`/api/customers/${encodeURIComponent(customerId)}`, customerProfileSchema, { signal });
  const walletId = encodeURIComponent(profile.shoppingProfileIdentity.walletId);
  const wallet = await api.get(`/api/wallets/${walletId}`, walletSchema, { signal });
  return wallet.accountBalance;
}

export function walletBalanceQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: cartKeys.walletBalance(customerId),
    queryFn: ({ signal }) => getWalletBalance(customerId, signal),
    retry: false,
  });
}

/** The wallet balance in rupees, or undefined while unknown (the server still refuses a wallet order it cannot pay). */
export function useWalletBalance(enabled: boolean): number | undefined {
  const { customerId } = useShopper();
  const query = useQuery({ ...walletBalanceQueryOptions(customerId), enabled: enabled && customerId !== '' });
  return query.data;
}
