import { Link } from 'react-router';
import { orderStateLabels } from '@haat/contract/content/content.schemas';
import { formatDate, formatDateTime } from '@haat/contract/format';
import type { OrderDetail as OrderWithTimeline } from '@haat/contract/orders/orders.schemas';
import { notify } from '#src/lib/notify.ts';
import { useDownloadInvoice } from '#src/features/orders/api/download-invoice.ts';
import { OrderItems } from '#src/features/orders/components/order-items.tsx';
import { OrderTotals } from '#src/features/orders/components/order-totals.tsx';
import { RetryPayment } from '#src/features/orders/components/retry-payment.tsx';
import { orderPageActions, paymentStatusLabels, showsExpectedDelivery } from '#src/features/orders/lib/order-labels.ts';
import { paymentMethodLabels } from '#src/ui/payment-method-labels.ts';

/**
 * Order info, shipping address, payment method, items, totals, the states it went through, and the actions a
 * delivered order offers. Just placed (arriving from checkout), it says so first; a failed payment says that
 * instead of when it was placed.
 */
export function OrderDetail({ order, isFromCheckoutPage }: { order: OrderWithTimeline; isFromCheckoutPage?: string }) {
  const invoice = useDownloadInvoice();
  const actions = orderPageActions(order.orderState, isFromCheckoutPage);
  const address = order.shippingAddress;
  const paymentFailed = order.orderState === 'FAILED' || order.paymentStatus === 'FAILED';
  const justPlaced = isFromCheckoutPage === 'status' && order.orderState === 'PLACED';
  return (
    <div className="order-page">
      {justPlaced ? (
        <div className="order-confirmation" role="status">
          <p className="order-confirmation__title">Order placed</p>
          <p>
            {order.orderNumber} · {formatDateTime(order.orderDate)}
          </p>
        </div>
      ) : null}
      <header className="order-page__header">
        <div>
          <h1>Order {order.orderNumber}</h1>
          {paymentFailed ? (
            <p className="order-page__failed">Payment failed</p>
          ) : (
            <p className="muted">Placed on {formatDate(order.orderDate)}</p>
          )}
        </div>
        <span className={`order-state order-state--${order.orderState.toLowerCase()}`}>
          {orderStateLabels[order.orderState]}
        </span>
      </header>
      {showsExpectedDelivery(order.orderState, order.expectedDeliveryTime) ? (
        <p className="order-page__eta">Expected delivery in {order.expectedDeliveryTime}</p>
      ) : null}
      {order.orderState === 'PENDING' ? (
        <div className="order-page__pending">
          <p className="order-page__eta">Waiting for the payment to complete.</p>
          {/* Not on the status page: there a payment is still being confirmed. */}
          {order.paymentMethod === 'PAYMENT_GATEWAY' && isFromCheckoutPage !== 'status' ? (
            <RetryPayment order={order} />
          ) : null}
        </div>
      ) : null}
      {order.cancelReason ? <p className="muted">Cancellation reason: {order.cancelReason}</p> : null}
      {order.failureReason ? <p className="muted">Reason: {order.failureReason}</p> : null}
      {paymentFailed ? (
        <p>
          <Link className="button" to="/cart">
            Back to cart
          </Link>
        </p>
      ) : null}
      <div className="order-page__grid">
        <section className="order-card" aria-labelledby="order-info">
          <h2 id="order-info">Order info</h2>
          <dl className="order-facts">
            <div>
              <dt>Order number</dt>
              <dd>{order.orderNumber}</dd>
            </div>
            <div>
              <dt>Date</dt>
              <dd>{formatDate(order.orderDate)}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{orderStateLabels[order.orderState]}</dd>
            </div>
          </dl>
        </section>
        <section className="order-card" aria-labelledby="order-address">
          <h2 id="order-address">Shipping Address</h2>
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
          <h2 id="order-payment">Payment Method</h2>
          <dl className="order-facts">
            <div>
              <dt>Mode</dt>
              <dd>{paymentMethodLabels[order.paymentMethod]}</dd>
            </div>
            <div>
              <dt>Payment</dt>
              <dd>{paymentStatusLabels[order.paymentStatus]}</dd>
            </div>
          </dl>
        </section>
      </div>
      <section className="order-card" aria-labelledby="order-items">
        <h2 id="order-items">Items</h2>
        <OrderItems items={order.orderItems} />
        <OrderTotals order={order} />
      </section>
      <section className="order-card" aria-labelledby="order-timeline">
        <h2 id="order-timeline">Order timeline</h2>
        <ol className="order-timeline">
          {order.timeline.map((entry) => (
            <li key={`${entry.state}-${entry.at}`}>
              <span className="order-timeline__state">{orderStateLabels[entry.state]}</span>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </li>
          ))}
        </ol>
      </section>
      {actions.downloadInvoice || actions.shopMore ? (
        <div className="order-page__actions">
          {actions.downloadInvoice ? (
            <button
              type="button"
              className="button button--primary"
              disabled={invoice.isPending}
              onClick={() =>
                invoice.mutate(
                  { orderId: order.id, orderNumber: order.orderNumber },
                  { onError: (error) => notify.error(error.message) },
                )
              }
            >
              Download Invoice
            </button>
          ) : null}
          {actions.shopMore ? (
            <Link className="button" to="/category">
              Shop more
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
