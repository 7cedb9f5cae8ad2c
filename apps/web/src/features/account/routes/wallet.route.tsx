import { useGlobalState } from '#src/lib/store-context.tsx';
import { WalletPage } from '#src/features/wallet/index.ts';

/** /account/wallet: the signed-in customer's wallet (spec §2 Account Wallet). */
export default function WalletRoute() {
  const customerId = useGlobalState((state) => state.user.userId);
  return (
    <section className="page-section">
      <h1>Your Wallet</h1>
      <WalletPage customerId={customerId} />
    </section>
  );
}
