import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerProfileSchema } from '@haat/contract/customers/customers.schemas';
import { api, type ResponseSchema } from '#src/lib/api-client.ts';
import { cartKeys } from '#src/features/cart-checkout/api/cart-keys.ts';
import { useShopper } from '#src/features/cart-checkout/api/get-cart.ts';

/**
 * `GET /api/wallets/{walletId}` answers `{ id, accountBalance }` (spec §3, §7). The wallet API and its contract
 * schema arrive with the payments issue; until then this reads only the balance, and a missing wallet
 * answer leaves the balance unknown (the server still refuses a wallet order it cannot pay).
 */
const walletBalanceSchema: ResponseSchema<number> = {
  parse(data) {
    const balance = (data as { accountBalance?: unknown } | null)?.accountBalance;
    if (typeof balance !== 'number') throw new Error('Wallet answer without accountBalance');
    return balance;
  },
};

export async function getWalletBalance(customerId: string, signal?: AbortSignal): Promise<number> {
  const profile = await api.get(`/api/customers/${encodeURIComponent(customerId)}`, customerProfileSchema, { signal });
  const walletId = encodeURIComponent(profile.shoppingProfileIdentity.walletId);
  return api.get(`/api/wallets/${walletId}`, walletBalanceSchema, { signal });
}

export function walletBalanceQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: cartKeys.walletBalance(customerId),
    queryFn: ({ signal }) => getWalletBalance(customerId, signal),
    retry: false,
  });
}

/** The wallet balance in rupees, or undefined while unknown. */
export function useWalletBalance(enabled: boolean): number | undefined {
  const { customerId } = useShopper();
  const query = useQuery({ ...walletBalanceQueryOptions(customerId), enabled: enabled && customerId !== '' });
  return query.data;
}
