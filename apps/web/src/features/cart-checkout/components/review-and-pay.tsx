import type { Checkout } from '@haat/contract/checkouts/checkouts.schemas';
import { PaymentDialog } from '#src/features/payments/index.ts';
import { ReviewStep } from '#src/features/cart-checkout/components/review-step.tsx';
import { usePlaceOrderFlow } from '#src/features/cart-checkout/hooks/use-place-order-flow.ts';

/**
 * Step 2 and what it starts: the review, Place Order, and the payment dialog of an Online order. One chunk,
 * loaded once the shopper starts a checkout, so the cart a first visit shows carries no payment code.
 */
export function ReviewAndPay({ checkout, onChangePayment }: { checkout: Checkout; onChangePayment: () => void }) {
  const placeOrder = usePlaceOrderFlow();
  return (
    <>
      <ReviewStep
        checkout={checkout}
        placing={placeOrder.busy}
        retryingPayment={placeOrder.retrying}
        onPlaceOrder={() => placeOrder.submit(checkout)}
        onChangePayment={onChangePayment}
      />
      <PaymentDialog {...placeOrder.dialog} />
    </>
  );
}
