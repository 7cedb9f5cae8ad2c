// The public surface of wallets: money into and out of a wallet, inside another module's transaction, the
// wallet and its lines as the shopper reads them (their data export), and the shop deciding a cash recharge
// (the console and the CLI). Other modules import only this file (eslint.config.js).
export {
  type WalletLineRow,
  creditPaymentOnce,
  creditWallet,
  debitWallet,
  findOwnWallet,
} from './wallets.repository.ts';
export { getOwnWallet, listOwnWalletTransactions } from './wallets.service.ts';
export { type CashDecision, decideCashRecharge, describeCashDecision } from './cash-recharge.service.ts';
