import { lazyDialog } from '#src/lib/lazy-dialog.tsx';
import type { RechargeWalletDialogProps } from '#src/features/wallet/components/recharge-wallet-dialog.tsx';

/** The recharge form (and its form library) loads when the shopper first opens Recharge Wallet. */
export const RechargeWalletDialog = lazyDialog<RechargeWalletDialogProps>(
  () =>
    import('#src/features/wallet/components/recharge-wallet-dialog.tsx').then((module) => module.RechargeWalletDialog),
  (props) => props.open,
);
