import { useId, useState } from 'react';
import { formatDate, formatDateTime, formatRupees } from '@haat/contract/format';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { useLocale, useT, useTextOf } from '#src/lib/i18n.tsx';
import { notify } from '#src/lib/notify.ts';
import { useCashSummary } from '#src/features/console/api/get-cash-summary.ts';
import { useDecideRecharge, type RechargeDecision } from '#src/features/console/api/decide-recharge.ts';
import { usePendingRecharges } from '#src/features/console/api/get-pending-recharges.ts';

/** Cash: wallet recharges waiting for their cash, and one day's cash per member. */
export default function CashRoute() {
  const t = useT();
  return (
    <section className="console-page">
      <h1 className="console-page__title">{t('console.cashTitle')}</h1>
      <PendingRecharges />
      <CashSummary />
    </section>
  );
}

function PendingRecharges() {
  const t = useT();
  const textOf = useTextOf();
  const locale = useLocale();
  const recharges = usePendingRecharges();
  const decide = useDecideRecharge();
  const act = async (id: string, decision: RechargeDecision) => {
    try {
      await decide.mutateAsync({ id, decision });
      notify.success(t(decision === 'confirm' ? 'console.rechargeConfirmed' : 'console.rechargeRejected'));
    } catch (error) {
      notify.error(textOf(error instanceof ApiRequestError ? error.message : 'common.tryAgain'));
    }
  };
  return (
    <>
      <h2 className="console-section-title">{t('console.pendingRecharges')}</h2>
      {recharges.data?.recharges.length === 0 ? <p className="console-empty">{t('console.noRecharges')}</p> : null}
      <ul className="console-list">
        {recharges.data?.recharges.map((recharge) => (
          <li key={recharge.id} className="console-card">
            <span className="console-card__row">
              <strong>{formatRupees(recharge.amount)}</strong>
              <span className="console-card__muted">{formatDateTime(recharge.requestedAt, locale)}</span>
            </span>
            <span className="console-card__row console-card__muted">
              {recharge.shopper.name ? `${recharge.shopper.name} · ` : ''}
              {recharge.shopper.mobile}
            </span>
            <span className="console-moves__buttons">
              <button
                type="button"
                className="button button--primary"
                disabled={decide.isPending}
                onClick={() => void act(recharge.id, 'confirm')}
              >
                {t('console.confirmCash')}
              </button>
              <button
                type="button"
                className="button console-button--danger"
                disabled={decide.isPending}
                onClick={() => void act(recharge.id, 'reject')}
              >
                {t('console.rejectCash')}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function CashSummary() {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [date, setDate] = useState('');
  const summary = useCashSummary(date);
  return (
    <>
      <h2 className="console-section-title">{t('console.daysCash')}</h2>
      <div className="console-field console-field--inline">
        <label htmlFor={id}>{t('console.day')}</label>
        <input id={id} className="input" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
      </div>
      {summary.data ? (
        <table className="console-table">
          <caption>{t('console.cashOn', { date: formatDate(summary.data.date, locale) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('console.member')}</th>
              <th scope="col">{t('console.codCollected')}</th>
              <th scope="col">{t('console.rechargesConfirmed')}</th>
              <th scope="col">{t('console.total')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.data.staff.map((member) => (
              <tr key={member.staffId}>
                <th scope="row">{member.name ?? member.mobile}</th>
                <td>{formatRupees(member.codCollected)}</td>
                <td>{formatRupees(member.rechargesConfirmed)}</td>
                <td>{formatRupees(member.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('console.total')}</th>
              <td colSpan={3} className="console-table__total">
                {formatRupees(summary.data.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      ) : null}
    </>
  );
}
