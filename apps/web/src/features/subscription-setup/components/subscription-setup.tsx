// Laid out as the checkout is: a main column and the summary beside it.
import '#src/ui/checkout-layout.css';
import '#src/features/subscription-setup/components/subscription-setup.css';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Product, ProductVariant } from '@haat/contract/catalogue/catalogue.schemas';
import type { DeliverySlot } from '@haat/contract/content/content.schemas';
import type { DayOfWeek, SubscriptionPaymentMethod } from '@haat/contract/subscriptions/subscriptions.schemas';
import { indiaToday, subscriptionConfirmError } from '@haat/contract/subscriptions/subscription-rules';
import { useT } from '#src/lib/i18n.tsx';
import { useStore } from '#src/lib/store-context.tsx';
import { FullScreenSpinner } from '#src/ui/full-screen-spinner.tsx';
import { notify } from '#src/lib/notify.ts';
import { useShopper } from '#src/lib/use-shopper.ts';
import { usePaymentConfig } from '#src/features/store/index.ts';
import { useWalletBalance } from '#src/features/wallet/index.ts';
import { PaymentModePicker } from '#src/ui/payment-mode-picker.tsx';
import { usePaymentMethodLabel } from '#src/ui/payment-method-labels.ts';
import { useDeliveryCalendar, WeekdayPicker } from '#src/features/subscriptions/index.ts';
import { useDeliverySlots } from '#src/features/subscription-setup/api/get-delivery-slots.ts';
import { DeliverySlotPicker } from '#src/features/subscription-setup/components/delivery-slot-picker.tsx';
import { SubscriptionAddresses } from '#src/features/subscription-setup/components/subscription-addresses.tsx';
import { SubscriptionDates } from '#src/features/subscription-setup/components/subscription-dates.tsx';
import { SubscriptionProductCard } from '#src/features/subscription-setup/components/subscription-product-card.tsx';
import { StartDateNote } from '#src/features/subscription-setup/components/start-date-note.tsx';
import { SubscriptionSummaryCard } from '#src/features/subscription-setup/components/subscription-summary-card.tsx';
import { useConfirmSubscription } from '#src/features/subscription-setup/hooks/use-confirm-subscription.ts';
import { useSubscriptionAddresses } from '#src/features/subscription-setup/hooks/use-subscription-addresses.ts';
import {
  isSubscriptionPaymentMethod,
  subscriptionPaymentOptions,
  subscriptionPaymentSettings,
} from '#src/features/subscription-setup/lib/subscription-payment.ts';
import { subscriptionSummary } from '#src/features/subscription-setup/lib/subscription-summary.ts';

/** Subscription set-up for one subscribable product (spec §2, §3, §5). */
export function SubscriptionSetup({ product, variant }: { product: Product; variant: ProductVariant }) {
  const t = useT();
  const paymentMethodLabel = usePaymentMethodLabel();
  const { lookup } = useStore();
  const { customerId } = useShopper();
  const [today] = useState(indiaToday);
  const [quantity, setQuantity] = useState(1);
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState('');
  const [days, setDays] = useState<DayOfWeek[]>([]);
  const [pickedSlot, setPickedSlot] = useState<DeliverySlot | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<SubscriptionPaymentMethod | null>(null);
  const addresses = useSubscriptionAddresses(customerId);
  const paymentConfig = usePaymentConfig();
  const slots = useDeliverySlots();
  const settings = subscriptionPaymentSettings(paymentConfig.data);
  const walletBalance = useWalletBalance(settings.walletEnabled);
  const { confirm, busy } = useConfirmSubscription();
  // The store's cut-off, from the shopper's delivery calendar; until it answers the page works without the note.
  const cutoffTime = useDeliveryCalendar(customerId).data?.cutoffTime;

  if (paymentConfig.isError) throw paymentConfig.error;
  if (slots.isError) throw slots.error;
  if (addresses.query.isPending || paymentConfig.isPending || slots.isPending) return <FullScreenSpinner />;
  // Slot choice is not validated (spec §5): the first window stands until the shopper picks another.
  const slot = pickedSlot ?? slots.data[0] ?? null;

  const confirmSubscription = () => {
    const draft = { startDate, endDate, daysOfWeek: days, hasAddress: addresses.all.length > 0, paymentMethod };
    const problem = subscriptionConfirmError(draft, indiaToday(), settings);
    if (problem || !paymentMethod || !addresses.chosen) return void notify.error(problem ? t(problem) : null);
    void confirm({
      orgId: lookup.orgId,
      customerId,
      subscriptionRecurrence: { daysOfWeek: days, startDate, endDate },
      shippingAddress: addresses.chosen,
      variantId: variant.variantId,
      quantity,
      isActive: true,
      preferredTimeSlot: slot,
      paymentMethod,
    });
  };

  return (
    <div className="checkout-layout subscription-setup">
      <div className="checkout-main">
        <SubscriptionProductCard
          product={product}
          variant={variant}
          quantity={quantity}
          onQuantityChange={setQuantity}
        />
        <section className="subscription-setup__block" aria-label={t('subscriptions.schedule')}>
          <SubscriptionDates
            startDate={startDate}
            endDate={endDate}
            today={today}
            onStartChange={setStartDate}
            onEndChange={setEndDate}
          />
          <WeekdayPicker selected={days} onChange={setDays} />
        </section>
        <DeliverySlotPicker slots={slots.data} selectedId={slot?.id ?? null} onSelect={setPickedSlot} />
        <SubscriptionAddresses addresses={addresses} />
        <PaymentModePicker
          options={subscriptionPaymentOptions(paymentConfig.data, paymentMethodLabel)}
          selected={paymentMethod}
          onSelect={(method) => isSubscriptionPaymentMethod(method) && setPaymentMethod(method)}
          walletBalance={walletBalance}
        />
      </div>
      <aside className="checkout-side">
        <SubscriptionSummaryCard summary={subscriptionSummary(variant, product, quantity)} />
        <StartDateNote startDate={startDate} cutoffTime={cutoffTime} slot={slot} />
        <div className="checkout-actions">
          {addresses.all.length > 0 ? (
            <button type="button" className="button button--primary" disabled={busy} onClick={confirmSubscription}>
              {t('subscriptions.confirm')}
            </button>
          ) : null}
          <Link className="text-link" to="/category">
            {t('orders.shopMore')}
          </Link>
        </div>
      </aside>
    </div>
  );
}
