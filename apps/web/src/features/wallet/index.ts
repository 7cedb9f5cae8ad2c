// What other features may import from this one; the rest of the folder is private (eslint.config.js).
export { walletKeys } from '#src/features/wallet/api/wallet-keys.ts';
export { WalletPage } from '#src/features/wallet/components/wallet-page.tsx';
export { WalletRecharge } from '#src/features/wallet/components/wallet-recharge.tsx';
export { useRechargeOptions } from '#src/features/wallet/hooks/use-recharge-options.ts';
export { useWalletBalance } from '#src/features/wallet/hooks/use-wallet-balance.ts';
