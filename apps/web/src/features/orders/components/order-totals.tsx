import { billOf } from '@haat/contract/checkouts/bill';
import type { Order } from '@haat/contract/orders/orders.schemas';
import { useT } from '#src/lib/i18n.tsx';
import { BillRows } from '#src/ui/bill.tsx';

/** The money of an order as frozen at placement, adding up as shown. */
export function OrderTotals({ order }: { order: Order }) {
  const t = useT();
  return (
    <div className="order-totals" role="group" aria-label={t('orders.orderTotal')}>
      <BillRows bill={billOf(order, { charge: order.shippingCharge, inFinalPrice: true })} />
    </div>
  );
}
