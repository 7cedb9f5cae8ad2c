import { useId, useState, type FormEvent } from 'react';
import type { ConsoleOrderDetail, OrderMove } from '@haat/contract/console/console-orders.schemas';
import { formatRupees } from '@haat/contract/format';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { useT, useTextOf } from '#src/lib/i18n.tsx';
import { notify } from '#src/lib/notify.ts';
import { useMoveOrder } from '#src/features/console/api/move-order.ts';
import { nextMoves } from '#src/features/console/components/next-moves.ts';

/** A move that asks for something first: a reason to cancel, the cash a cash-on-delivery order brought. */
type Asking = 'CANCEL' | 'DELIVER_COD' | null;

/** The order's next moves as buttons; each sends the state the member saw, so a later move by another is not overrun. */
export function OrderMoves({ order }: { order: ConsoleOrderDetail }) {
  const t = useT();
  const textOf = useTextOf();
  const id = useId();
  const move = useMoveOrder(order.id);
  const [asking, setAsking] = useState<Asking>(null);
  const [reason, setReason] = useState('');
  const [cash, setCash] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const moves = nextMoves(order);

  const send = async (kind: OrderMove, extra: { reason?: string; cashCollected?: number } = {}) => {
    setRefusal(null);
    try {
      await move.mutateAsync({ move: kind, fromState: order.orderState, ...extra });
      setAsking(null);
      notify.success(t(`console.moved.${kind}`));
    } catch (error) {
      // 409: another member moved it first; the server's words say where it is now, and the order is read again.
      setRefusal(textOf(error instanceof ApiRequestError ? error.message : 'common.tryAgain'));
    }
  };

  const start = (kind: OrderMove) => {
    if (kind === 'CANCEL') setAsking('CANCEL');
    else if (kind === 'DELIVER' && order.paymentMethod === 'COD') setAsking('DELIVER_COD');
    else void send(kind);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (asking === 'CANCEL') void send('CANCEL', { reason: reason.trim() });
    else void send('DELIVER', { cashCollected: Number(cash) });
  };

  if (moves.length === 0 && !refusal) return null;
  return (
    <section className="console-moves" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="console-section-title">
        {t('console.nextSteps')}
      </h2>
      {refusal ? (
        <p className="console-alert" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="console-moves__buttons">
        {moves.map((kind) => (
          <button
            key={kind}
            type="button"
            className={kind === 'CANCEL' ? 'button console-button--danger' : 'button button--primary'}
            disabled={move.isPending}
            onClick={() => start(kind)}
          >
            {t(`console.move.${kind}`)}
          </button>
        ))}
      </div>
      {asking ? (
        <form className="console-moves__ask" onSubmit={submit}>
          {asking === 'CANCEL' ? (
            <div className="console-field">
              <label htmlFor={`${id}-reason`}>{t('console.cancelReason')}</label>
              <textarea
                id={`${id}-reason`}
                className="input console-textarea"
                value={reason}
                maxLength={500}
                required
                onChange={(event) => setReason(event.target.value)}
              />
            </div>
          ) : (
            <div className="console-field">
              <label htmlFor={`${id}-cash`}>
                {t('console.cashCollected', { amount: formatRupees(order.finalPrice) })}
              </label>
              <input
                id={`${id}-cash`}
                className="input"
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                required
                value={cash}
                onChange={(event) => setCash(event.target.value)}
              />
            </div>
          )}
          <div className="console-moves__buttons">
            <button type="submit" className="button button--primary" disabled={move.isPending}>
              {asking === 'CANCEL' ? t('console.confirmCancel') : t('console.confirmDelivered')}
            </button>
            <button type="button" className="button" onClick={() => setAsking(null)}>
              {t('common.back')}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
