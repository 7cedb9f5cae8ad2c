// What other features may import from this one; the rest of the folder is private (eslint.config.js).
export { useCreateSubscription, type NewSubscription } from '#src/features/subscriptions/api/create-subscription.ts';
export { useDeliveryCalendar } from '#src/features/subscriptions/api/get-delivery-calendar.ts';
export { DeliveryCalendar } from '#src/features/subscriptions/components/delivery-calendar.tsx';
export { SubscriptionsTable } from '#src/features/subscriptions/components/subscriptions-table.tsx';
export { WalletShortfallNotice } from '#src/features/subscriptions/components/wallet-shortfall-notice.tsx';
export { WeekdayPicker } from '#src/features/subscriptions/components/weekday-picker.tsx';
