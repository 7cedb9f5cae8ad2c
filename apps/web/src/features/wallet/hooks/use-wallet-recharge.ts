import { formatRupees } from '@haat/contract/format';
import { notify } from '#src/lib/notify.ts';
import { useT } from '#src/lib/i18n.tsx';
import { usePaymentConfig } from '#src/features/store/index.ts';
import { usePayOnline, rechargesOnline } from '#src/features/payments/index.ts';
import { useRechargeWallet } from '#src/features/wallet/api/recharge-wallet.ts';
import type { RechargeOption } from '#src/features/wallet/lib/recharge-rules.ts';

/**
 * Wallet recharge (spec §4). Cash on delivery records the recharge at once (pending until the shop collects
 * the cash). Online pays the amount at the store's provider, CASHFREE only (spec §8), in the payment dialog;
 * once the server says the payment SUCCEEDED the recharge is recorded with that payment.
 */
export function useWalletRecharge(walletId: string, userMail: string | null) {
  const t = useT();
  const recharge = useRechargeWallet();
  const paymentConfig = usePaymentConfig();
  const payOnline = usePayOnline();

  const record = async (request: Parameters<typeof recharge.mutateAsync>[0]) => {
    try {
      await recharge.mutateAsync(request);
      // Cash is only promised: the balance moves when the shop collects it, and the shopper is told so.
      notify.success(
        request.paymentSource === 'COD'
          ? t('wallet.cashRequested', { amount: formatRupees(request.amount) })
          : t('wallet.recharged'),
      );
      return true;
    } catch {
      notify.error(t('wallet.rechargeFailed'));
      return false;
    }
  };

  /** Whether this option can go ahead; Online is refused up front when the provider is not CASHFREE. */
  const supports = (option: RechargeOption) =>
    option === 'COD' || rechargesOnline(paymentConfig.data?.onlinePayment.activePaymentMethod);

  const rechargeWithCash = (amount: number) => record({ walletId, amount, paymentSource: 'COD' });

  const rechargeOnline = async (amount: number) => {
    const result = await payOnline.pay({ provider: 'CASHFREE', amount, userMail });
    if (result.status !== 'paid') return false;
    return record({
      walletId,
      amount,
      paymentSource: 'ONLINE_PAYMENT',
      paymentTransactionId: result.transaction.id,
    });
  };

  return {
    supports,
    rechargeWithCash,
    rechargeOnline,
    busy: recharge.isPending || payOnline.busy,
    dialog: payOnline.dialog,
  };
}
