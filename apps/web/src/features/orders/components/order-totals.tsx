import { formatRupees } from '@haat/contract/format';
import type { Order } from '@haat/contract/orders/orders.schemas';

/** The money of an order as frozen at placement. */
export function OrderTotals({ order }: { order: Order }) {
  const rows: [string, string][] = [
    ['Subtotal', formatRupees(order.totalPrice)],
    ['Tax', formatRupees(order.tax)],
    ['Discounts', formatRupees(-order.couponDiscount)],
    ['Shipping', order.shippingCharge > 0 ? formatRupees(order.shippingCharge) : 'Free'],
  ];
  return (
    <dl className="order-totals">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="order-totals__total">
        <dt>Total</dt>
        <dd>{formatRupees(order.finalPrice)}</dd>
      </div>
    </dl>
  );
}
