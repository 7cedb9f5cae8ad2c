import '#src/features/subscriptions/components/delivery-calendar.css';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, formatRupees, to12Hour } from '@haat/contract/format';
import { deliveryDayMessages, WALLET_RECHARGE_DEADLINE } from '@haat/contract/subscriptions/delivery-days';
import { useLocale, useT } from '#src/lib/i18n.tsx';
import { useRechargeOptions, WalletRecharge } from '#src/features/wallet/index.ts';
import { useDeliveryCalendar } from '#src/features/subscriptions/api/get-delivery-calendar.ts';
import { subscriptionKeys } from '#src/features/subscriptions/api/subscription-keys.ts';

/**
 * The wallet will not cover the next wallet-paid deliveries: what is short and by when, and a one-tap recharge of
 * exactly the shortfall, through the wallet's own flow. Once recharged the calendar reads again, and the
 * notice goes when the server no longer reports a shortfall.
 */
export function WalletShortfallNotice({ customerId }: { customerId: string }) {
  const t = useT();
  const locale = useLocale();
  const shortfall = useDeliveryCalendar(customerId).data?.walletShortfall;
  const canRecharge = useRechargeOptions().length > 0;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  if (!shortfall) return null;
  const short = deliveryDayMessages.walletShort(shortfall.shortfall, shortfall.date, locale);

  return (
    <section className="shortfall-notice" aria-label={t('calendar.lowBalance')}>
      <svg className="shortfall-notice__icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 3 2 21h20L12 3zM12 10v5M12 18v.5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <div className="shortfall-notice__text">
        <p className="shortfall-notice__message">{t(short.id, short.values)}</p>
        <p className="shortfall-notice__hint">
          {t('calendar.rechargeBy', {
            time: to12Hour(WALLET_RECHARGE_DEADLINE, locale),
            date: formatDate(shortfall.date, locale),
          })}
        </p>
      </div>
      {canRecharge ? (
        <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
          {t('calendar.recharge', { amount: formatRupees(shortfall.shortfall) })}
        </button>
      ) : null}
      <WalletRecharge
        open={open}
        customerId={customerId}
        amount={shortfall.shortfall}
        onClose={() => setOpen(false)}
        onRecharged={() => void queryClient.invalidateQueries({ queryKey: subscriptionKeys.calendars() })}
      />
    </section>
  );
}
