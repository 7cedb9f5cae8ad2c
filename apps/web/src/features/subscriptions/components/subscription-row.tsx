import type { WeightUnit } from '@haat/contract/content/content.schemas';
import { formatDate, formatRupees, fromPaise, toPaise } from '@haat/contract/format';
import type { Subscription } from '@haat/contract/subscriptions/subscriptions.schemas';
import { useLocale, usePackSize, useT } from '#src/lib/i18n.tsx';
import { RepeatDays } from '#src/features/subscriptions/components/repeat-days.tsx';
import { StatusSwitch } from '#src/features/subscriptions/components/status-switch.tsx';

interface SubscriptionRowProps {
  subscription: Subscription;
  toggling: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One subscription: product, weight, price × quantity, repeat days, end date, status and actions (spec §2). */
export function SubscriptionRow({ subscription, toggling, onToggle, onEdit, onDelete }: SubscriptionRowProps) {
  const t = useT();
  const locale = useLocale();
  const packSize = usePackSize();
  const item = subscription.subscriptionItem;
  const recurrence = subscription.subscriptionRecurrence;
  const weight = packSize(item.weight, item.weightUnit as WeightUnit);
  const name = `${item.productName} ${weight}`;
  return (
    <tr>
      <th scope="row" className="subscriptions-table__product">
        {item.thumbnail ? (
          <img src={item.thumbnail} alt="" width={48} height={48} loading="lazy" />
        ) : (
          <span className="subscriptions-table__no-image" aria-hidden="true" />
        )}
        <span className="subscriptions-table__name">
          {item.productName}
          <span className="muted subscriptions-table__qty"> × {item.quantity}</span>
        </span>
      </th>
      <td className="subscriptions-table__weight">{weight}</td>
      <td className="subscriptions-table__price">
        {formatRupees(fromPaise(toPaise(item.sellingPrice) * item.quantity))}
      </td>
      <td className="subscriptions-table__days" data-label={t('subscriptions.repeatsOn')}>
        <RepeatDays days={recurrence.daysOfWeek} />
      </td>
      <td className="subscriptions-table__end" data-label={t('subscriptions.endDate')}>
        {recurrence.endDate ? formatDate(recurrence.endDate, locale) : t('subscriptions.tillDate')}
      </td>
      <td>
        <StatusSwitch active={subscription.isActive} label={name} busy={toggling} onToggle={onToggle} />
      </td>
      <td>
        <div className="subscriptions-table__actions">
          <button type="button" className="icon-button" aria-label={t('subscriptions.edit', { name })} onClick={onEdit}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
            </svg>
          </button>
          <button
            type="button"
            className="icon-button subscriptions-table__delete"
            aria-label={t('subscriptions.delete', { name })}
            onClick={onDelete}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </div>
      </td>
    </tr>
  );
}
