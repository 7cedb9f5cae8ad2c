import { billOf } from '@haat/contract/checkouts/bill';
import type { Order } from '@haat/contract/orders/orders.schemas';
import { BillRows } from '#src/ui/bill.tsx';

/** The money of an order as frozen at placement, adding up as shown. */
export function OrderTotals({ order }: { order: Order }) {
  return (
    <div className="order-totals" role="group" aria-label="Order total">
      <BillRows bill={billOf(order, { charge: order.shippingCharge, inFinalPrice: true })} />
    </div>
  );
}
