import '#src/features/wallet/components/wallet.css';
import { useState } from 'react';
import { formatRupees } from '@haat/contract/format';
import { FullScreenSpinner } from '#src/ui/full-screen-spinner.tsx';
import { useT } from '#src/lib/i18n.tsx';
import { useCustomerProfile } from '#src/lib/customer-profile.ts';
import { useWallet } from '#src/features/wallet/api/get-wallet.ts';
import { TransactionHistory } from '#src/features/wallet/components/transaction-history.tsx';
import { WalletRecharge } from '#src/features/wallet/components/wallet-recharge.tsx';
import { useRechargeOptions } from '#src/features/wallet/hooks/use-recharge-options.ts';

/**
 * The account wallet (spec §2): balance, 'Recharge Wallet' when the store takes a payment, and the history;
 * cash recharges the shop has yet to collect are shown by the balance.
 */
export function WalletPage({ customerId }: { customerId: string }) {
  const t = useT();
  const profile = useCustomerProfile(customerId);
  const walletId = profile.data?.shoppingProfileIdentity.walletId ?? '';
  const wallet = useWallet(walletId);
  const canRecharge = useRechargeOptions().length > 0;
  const [formOpen, setFormOpen] = useState(false);

  if (profile.isError) throw profile.error;
  if (wallet.isError) throw wallet.error;
  if (!wallet.data) return <FullScreenSpinner label={t('wallet.loading')} />;

  return (
    <div className="wallet">
      <div className="wallet-balance">
        <div>
          <dl className="wallet-balance__figure">
            <dt>{t('wallet.currentBalance')}</dt>
            <dd>{formatRupees(wallet.data.accountBalance)}</dd>
          </dl>
          {wallet.data.pendingCash > 0 ? (
            // Our decision (the spec is silent): a cash recharge reads as lost money unless it is shown.
            <p className="wallet-balance__pending">
              {t('wallet.pendingCash', { amount: formatRupees(wallet.data.pendingCash) })}
            </p>
          ) : null}
        </div>
        {canRecharge ? (
          <button type="button" className="button button--primary" onClick={() => setFormOpen(true)}>
            {t('wallet.recharge')}
          </button>
        ) : null}
      </div>
      <TransactionHistory walletId={walletId} />
      <WalletRecharge open={formOpen} customerId={customerId} onClose={() => setFormOpen(false)} />
    </div>
  );
}
