import '#src/features/buy-again/components/buy-again.css';
import { Link } from 'react-router';
import type { ReorderResult } from '@haat/contract/buy-again/buy-again.schemas';
import type { OrderState } from '@haat/contract/content/content.schemas';
import { useT } from '#src/lib/i18n.tsx';
import { notify } from '#src/lib/notify.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { useReorder } from '#src/features/buy-again/api/reorder.ts';

/** The states of an order whose goods were bought: only these can be reordered (the server says the same). */
const REORDERABLE: readonly OrderState[] = ['PLACED', 'SHIPPED', 'DELIVERED'];

/**
 * "Reorder" on an order's page: its items go into the cart at today's prices; then it says how many went in,
 * which did not and why, with a way to the cart. Shown only where the store offers it.
 */
export function ReorderButton({ orderId, orderState }: { orderId: string; orderState: OrderState }) {
  const t = useT();
  const { config } = useStore();
  const reorder = useReorder();
  if (!config.habits.buyAgain || !REORDERABLE.includes(orderState)) return null;
  const start = () =>
    reorder.mutate(orderId, {
      // The server's reason is in the shopper's language; without one, ours.
      onError: (error) => notify.error(error.message || t('orders.reorderFailed')),
    });
  return (
    <div className="reorder">
      <button type="button" className="button button--primary" disabled={reorder.isPending} onClick={start}>
        {reorder.isPending ? t('orders.reordering') : t('orders.reorder')}
      </button>
      {reorder.data ? <ReorderSummary result={reorder.data} /> : null}
    </div>
  );
}

function ReorderSummary({ result }: { result: ReorderResult }) {
  const t = useT();
  const fewer = result.added.filter((line) => line.quantity < line.orderedQuantity);
  return (
    <div className="reorder__result" role="status">
      <p>
        <strong>
          {result.added.length > 0
            ? t('orders.reorderAdded', { count: result.added.length })
            : t('orders.reorderNoneAdded')}
        </strong>
      </p>
      {fewer.length + result.notAdded.length > 0 ? (
        <ul>
          {fewer.map((line) => (
            <li key={line.productVariantId}>
              {t('orders.reorderFewer', {
                product: line.productName,
                quantity: line.quantity,
                ordered: line.orderedQuantity,
              })}
            </li>
          ))}
          {result.notAdded.map((line, index) => (
            <li key={line.productVariantId ?? `gone-${index}`}>
              {line.reason === 'OUT_OF_STOCK'
                ? t('orders.reorderOutOfStock', { product: line.productName })
                : t('orders.reorderNoLongerSold', { product: line.productName })}
            </li>
          ))}
        </ul>
      ) : null}
      {result.added.length > 0 ? (
        <p>
          <Link className="text-link" to="/cart">
            {t('orders.goToCart')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
