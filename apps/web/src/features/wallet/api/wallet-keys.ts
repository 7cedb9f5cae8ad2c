/** Query keys of the wallet: details → detail(walletId); transactions(walletId) → page. */
export const walletKeys = {
  all: ['wallet'] as const,
  details: () => [...walletKeys.all, 'detail'] as const,
  detail: (walletId: string) => [...walletKeys.details(), walletId] as const,
  transactions: (walletId: string) => [...walletKeys.all, 'transactions', walletId] as const,
  transactionPage: (walletId: string, page: number) => [...walletKeys.transactions(walletId), { page }] as const,
};
