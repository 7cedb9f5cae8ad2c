import { usePaymentConfig } from '#src/features/store/index.ts';
import { rechargeOptions } from '#src/features/wallet/lib/recharge-rules.ts';

/** How this store takes a recharge (Online first, then Cash on delivery); empty when it takes none. */
export function useRechargeOptions() {
  return rechargeOptions(usePaymentConfig().data);
}
