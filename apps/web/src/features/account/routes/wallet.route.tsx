import { useGlobalState } from '#src/lib/store-context.tsx';
import { useT } from '#src/lib/i18n.tsx';
import { WalletPage } from '#src/features/wallet/index.ts';

/** /account/wallet: the signed-in customer's wallet (spec §2 Account Wallet). */
export default function WalletRoute() {
  const t = useT();
  const customerId = useGlobalState((state) => state.user.userId);
  return (
    <section className="page-section">
      <h1>{t('wallet.title')}</h1>
      <WalletPage customerId={customerId} />
    </section>
  );
}
