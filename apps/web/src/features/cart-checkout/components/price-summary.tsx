import type { PriceTotals } from '@haat/contract/carts/carts.schemas';
import { billOf, type BillShipping } from '@haat/contract/checkouts/bill';
import { formatRupees } from '@haat/contract/format';
import { BillRows } from '#src/ui/bill.tsx';
import { useT } from '#src/lib/i18n.tsx';

interface PriceSummaryProps {
  title: string;
  totals: PriceTotals;
  /** The delivery charge: the checkout's, or on the cart step the store's rule applied to the cart. */
  shipping: BillShipping | null;
  /** Rupees more that would make delivery free (cart step), when the store has a threshold. */
  toFreeDelivery?: number | null;
}

/** Subtotal, Tax, Discounts, Shipping and Total, adding up as shown; the GST inside and the savings on MRP. */
export function PriceSummary({ title, totals, shipping, toFreeDelivery }: PriceSummaryProps) {
  const t = useT();
  return (
    <section className="summary" aria-label={title}>
      <h2 className="summary__title">{title}</h2>
      <BillRows bill={billOf(totals, shipping)} />
      {toFreeDelivery ? (
        <p className="summary__hint">{t('cart.toFreeDelivery', { amount: formatRupees(toFreeDelivery) })}</p>
      ) : null}
    </section>
  );
}
