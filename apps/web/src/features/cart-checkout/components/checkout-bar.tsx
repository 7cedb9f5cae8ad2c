import type { ReactNode } from 'react';
import type { PriceTotals } from '@haat/contract/carts/carts.schemas';
import { billOf, type BillShipping } from '@haat/contract/checkouts/bill';
import { useT } from '#src/lib/i18n.tsx';

interface CheckoutBarProps {
  /** The same totals and delivery charge as the step's price summary, so the two Totals agree. */
  totals: PriceTotals;
  shipping: BillShipping | null;
  /** The step's main button (Continue, Place Order), or why there is none yet. */
  children: ReactNode;
}

/**
 * The step's Total and main button. On a laptop it sits under the summary in the side column; on a phone
 * it stays at the bottom of the screen, above the tab bar, so the shopper never scrolls to find it.
 */
export function CheckoutBar({ totals, shipping, children }: CheckoutBarProps) {
  const t = useT();
  return (
    <div className="checkout-bar" role="group" aria-label={t('checkout.totalGroup')}>
      <p className="checkout-bar__total">
        <span>{t('checkout.total')}</span>
        <strong>{billOf(totals, shipping).total}</strong>
      </p>
      {children}
    </div>
  );
}
