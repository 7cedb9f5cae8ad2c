import { walletDescriptions } from '@haat/contract/wallets/wallets.values';
import type { CustomerPrincipal } from '#src/plugins/auth.ts';
import { creditPaymentOnce, type WalletLineRow } from '#src/modules/wallets/index.ts';
import { fail, forOperator, ok, type Result } from '#src/result.ts';
import { findPayment } from './payments.repository.ts';
import { refreshPayment, type PaymentsDeps } from './payments.service.ts';

export type RechargePaymentFailure = 'NOT_FOUND' | 'INVALID' | 'BAD_AMOUNT' | 'NOT_SETTLED';

/**
 * The online half of `POST /api/wallets/{id}/recharge`: credits only the caller's own SUCCEEDED
 * wallet-recharge payment of exactly this amount, and only once however often it is called: the credit is
 * keyed by the payment (the settlement may already have made it; then that line is answered).
 *
 * It lives here rather than in wallets because a settling payment credits the wallet: wallets asking
 * payments back would close an import cycle. app.ts hands it to the wallet routes.
 */
export async function creditRechargePayment(
  deps: PaymentsDeps,
  principal: CustomerPrincipal,
  recharge: { paymentTransactionId: string; amountPaise: number },
): Promise<Result<WalletLineRow, RechargePaymentFailure>> {
  const { db } = deps;
  const found = await findPayment(db, principal, recharge.paymentTransactionId);
  if (!found) return fail('NOT_FOUND', 'server.paymentNotFound');
  if (found.purpose !== 'WALLET_RECHARGE') return fail('INVALID', forOperator('This payment is not a wallet recharge'));
  if (found.amountPaise !== recharge.amountPaise) {
    return fail('BAD_AMOUNT', forOperator('Amount does not match the payment'));
  }
  const payment = await refreshPayment(deps, found);
  if (payment.status === 'PROGRESS') return fail('NOT_SETTLED', 'server.paymentNotComplete');
  if (payment.status !== 'SUCCEEDED') return fail('INVALID', 'payment.failed');

  const line = await db.transaction(async (tx) => {
    // The payment row lock lines this up behind a settlement of the same payment under way.
    await findPayment(tx, principal, payment.id, { lock: true });
    return creditPaymentOnce(tx, {
      storeId: principal.storeId,
      customerId: principal.customerId,
      amountPaise: payment.amountPaise,
      description: walletDescriptions.onlineRecharge,
      paymentTransactionId: payment.id,
    });
  });
  return ok(line);
}
