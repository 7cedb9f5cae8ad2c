import { Link } from 'react-router';
import { formatDate } from '@haat/contract/format';
import type { CalendarDelivery as Delivery } from '@haat/contract/subscriptions/delivery-calendar.schemas';
import { deliveryView } from '#src/features/subscriptions/lib/delivery-view.ts';
import { useWords } from '#src/features/subscriptions/lib/words.ts';

interface CalendarDeliveryProps {
  date: string;
  delivery: Delivery;
  /** Opens the day dialog; only a delivery still open to changes is a button. */
  onChange: () => void;
}

/** One subscription's delivery on one date: what comes, when and for how much, or why not, in words. */
export function CalendarDelivery({ date, delivery, onChange }: CalendarDeliveryProps) {
  const words = useWords();
  const { t } = words;
  const view = deliveryView(delivery, words);
  const named = { product: delivery.productName, date: formatDate(date, words.locale) };
  const body = (
    <>
      <span className="calendar-delivery__title">{view.title}</span>
      {view.slot ? <span className="calendar-delivery__line">{view.slot}</span> : null}
      {view.price ? <span className="calendar-delivery__line calendar-delivery__price">{view.price}</span> : null}
      {view.change ? <span className="calendar-delivery__line calendar-delivery__change">{view.change}</span> : null}
      {view.status && delivery.status !== 'ORDERED' ? (
        <span className="calendar-delivery__status">{view.status}</span>
      ) : null}
    </>
  );
  const className = `calendar-delivery calendar-delivery--${view.tone}`;

  if (delivery.changeable) {
    // Named by what it does, then by what it shows: a name holding the visible text lets a shopper who
    // speaks to the phone say what they see (WCAG 2.5.3).
    return (
      <button type="button" className={`${className} calendar-delivery--button`} onClick={onChange}>
        <span className="visually-hidden">{t('calendar.changeDelivery', named)}: </span>
        {body}
      </button>
    );
  }
  return (
    <div className={className}>
      {body}
      {delivery.status === 'ORDERED' && delivery.orderId ? (
        <Link className="calendar-delivery__status calendar-delivery__order" to={`/order/${delivery.orderId}/view`}>
          {view.status}
          <span className="visually-hidden">: {t('calendar.viewOrder', named)}</span>
        </Link>
      ) : delivery.status === 'ORDERED' ? (
        <span className="calendar-delivery__status">{view.status}</span>
      ) : null}
    </div>
  );
}
