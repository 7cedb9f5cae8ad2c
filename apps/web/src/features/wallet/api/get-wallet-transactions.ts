import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { WALLET_TRANSACTIONS_PAGE_SIZE } from '@haat/contract/constants';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { walletKeys } from '#src/features/wallet/api/wallet-keys.ts';

const walletTransactionListSchema = lazySchema(
  () => import('@haat/contract/wallets/wallets.schemas'),
  'walletTransactionListSchema',
);

/** `GET /api/wallet-transactions/{walletId}?pageNumber=…&pageSize=8`: newest first; `pageNumber` is 1-based. */
export function getWalletTransactions(walletId: string, page: number, signal?: AbortSignal) {
  return api.get(`/api/wallet-transactions/${encodeURIComponent(walletId)}`, walletTransactionListSchema, {
    query: { pageNumber: page, pageSize: WALLET_TRANSACTIONS_PAGE_SIZE },
    signal,
  });
}

export function walletTransactionsQueryOptions(walletId: string, page: number) {
  return queryOptions({
    queryKey: walletKeys.transactionPage(walletId, page),
    queryFn: ({ signal }) => getWalletTransactions(walletId, page, signal),
    placeholderData: keepPreviousData,
    enabled: walletId !== '',
  });
}

export function useWalletTransactions(walletId: string, page: number) {
  return useQuery(walletTransactionsQueryOptions(walletId, page));
}
