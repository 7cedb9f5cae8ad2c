import { lazyDialog } from '#src/lib/lazy-dialog.tsx';
import type { CheckoutDialogHandlers } from '#src/features/payments/hooks/use-provider-checkout.ts';

/** The provider's payment page loads when a payment first starts, not with the screen that may start one. */
export const PaymentDialog = lazyDialog<CheckoutDialogHandlers>(
  () => import('#src/features/payments/components/payment-dialog.tsx').then((module) => module.PaymentDialog),
  (props) => props.view !== null || Boolean(props.choice),
);
