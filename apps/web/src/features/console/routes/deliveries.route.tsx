import { useId } from 'react';
import { useSearchParams } from 'react-router';
import type { SheetSlot } from '@haat/contract/console/console-deliveries.schemas';
import { formatDate, to12Hour } from '@haat/contract/format';
import { LOCALE_NAMES, LOCALES, type Locale } from '@haat/contract/i18n/locales';
import { addDays, dayOfWeekOf, indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { usePackSize, useLocale, useT, useTextOf } from '#src/lib/i18n.tsx';
import { notify } from '#src/lib/notify.ts';
import { useDeliverySheet, useDownloadDeliverySheet } from '#src/features/console/api/get-deliveries.ts';

/** A day's subscription deliveries: what to load, each slot's doors, and the same as a PDF to print. */
export default function DeliveriesRoute() {
  const t = useT();
  const textOf = useTextOf();
  const locale = useLocale();
  const packSize = usePackSize();
  const id = useId();
  // Tomorrow in India: the van is loaded the evening before or at dawn.
  const today = indiaToday();
  // The day is in the address (`?date=`): it survives a change of language and can be sent to someone.
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? addDays(today, 1);
  const setDate = (day: string) => setParams({ date: day }, { replace: true });
  const sheet = useDeliverySheet(date);
  const download = useDownloadDeliverySheet();
  const slotName = (slot: SheetSlot['slot']) =>
    slot ? `${to12Hour(slot.startTime, locale)} – ${to12Hour(slot.endTime, locale)}` : t('console.sheetNoSlot');
  const savePdf = async (language: Locale) => {
    try {
      await download.mutateAsync({ date, language });
    } catch (error) {
      notify.error(textOf(error instanceof ApiRequestError ? error.message : 'common.tryAgain'));
    }
  };
  const data = sheet.data;
  return (
    <section className="console-page">
      <h1 className="console-page__title">
        {t('console.sheetTitle', { date: `${t(`calendar.day.${dayOfWeekOf(date)}`)}, ${formatDate(date, locale)}` })}
      </h1>
      <p className="console-card__muted">{t('console.sheetHelp')}</p>
      <div className="console-sheet__controls">
        <div className="console-field console-field--inline">
          <label htmlFor={id}>{t('console.day')}</label>
          <input
            id={id}
            className="input"
            type="date"
            value={date}
            required
            onChange={(event) => event.target.value && setDate(event.target.value)}
          />
        </div>
        <span className="console-moves__buttons">
          {/* A phone's date picker is slow to reach: the two days a shop prints most, at a tap. */}
          {(
            [
              ['console.sheetToday', today],
              ['console.sheetTomorrow', addDays(today, 1)],
            ] as const
          ).map(([label, day]) => (
            <button key={day} type="button" className="button" aria-pressed={date === day} onClick={() => setDate(day)}>
              {t(label)}
            </button>
          ))}
        </span>
        <span className="console-moves__buttons">
          {LOCALES.map((language) => (
            <button
              key={language}
              type="button"
              className="button"
              disabled={download.isPending}
              onClick={() => void savePdf(language)}
            >
              {t('console.sheetPdf', { language: LOCALE_NAMES[language] })}
            </button>
          ))}
        </span>
      </div>
      {sheet.isError ? (
        <p className="console-alert" role="alert">
          {textOf(sheet.error.message)}
        </p>
      ) : null}
      {data && data.deliveryCount === 0 ? <p className="console-empty">{t('console.sheetNone')}</p> : null}
      {data && data.deliveryCount > 0 ? (
        <div aria-busy={sheet.isFetching || undefined}>
          <table className="console-table console-sheet__load">
            <caption>
              {t('console.sheetLoad')} · {t('console.sheetCount', { count: data.deliveryCount })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('console.sheetPack')}</th>
                <th scope="col">{t('console.sheetQuantity')}</th>
              </tr>
            </thead>
            <tbody>
              {data.load.map((pack) => (
                <tr key={pack.variantId}>
                  <th scope="row">
                    {pack.productName}{' '}
                    <span className="console-card__muted">{packSize(pack.weight, pack.weightUnit)}</span>
                  </th>
                  <td className="console-table__total">{pack.quantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.slots.map(({ slot, deliveries }) => (
            <section key={slot ? `${slot.startTime}-${slot.endTime}` : 'none'} aria-label={slotName(slot)}>
              <h2 className="console-section-title">
                {slotName(slot)} · {t('console.sheetCount', { count: deliveries.length })}
              </h2>
              <ul className="console-list console-list--orders">
                {deliveries.map((delivery) => (
                  <li key={delivery.subscriptionId} className="console-card">
                    <span className="console-card__row">
                      <strong>{delivery.name}</strong>
                      <a href={`tel:+91${delivery.mobile}`}>{delivery.mobile}</a>
                    </span>
                    <span>
                      {delivery.address} · <strong>{delivery.pin}</strong>
                    </span>
                    <span className="console-card__row">
                      <span>
                        {delivery.pack.productName} {packSize(delivery.pack.weight, delivery.pack.weightUnit)}
                      </span>
                      <strong className="console-sheet__quantity">× {delivery.quantity}</strong>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : null}
    </section>
  );
}
