import { useId } from 'react';
import type { OrderState } from '@haat/contract/content/content.schemas';
import { orderStates } from '@haat/contract/content/order-states.values';
import { useT } from '#src/lib/i18n.tsx';
import type { OrderFilters } from '#src/features/console/api/get-orders.ts';

const isOrderState = (value: string): value is OrderState => (orderStates as readonly string[]).includes(value);

const INDIA_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The list's filters as the address holds them (`?state=SHIPPED&from=…&to=…&page=2`), so Today's tiles open
 * the orders they count and a reload keeps the list; anything malformed is left out.
 */
export function orderFiltersFrom(params: URLSearchParams): OrderFilters {
  const state = params.get('state') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Number(params.get('page'));
  return {
    ...(isOrderState(state) ? { state } : {}),
    ...(INDIA_DATE.test(from) ? { from } : {}),
    ...(INDIA_DATE.test(to) ? { to } : {}),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query for filters: only what is set, the first page unsaid. */
export function orderFiltersQuery(filters: OrderFilters): string {
  const params = new URLSearchParams();
  if (filters.state) params.set('state', filters.state);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

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
