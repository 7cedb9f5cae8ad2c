// The public surface of wallets: money into and out of a wallet, inside another module's transaction, and the
// wallet and its lines as the shopper reads them (their data export). Other modules import only this file
// (eslint.config.js).
export { creditPaymentOnce, creditWallet, debitWallet, findOwnWallet } from './wallets.repository.ts';
export { getOwnWallet, listOwnWalletTransactions } from './wallets.service.ts';
