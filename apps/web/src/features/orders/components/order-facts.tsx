import '#src/features/orders/components/orders.css';
import { formatDate } from '@haat/contract/format';
import type { Order } from '@haat/contract/orders/orders.schemas';
import { useLocale, useT } from '#src/lib/i18n.tsx';
import { orderStateLabel, paymentStatusLabel } from '#src/features/orders/lib/order-labels.ts';
import { usePaymentMethodLabel } from '#src/ui/payment-method-labels.ts';

/** Order info, the shipping address and the payment method: the order page's three cards. */
export function OrderFacts({ order }: { order: Order }) {
  const t = useT();
  const paymentMethodLabel = usePaymentMethodLabel();
  const locale = useLocale();
  const address = order.shippingAddress;
  return (
    <div className="order-page__grid">
      <section className="order-card" aria-labelledby="order-info">
        <h2 id="order-info">{t('orders.info')}</h2>
        <dl className="order-facts">
          <div>
            <dt>{t('orders.number')}</dt>
            <dd>{order.orderNumber}</dd>
          </div>
          <div>
            <dt>{t('orders.date')}</dt>
            <dd>{formatDate(order.orderDate, locale)}</dd>
          </div>
          <div>
            <dt>{t('orders.status')}</dt>
            <dd>{t(orderStateLabel(order.orderState))}</dd>
          </div>
        </dl>
      </section>
      <section className="order-card" aria-labelledby="order-address">
        <h2 id="order-address">{t('orders.shippingAddress')}</h2>
        <address className="order-address">
          <strong>{address.name}</strong>
          <span>{address.address}</span>
          {address.landmark ? <span>{address.landmark}</span> : null}
          <span>
            {address.city}, {address.state} {address.pin}
          </span>
          <span>{address.mobile}</span>
        </address>
      </section>
      <section className="order-card" aria-labelledby="order-payment">
        <h2 id="order-payment">{t('orders.paymentMethod')}</h2>
        <dl className="order-facts">
          <div>
            <dt>{t('orders.mode')}</dt>
            <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
          </div>
          <div>
            <dt>{t('orders.payment')}</dt>
            <dd>{t(paymentStatusLabel(order.paymentStatus))}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
