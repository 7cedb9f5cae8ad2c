import { useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@haat/contract/orders/orders.schemas';
import { useT } from '#src/lib/i18n.tsx';
import { usePaymentConfig } from '#src/features/store/index.ts';
import { orderKeys } from '#src/features/orders/api/order-keys.ts';
import { PaymentDialog, usePayOnline } from '#src/features/payments/index.ts';

/**
 * An online order still waiting for its payment (the shopper closed the tab, or the provider's page): its
 * stock is held until the payment time limit, so it can be paid again from its page, at the store's provider.
 */
export function RetryPayment({ order }: { order: OrderDetail }) {
  const t = useT();
  const queryClient = useQueryClient();
  const payOnline = usePayOnline();
  const provider = usePaymentConfig().data?.onlinePayment.activePaymentMethod ?? null;
  const retry = async () => {
    await payOnline.pay({ provider, amount: order.finalPrice, orderId: order.id });
    await queryClient.invalidateQueries({ queryKey: orderKeys.all });
  };
  return (
    <>
      <button type="button" className="button button--primary" disabled={payOnline.busy} onClick={() => void retry()}>
        {t('orders.retryPayment')}
      </button>
      <PaymentDialog {...payOnline.dialog} />
    </>
  );
}
