import { useQuery } from '@tanstack/react-query';
import { useShopper } from '#src/lib/use-shopper.ts';
import { customerProfileQueryOptions } from '#src/lib/customer-profile.ts';
import { walletQueryOptions } from '#src/features/wallet/api/get-wallet.ts';

/**
 * The signed-in shopper's wallet balance in rupees, or undefined while unknown (the server still refuses a
 * wallet payment it cannot cover). The profile names the wallet; the wallet is the same cached query the
 * wallet page reads, so whatever refreshes one refreshes the other.
 */
export function useWalletBalance(enabled: boolean): number | undefined {
  const { customerId } = useShopper();
  const profile = useQuery({ ...customerProfileQueryOptions(customerId), enabled: enabled && customerId !== '' });
  const walletId = profile.data?.shoppingProfileIdentity.walletId ?? '';
  const wallet = useQuery({ ...walletQueryOptions(walletId), enabled: enabled && walletId !== '' });
  return wallet.data?.accountBalance;
}
