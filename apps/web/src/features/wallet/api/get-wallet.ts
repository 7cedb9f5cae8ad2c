import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { walletKeys } from '#src/features/wallet/api/wallet-keys.ts';

const walletSchema = lazySchema(() => import('@haat/contract/wallets/wallets.schemas'), 'walletSchema');

/** `GET /api/wallets/{walletId}`: `{ id, accountBalance }` in rupees. */
export function getWallet(walletId: string, signal?: AbortSignal) {
  return api.get(`/api/wallets/${encodeURIComponent(walletId)}`, walletSchema, { signal });
}

export function walletQueryOptions(walletId: string) {
  return queryOptions({
    queryKey: walletKeys.detail(walletId),
    queryFn: ({ signal }) => getWallet(walletId, signal),
    enabled: walletId !== '',
  });
}

export function useWallet(walletId: string) {
  return useQuery(walletQueryOptions(walletId));
}
