import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletSchema } from '@haat/contract/wallets/wallets.schemas';
import { api } from '#src/lib/api-client.ts';
import { walletKeys } from '#src/features/wallet/api/wallet-keys.ts';

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
