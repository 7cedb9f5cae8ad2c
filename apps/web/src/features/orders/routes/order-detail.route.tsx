import '#src/features/orders/components/orders.css';
import { useParams } from 'react-router';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { useT } from '#src/lib/i18n.tsx';
import { FullScreenSpinner } from '#src/ui/full-screen-spinner.tsx';
import { useOrder } from '#src/features/orders/api/get-order.ts';
import { OrderDetail } from '#src/features/orders/components/order-detail.tsx';
import { useRefreshCart } from '#src/features/cart-checkout/index.ts';
import { PaymentReturnStatus } from '#src/features/payments/index.ts';

/** /order/{orderId}/{isFromCheckoutPage}: 'status' after checkout, 'view' from the order list (spec §2). */
export default function OrderDetailRoute() {
  const t = useT();
  const { orderId = '', isFromCheckoutPage } = useParams();
  const order = useOrder(orderId);
  const refreshCart = useRefreshCart();
  if (order.isPending) return <FullScreenSpinner />;
  // An id that names no order of this shopper (404), or is no id at all (400), is 'Order not Found'.
  const notFound = order.error instanceof ApiRequestError && (order.error.status === 404 || order.error.status === 400);
  if (order.isError && !notFound) throw order.error;
  return (
    <section className="page-section">
      {order.data && isFromCheckoutPage === 'status' ? (
        // Back from a provider that took the whole window (PHONEPE): settle its payment here.
        <PaymentReturnStatus
          orderId={order.data.id}
          onSettled={(paid) => {
            void order.refetch();
            if (paid) void refreshCart();
          }}
        />
      ) : null}
      {order.data ? (
        <OrderDetail order={order.data} isFromCheckoutPage={isFromCheckoutPage} />
      ) : (
        <div className="order-empty">
          <h1>{t('orders.notFound')}</h1>
        </div>
      )}
    </section>
  );
}
