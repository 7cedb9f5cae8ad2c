// The public surface of wallets: money into and out of a wallet, inside another module's transaction. Other
// modules import only this file (eslint.config.js).
export { creditPaymentOnce, creditWallet, debitWallet, findOwnWallet } from './wallets.repository.ts';
