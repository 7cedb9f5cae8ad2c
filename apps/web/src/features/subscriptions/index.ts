// What other features may import from this one; the rest of the folder is private (eslint.config.js).
export { useCreateSubscription, type NewSubscription } from '#src/features/subscriptions/api/create-subscription.ts';
export { SubscriptionsTable } from '#src/features/subscriptions/components/subscriptions-table.tsx';
export { WeekdayPicker } from '#src/features/subscriptions/components/weekday-picker.tsx';
