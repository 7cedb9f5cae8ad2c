import '#src/ui/checkout-layout.css';
import '#src/features/cart-checkout/components/cart.css';
import { lazy, Suspense, useState } from 'react';
import type { Cart } from '@haat/contract/carts/carts.schemas';
import type { Checkout } from '@haat/contract/checkouts/checkouts.schemas';
import { FullScreenSpinner } from '#src/ui/full-screen-spinner.tsx';
import { notify } from '#src/lib/notify.ts';
import { useT, useTextOf } from '#src/lib/i18n.tsx';
import { useCreateCheckout } from '#src/features/cart-checkout/api/create-checkout.ts';
import { useUpdateCheckout } from '#src/features/cart-checkout/api/update-checkout.ts';
import { useCart } from '#src/features/cart-checkout/api/get-cart.ts';
import { CartStep } from '#src/features/cart-checkout/components/cart-step.tsx';
import { StepIndicator } from '#src/features/cart-checkout/components/step-indicator.tsx';
import { clampStep, type CheckoutStep } from '#src/features/cart-checkout/lib/checkout-rules.ts';

// The delivery and review steps (addresses, payment modes, wallet, placing and paying) load once the shopper
// starts a checkout, not with the cart a first visit shows.
const loadDeliveryStep = () => import('#src/features/cart-checkout/components/delivery-step.tsx');
const loadReviewAndPay = () => import('#src/features/cart-checkout/components/review-and-pay.tsx');
const DeliveryStep = lazy(() => loadDeliveryStep().then((module) => ({ default: module.DeliveryStep })));
const ReviewAndPay = lazy(() => loadReviewAndPay().then((module) => ({ default: module.ReviewAndPay })));

const emptyCart: Cart = {
  id: '',
  items: [],
  totalPrice: 0,
  couponDiscount: 0,
  totalDiscount: 0,
  tax: 0,
  finalPrice: 0,
};

/**
 * /cart: one screen, three steps (spec §2, §4). Continue on the cart creates a checkout; Continue on step 1
 * saves the address and payment mode into it; step 2 places the order (and pays it, for Online) and opens its
 * status page.
 */
export default function CartRoute() {
  const t = useT();
  const textOf = useTextOf();
  const cart = useCart();
  const createCheckout = useCreateCheckout();
  const updateCheckout = useUpdateCheckout();
  const [step, setStep] = useState<CheckoutStep>(0);
  const [checkout, setCheckout] = useState<Checkout | null>(null);

  if (cart.isLoading) return <FullScreenSpinner />;
  if (cart.isError) throw cart.error;
  // A shopper without a cart id yet has nothing in the cart.
  const cartData = cart.data ?? emptyCart;
  const current: CheckoutStep = checkout ? step : 0;

  const goTo = (next: number) => {
    setStep(clampStep(next));
    window.scrollTo({ top: 0 });
  };

  const startCheckout = () => {
    void loadDeliveryStep();
    void loadReviewAndPay();
    createCheckout.mutate(cartData.items, {
      onSuccess: (created) => {
        setCheckout(created);
        goTo(1);
      },
      onError: () => notify.error(t('cart.checkoutFailed')),
    });
  };

  return (
    <section className="page-section checkout">
      <StepIndicator current={current} onJump={goTo} />
      {current === 0 ? (
        <CartStep cart={cartData} continuing={createCheckout.isPending} onContinue={startCheckout} />
      ) : null}
      <Suspense fallback={<FullScreenSpinner />}>
        {current === 1 && checkout ? (
          <DeliveryStep
            checkout={checkout}
            saving={updateCheckout.isPending}
            onContinue={(choice) =>
              updateCheckout.mutate(
                { checkoutId: checkout.id, ...choice },
                {
                  onSuccess: (updated) => {
                    setCheckout(updated);
                    goTo(2);
                  },
                  onError: (error) => notify.error(textOf(error.message)),
                },
              )
            }
          />
        ) : null}
        {current === 2 && checkout ? <ReviewAndPay checkout={checkout} /> : null}
      </Suspense>
    </section>
  );
}
