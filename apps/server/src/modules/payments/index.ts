// The public surface of payments: crediting a wallet recharge paid online (app.ts hands it to the wallet
// routes). Other modules import only this file (eslint.config.js).
export { creditRechargePayment } from './recharge-payment.service.ts';
