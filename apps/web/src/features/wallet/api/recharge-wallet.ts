import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RechargeSource } from '@haat/contract/wallets/wallets.schemas';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useGlobalState } from '#src/lib/store-context.tsx';
import { walletKeys } from '#src/features/wallet/api/wallet-keys.ts';

const rechargeWalletBodySchema = lazySchema(
  () => import('@haat/contract/wallets/wallets.schemas'),
  'rechargeWalletBodySchema',
);
const rechargeWalletResponseSchema = lazySchema(
  () => import('@haat/contract/wallets/wallets.schemas'),
  'rechargeWalletResponseSchema',
);

export interface RechargeRequest {
  walletId: string;
  /** Rupees with at most 2 decimals. */
  amount: number;
  paymentSource: RechargeSource;
  /** The SUCCEEDED payment that pays an online recharge; the server credits it once however often it is sent. */
  paymentTransactionId?: string;
}

/** `POST /api/wallets/{walletId}/recharge`: COD records a PENDING line; ONLINE_PAYMENT credits the paid amount. */
export function rechargeWallet(customerId: string, orgId: string, request: RechargeRequest) {
  const { walletId, amount, paymentSource, paymentTransactionId } = request;
  return api.post(
    `/api/wallets/${encodeURIComponent(walletId)}/recharge`,
    rechargeWalletBodySchema,
    { customerId, orgId: orgId || undefined, walletId, amount, paymentSource, paymentTransactionId },
    rechargeWalletResponseSchema,
  );
}

export function useRechargeWallet() {
  const queryClient = useQueryClient();
  const customerId = useGlobalState((state) => state.user.userId);
  const orgId = useGlobalState((state) => state.user.orgId);
  return useMutation({
    mutationFn: (request: RechargeRequest) => rechargeWallet(customerId, orgId, request),
    // Balance and history both change (a COD line appears as pending).
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
