import '#src/ui/checkout-layout.css';
import '#src/features/cart-checkout/components/cart.css';
import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import type { Cart } from '@haat/contract/carts/carts.schemas';
import type { Checkout } from '@haat/contract/checkouts/checkouts.schemas';
import { FullScreenSpinner } from '#src/ui/full-screen-spinner.tsx';
import { notify } from '#src/lib/notify.ts';
import { useT, useTextOf } from '#src/lib/i18n.tsx';
import { useCreateCheckout } from '#src/features/cart-checkout/api/create-checkout.ts';
import { useCheckout } from '#src/features/cart-checkout/api/get-checkout.ts';
import { useUpdateCheckout } from '#src/features/cart-checkout/api/update-checkout.ts';
import { useCart } from '#src/features/cart-checkout/api/get-cart.ts';
import { useCartCoupon } from '#src/features/coupons/index.ts';
import { CartStep } from '#src/features/cart-checkout/components/cart-step.tsx';
import { StepIndicator } from '#src/features/cart-checkout/components/step-indicator.tsx';
import { clampStep, type CheckoutStep } from '#src/features/cart-checkout/lib/checkout-rules.ts';
import { holdsCartLines, restoredStep } from '#src/features/cart-checkout/lib/checkout-restore.ts';

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

/** The choices of a checkout that a new one (the cart changed since) should start with, or null. */
function choicesOf(checkout: Checkout | null) {
  if (!checkout?.shippingAddress && !checkout?.paymentMethod) return null;
  return {
    ...(checkout.shippingAddress ? { shippingAddress: checkout.shippingAddress } : {}),
    ...(checkout.paymentMethod ? { paymentMethod: checkout.paymentMethod } : {}),
  };
}

/**
 * /cart: one screen, three steps (spec §2, §4). Continue on the cart creates a checkout; Continue on step 1
 * saves the address and payment mode into it; step 2 places the order (and pays it, for Online) and opens its
 * status page. The checkout's id and step are in the address (`?checkout=…&step=…`) and its choices on the
 * server, so a reload comes back to the same step with the same choices (issue 39).
 */
export default function CartRoute() {
  const t = useT();
  const textOf = useTextOf();
  const cart = useCart();
  const [params, setParams] = useSearchParams();
  const checkoutId = params.get('checkout');
  const restored = useCheckout(checkoutId);
  const createCheckout = useCreateCheckout();
  const updateCheckout = useUpdateCheckout();
  const coupon = useCartCoupon(cart.data ?? emptyCart);

  if (cart.isLoading || restored.isLoading) return <FullScreenSpinner />;
  if (cart.isError) throw cart.error;
  // A shopper without a cart id yet has nothing in the cart.
  const cartData = cart.data ?? emptyCart;
  // One the shopper cannot have (another's, a mistyped address) leaves the cart as the step.
  const checkout = restored.data ?? null;
  // Placed already (Back after paying, a reload after Place Order): its order, not a second Place Order.
  if (checkout?.orderId) return <Navigate to={`/order/${checkout.orderId}/status`} replace />;
  const current: CheckoutStep = checkout ? restoredStep(params.get('step'), checkout) : 0;

  // Replaced rather than pushed: the address records where the checkout is, the step indicator goes back.
  const goTo = (next: number, id = checkout?.id) => {
    setParams(id ? { checkout: id, step: String(clampStep(next)) } : {}, { replace: true });
    window.scrollTo({ top: 0 });
  };

  const startCheckout = async () => {
    void loadDeliveryStep();
    void loadReviewAndPay();
    // Back at the cart and on without changing it: the same checkout, its choices kept.
    if (checkout && holdsCartLines(checkout, cartData.items) && checkout.couponCode === coupon.applies) return goTo(1);
    let created: Checkout;
    try {
      created = await createCheckout.mutateAsync({ cartItems: cartData.items, couponCode: coupon.applies });
    } catch (error) {
      // A coupon refused since the cart checked it says why; anything else, the general words.
      const status = (error as { status?: number }).status;
      return void notify.error(status === 400 ? textOf((error as Error).message) : t('cart.checkoutFailed'));
    }
    // The cart changed: a new checkout, starting with the choices made in the last one (best effort).
    const carried = choicesOf(checkout);
    if (carried) await updateCheckout.mutateAsync({ checkoutId: created.id, ...carried }).catch(() => undefined);
    goTo(1, created.id);
  };

  return (
    <section className="page-section checkout">
      <StepIndicator current={current} onJump={goTo} />
      {/* The cart step's title is its h1; the other two steps are named for screen readers by this one. */}
      {current > 0 ? (
        <h1 className="visually-hidden">
          {t(current === 1 ? 'checkout.deliveryAndPayment' : 'checkout.reviewHeading')}
        </h1>
      ) : null}
      {current === 0 ? (
        <CartStep
          cart={cartData}
          coupon={coupon}
          continuing={createCheckout.isPending || updateCheckout.isPending}
          onContinue={() => void startCheckout()}
        />
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
                  onSuccess: () => goTo(2),
                  onError: (error) => notify.error(textOf(error.message)),
                },
              )
            }
          />
        ) : null}
        {current === 2 && checkout ? <ReviewAndPay checkout={checkout} onChangePayment={() => goTo(1)} /> : null}
      </Suspense>
    </section>
  );
}
