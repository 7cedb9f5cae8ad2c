// What other features may import from this one; the rest of the folder is private (eslint.config.js).
export { walletKeys } from '#src/features/wallet/api/wallet-keys.ts';
export { WalletPage } from '#src/features/wallet/components/wallet-page.tsx';
export { useWalletBalance } from '#src/features/wallet/hooks/use-wallet-balance.ts';
