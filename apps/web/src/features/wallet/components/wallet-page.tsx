import '#src/features/wallet/components/wallet.css';
import { useState } from 'react';
import { formatRupees } from '@haat/contract/format';
import { messages } from '@haat/contract/messages';
import { FullScreenSpinner } from '#src/ui/full-screen-spinner.tsx';
import { notify } from '#src/lib/notify.ts';
import { useCustomerProfile } from '#src/features/account/index.ts';
import { usePaymentConfig } from '#src/features/store/index.ts';
import { PaymentDialog } from '#src/features/payments/index.ts';
import { useWallet } from '#src/features/wallet/api/get-wallet.ts';
import { RechargeWalletDialog } from '#src/features/wallet/components/recharge-wallet-dialog.tsx';
import { TransactionHistory } from '#src/features/wallet/components/transaction-history.tsx';
import { useWalletRecharge } from '#src/features/wallet/hooks/use-wallet-recharge.ts';
import { rechargeOptions, type RechargeOption } from '#src/features/wallet/lib/recharge-rules.ts';

/**
 * The account wallet (spec §2): balance, 'Recharge Wallet' when the store takes a payment, and the history;
 * cash recharges the shop has yet to collect are shown by the balance.
 */
export function WalletPage({ customerId }: { customerId: string }) {
  const profile = useCustomerProfile(customerId);
  const walletId = profile.data?.shoppingProfileIdentity.walletId ?? '';
  const wallet = useWallet(walletId);
  const options = rechargeOptions(usePaymentConfig().data);
  const recharge = useWalletRecharge(walletId, profile.data?.email ?? null);
  const [formOpen, setFormOpen] = useState(false);

  if (profile.isError) throw profile.error;
  if (wallet.isError) throw wallet.error;
  if (!wallet.data) return <FullScreenSpinner label="Loading wallet" />;

  const submit = (option: RechargeOption, amount: number) => {
    if (!recharge.supports(option)) {
      notify.error(messages.payment.methodNotSupported);
      return;
    }
    if (option === 'COD') {
      void recharge.rechargeWithCash(amount).then((done) => done && setFormOpen(false));
      return;
    }
    // The provider's page takes over from the form.
    setFormOpen(false);
    void recharge.rechargeOnline(amount);
  };

  return (
    <div className="wallet">
      <div className="wallet-balance">
        <div>
          <dl className="wallet-balance__figure">
            <dt>Current Balance</dt>
            <dd>{formatRupees(wallet.data.accountBalance)}</dd>
          </dl>
          {wallet.data.pendingCash > 0 ? (
            // Our decision (the spec is silent): a cash recharge reads as lost money unless it is shown.
            <p className="wallet-balance__pending">
              {formatRupees(wallet.data.pendingCash)} to pay on delivery — added once the shop collects it
            </p>
          ) : null}
        </div>
        {options.length > 0 ? (
          <button
            type="button"
            className="button button--primary"
            disabled={recharge.busy}
            onClick={() => setFormOpen(true)}
          >
            Recharge Wallet
          </button>
        ) : null}
      </div>
      <TransactionHistory walletId={walletId} />
      <RechargeWalletDialog
        open={formOpen}
        options={options}
        busy={recharge.busy}
        onClose={() => setFormOpen(false)}
        onSubmit={submit}
      />
      <PaymentDialog {...recharge.dialog} />
    </div>
  );
}
