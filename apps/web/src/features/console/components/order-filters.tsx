import { useId } from 'react';
import type { OrderState } from '@haat/contract/content/content.schemas';
import { orderStates } from '@haat/contract/content/order-states.values';
import { useT } from '#src/lib/i18n.tsx';
import type { OrderFilters } from '#src/features/console/api/get-orders.ts';

const isOrderState = (value: string): value is OrderState => (orderStates as readonly string[]).includes(value);

/** The list's filters: one state (or all) and a range of India dates. */
export function OrderFiltersForm({ filters, onChange }: { filters: OrderFilters; onChange(next: OrderFilters): void }) {
  const t = useT();
  const id = useId();
  const change = (next: OrderFilters) => onChange({ ...filters, ...next, page: 1 });
  return (
    <form className="console-filters" onSubmit={(event) => event.preventDefault()}>
      <div className="console-field">
        <label htmlFor={`${id}-state`}>{t('console.filterState')}</label>
        <select
          id={`${id}-state`}
          className="input"
          value={filters.state ?? ''}
          onChange={(event) => change({ state: isOrderState(event.target.value) ? event.target.value : undefined })}
        >
          <option value="">{t('console.allStates')}</option>
          {orderStates.map((state) => (
            <option key={state} value={state}>
              {t(`orders.state.${state}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="console-field">
        <label htmlFor={`${id}-from`}>{t('console.filterFrom')}</label>
        <input
          id={`${id}-from`}
          className="input"
          type="date"
          value={filters.from ?? ''}
          onChange={(event) => change({ from: event.target.value || undefined })}
        />
      </div>
      <div className="console-field">
        <label htmlFor={`${id}-to`}>{t('console.filterTo')}</label>
        <input
          id={`${id}-to`}
          className="input"
          type="date"
          value={filters.to ?? ''}
          onChange={(event) => change({ to: event.target.value || undefined })}
        />
      </div>
    </form>
  );
}
