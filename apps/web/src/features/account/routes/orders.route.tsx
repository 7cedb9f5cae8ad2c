import { useGlobalState } from '#src/lib/store-context.tsx';
import { OrdersTable } from '#src/features/orders/index.ts';

/** /account/orders: the signed-in customer's orders (spec §2 Account Orders). */
export default function OrdersRoute() {
  const customerId = useGlobalState((state) => state.user.userId);
  return (
    <section className="page-section">
      <h1>Orders</h1>
      <OrdersTable customerId={customerId} />
    </section>
  );
}
