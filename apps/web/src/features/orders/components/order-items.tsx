import { formatRupees } from '@haat/contract/format';
import type { OrderItem } from '@haat/contract/orders/orders.schemas';

/** The ordered lines: thumbnail, name, quantity × price and the line amount. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  return (
    <ul className="order-items">
      {items.map((item, index) => (
        <li key={`${item.sku}-${index}`} className="order-item">
          <div className="order-item__media">
            {item.thumbnail ? <img src={item.thumbnail} alt="" width="56" height="56" loading="lazy" /> : null}
          </div>
          <div className="order-item__body">
            <p className="order-item__name">{item.productName}</p>
            <p className="muted">
              {item.quantity} × {formatRupees(item.sellingPrice)}
            </p>
          </div>
          <span className="order-item__amount">{formatRupees(item.sellingPrice * item.quantity)}</span>
        </li>
      ))}
    </ul>
  );
}
