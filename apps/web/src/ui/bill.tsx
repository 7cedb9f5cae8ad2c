import type { Bill } from '@haat/contract/checkouts/bill';
import { useT } from '#src/lib/i18n.tsx';
import './bill.css';

/**
 * A price summary's rows, Total and notes, as `billOf` (contract) made them: the rows as shown add up to
 * the Total. The cart, the checkout steps and the order page all show money this one way, in the page's
 * language (a row's `labelId`/`valueId` and the notes' Texts; a row without ids shows the words it was given).
 */
export function BillRows({ bill }: { bill: Bill }) {
  const t = useT();
  return (
    <>
      <dl className="bill">
        {bill.rows.map((row) => (
          <div key={row.label}>
            <dt>{row.labelId ? t(row.labelId, row.labelValues) : row.label}</dt>
            <dd>{row.valueId ? t(row.valueId) : row.value}</dd>
          </div>
        ))}
        <div className="bill__total">
          <dt>{t('ui.total')}</dt>
          <dd>{bill.total}</dd>
        </div>
      </dl>
      {bill.includedTaxNote ? (
        <p className="bill__note">
          {bill.includedTax ? t(bill.includedTax.id, bill.includedTax.values) : bill.includedTaxNote}
        </p>
      ) : null}
      {bill.savingsNote ? (
        <p className="bill__savings">{bill.savings ? t(bill.savings.id, bill.savings.values) : bill.savingsNote}</p>
      ) : null}
    </>
  );
}
