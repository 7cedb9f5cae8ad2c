import { notify } from '#src/lib/notify.ts';
import { useT } from '#src/lib/i18n.tsx';
import { useCustomerProfile } from '#src/lib/customer-profile.ts';
import { PaymentDialog } from '#src/features/payments/index.ts';
import { RechargeWalletDialog } from '#src/features/wallet/components/recharge-wallet-dialog.lazy.ts';
import { useRechargeOptions } from '#src/features/wallet/hooks/use-recharge-options.ts';
import { useWalletRecharge } from '#src/features/wallet/hooks/use-wallet-recharge.ts';
import type { RechargeOption } from '#src/features/wallet/lib/recharge-rules.ts';

interface WalletRechargeProps {
  open: boolean;
  customerId: string;
  /** Rupees to fill in, e.g. what the wallet is short for the next deliveries. */
  amount?: number;
  onClose: () => void;
  /** Called once the recharge is recorded (an online one credited, a cash one pending). */
  onRecharged?: () => void;
}

/**
 * The whole recharge flow, wherever a shopper starts it: the 'Recharge Wallet' form, then for Online the
 * provider's payment dialog. Stays mounted while the payment runs; `open` only shows the form.
 */
export function WalletRecharge({ open, customerId, amount, onClose, onRecharged }: WalletRechargeProps) {
  const t = useT();
  const profile = useCustomerProfile(customerId);
  const walletId = profile.data?.shoppingProfileIdentity.walletId ?? '';
  const options = useRechargeOptions();
  const recharge = useWalletRecharge(walletId, profile.data?.email ?? null);

  const finish = (done: boolean) => {
    if (done) onRecharged?.();
    return done;
  };
  const submit = (option: RechargeOption, rupees: number) => {
    if (!recharge.supports(option)) {
      notify.error(t('payment.methodNotSupported'));
      return;
    }
    if (option === 'COD') {
      void recharge.rechargeWithCash(rupees).then((done) => finish(done) && onClose());
      return;
    }
    // The provider's page takes over from the form.
    onClose();
    void recharge.rechargeOnline(rupees).then(finish);
  };

  return (
    <>
      <RechargeWalletDialog
        open={open}
        options={options}
        amount={amount}
        busy={recharge.busy}
        onClose={onClose}
        onSubmit={submit}
      />
      <PaymentDialog {...recharge.dialog} />
    </>
  );
}
