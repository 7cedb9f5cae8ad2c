// The public surface of wallets: money into and out of a wallet, inside another module's transaction, the
// wallet and its lines as the shopper reads them (their data export), and the shop deciding a cash recharge
// (the console). Other modules import only this file (eslint.config.js).
export { creditPaymentOnce, creditWallet, debitWallet, findOwnWallet } from './wallets.repository.ts';
export { getOwnWallet, listOwnWalletTransactions } from './wallets.service.ts';
export { decideCashRecharge, type CashDecision } from './cash-recharge.service.ts';
