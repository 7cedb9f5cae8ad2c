import { Link } from 'react-router';
import { LOW_STOCK_UNITS } from '@haat/contract/console/console-today.values';
import { formatDate, formatRupees } from '@haat/contract/format';
import { usePackSize, useLocale, useT, useTextOf } from '#src/lib/i18n.tsx';
import { useConsoleToday } from '#src/features/console/api/get-today.ts';
import { orderFiltersQuery } from '#src/features/console/components/order-filters.tsx';

/** Today at a glance, for the shop at opening time: sales so far, cash still out, what is running out. */
export default function TodayRoute() {
  const t = useT();
  const textOf = useTextOf();
  const locale = useLocale();
  const packSize = usePackSize();
  const today = useConsoleToday();
  const day = today.data;
  return (
    <section className="console-page">
      <div className="console-page__head">
        <h1 className="console-page__title">{t('console.todayTitle')}</h1>
        {day ? <span className="console-card__muted">{formatDate(day.date, locale)}</span> : null}
      </div>
      {today.isError ? (
        <p className="console-alert" role="alert">
          {textOf(today.error.message)}
        </p>
      ) : null}
      {day ? (
        <>
          <div className="console-today" aria-busy={today.isFetching || undefined}>
            <Link
              className="console-card console-today__tile"
              to={`/console/orders?${orderFiltersQuery({ from: day.date, to: day.date })}`}
            >
              <span className="console-today__label">{t('console.todayOrders')}</span>
              <strong className="console-today__figure">{formatRupees(day.orders.amount)}</strong>
              <span>{t('console.todayOrderCount', { count: day.orders.count })}</span>
              <span className="console-today__go">{t('console.seeOrders')}</span>
            </Link>
            <Link
              className="console-card console-today__tile"
              to={`/console/orders?${orderFiltersQuery({ state: 'SHIPPED' })}`}
            >
              <span className="console-today__label">{t('console.todayCash')}</span>
              <strong className="console-today__figure">{formatRupees(day.cashToCollect.amount)}</strong>
              <span>{t('console.todayCashDetail', { count: day.cashToCollect.count })}</span>
              {day.cashOutForDelivery.count > 0 ? (
                <span className="console-card__muted">
                  {t('console.todayOutForDelivery', {
                    amount: formatRupees(day.cashOutForDelivery.amount),
                    count: day.cashOutForDelivery.count,
                  })}
                </span>
              ) : null}
              <span className="console-today__go">{t('console.seeOutForDelivery')}</span>
            </Link>
            <Link className="console-card console-today__tile" to="/console/deliveries">
              <span className="console-today__label">{t('console.deliveriesTitle')}</span>
              <strong className="console-today__figure">{day.tomorrowDeliveries}</strong>
              <span>{t('console.todayTomorrow', { count: day.tomorrowDeliveries })}</span>
              <span className="console-today__go">{t('console.seeTomorrow')}</span>
            </Link>
          </div>
          <h2 className="console-section-title">{t('console.todayLowStock', { units: LOW_STOCK_UNITS })}</h2>
          {day.lowStock.length === 0 ? (
            <p className="console-empty">{t('console.todayLowStockNone', { units: LOW_STOCK_UNITS })}</p>
          ) : (
            <ul className="console-list console-list--orders">
              {day.lowStock.map((pack) => (
                <li key={pack.variantId} className="console-card">
                  <Link className="console-card__link" to={`/console/products?q=${encodeURIComponent(pack.sku)}`}>
                    <span className="console-card__row">
                      <strong>{pack.productName}</strong>
                      <span
                        className={
                          pack.availableQuantity <= 0 ? 'console-badge console-badge--failed' : 'console-badge'
                        }
                      >
                        {t('console.todayLeft', { count: pack.availableQuantity })}
                      </span>
                    </span>
                    <span className="console-card__muted">
                      {packSize(pack.weight, pack.weightUnit)} · {pack.sku}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {day.lowStockCount > day.lowStock.length ? (
            <p className="console-card__muted">
              {t('console.todayMoreLow', { count: day.lowStockCount - day.lowStock.length })}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
