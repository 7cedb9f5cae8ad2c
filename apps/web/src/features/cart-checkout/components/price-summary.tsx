import type { PriceTotals } from '@haat/contract/carts/carts.schemas';
import { billOf, type Bill, type BillShipping } from '@haat/contract/checkouts/bill';
import { formatRupees } from '@haat/contract/format';
import { BillRows } from '#src/ui/bill.tsx';
import { useT, type Translate } from '#src/lib/i18n.tsx';

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
      <BillRows bill={inWords(billOf(totals, shipping), t)} />
      {toFreeDelivery ? (
        <p className="summary__hint">{t('cart.toFreeDelivery', { amount: formatRupees(toFreeDelivery) })}</p>
      ) : null}
    </section>
  );
}

/** The bill's rows and notes in the page's language (the shared rows show the words they are given). */
function inWords(bill: Bill, t: Translate): Bill {
  return {
    ...bill,
    rows: bill.rows.map((row) => ({
      ...row,
      label: row.labelId ? t(row.labelId) : row.label,
      value: row.valueId ? t(row.valueId) : row.value,
    })),
    includedTaxNote: bill.includedTax ? t(bill.includedTax.id, bill.includedTax.values) : bill.includedTaxNote,
    savingsNote: bill.savings ? t(bill.savings.id, bill.savings.values) : bill.savingsNote,
  };
}
