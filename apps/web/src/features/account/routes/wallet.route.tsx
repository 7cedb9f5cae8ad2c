import { PagePlaceholder } from '#src/ui/page-placeholder.tsx';

/** Wallet balance, recharge and history (spec §2); the wallet issue builds it. */
export default function WalletRoute() {
  return <PagePlaceholder title="Your Wallet" />;
}
