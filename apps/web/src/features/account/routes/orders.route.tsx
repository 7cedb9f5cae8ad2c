import { useGlobalState } from '#src/lib/store-context.tsx';
import { useT } from '#src/lib/i18n.tsx';
import { OrdersTable } from '#src/features/orders/index.ts';

/** /account/orders: the signed-in customer's orders (spec §2 Account Orders). */
export default function OrdersRoute() {
  const t = useT();
  const customerId = useGlobalState((state) => state.user.userId);
  return (
    <section className="page-section">
      <h1>{t('account.orders')}</h1>
      <OrdersTable customerId={customerId} />
    </section>
  );
}
