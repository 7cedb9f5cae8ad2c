import type { Checkout, PaymentMethod } from '@haat/contract/checkouts/checkouts.schemas';
import { billOf } from '@haat/contract/checkouts/bill';
import { WALLET_PAYMENT_METHOD } from '@haat/contract/checkouts/checkouts.values';
import { CartLine } from '#src/features/cart-checkout/components/cart-line.tsx';
import { CheckoutBar } from '#src/features/cart-checkout/components/checkout-bar.tsx';
import { PriceSummary } from '#src/features/cart-checkout/components/price-summary.tsx';
import { paymentMethodLabelIds } from '@haat/contract/checkouts/payment-methods';
import { useT, type MessageId } from '#src/lib/i18n.tsx';
import { useUpdateCheckout } from '#src/features/cart-checkout/api/update-checkout.ts';

interface ReviewStepProps {
  checkout: Checkout;
  placing: boolean;
  /** The order is placed and its online payment is under way or never started (the button then retries it). */
  retryingPayment?: boolean;
  onPlaceOrder: () => void;
  /** Back to step 1, where the payment mode is chosen. */
  onChangePayment: () => void;
}

/** What paying this way means at the door or next (issue 39: Online was placed when COD was meant). */
const payingHints: Record<PaymentMethod, MessageId> = {
  COD: 'checkout.payCashOnDelivery',
  PAYMENT_GATEWAY: 'checkout.payOnlineNext',
  [WALLET_PAYMENT_METHOD]: 'checkout.payFromWallet',
};

/**
 * Step 2: Order Items, Shipping Address, Payment Method, Billing Info and Place Order. The payment mode is said
 * twice where it cannot be missed: in its block, with what it means, and beside Place Order itself.
 */
export function ReviewStep({
  checkout,
  placing,
  retryingPayment = false,
  onPlaceOrder,
  onChangePayment,
}: ReviewStepProps) {
  const t = useT();
  const address = checkout.shippingAddress;
  const shipping = { charge: checkout.shippingPrice, inFinalPrice: true };
  const method = checkout.paymentMethod;
  const methodName = method ? t(paymentMethodLabelIds[method]) : '';
  return (
    <div className="checkout-layout">
      <div className="checkout-main">
        <section className="review-block" aria-labelledby="review-items">
          <h2 id="review-items">{t('checkout.orderItems')}</h2>
          <ul className="cart-lines">
            {checkout.cartItems.map((item) => (
              <CartLine key={item.productVariantId} item={item} />
            ))}
          </ul>
        </section>
        <section className="review-block" aria-labelledby="review-address">
          <h2 id="review-address">{t('checkout.shippingAddress')}</h2>
          {address ? (
            <address className="review-address">
              <strong>{address.name}</strong>
              <span>{address.address}</span>
              {address.landmark ? <span>{address.landmark}</span> : null}
              <span>
                {address.city}, {address.state} {address.pin}
              </span>
              <span>{address.mobile}</span>
              {address.email ? <span>{address.email}</span> : null}
            </address>
          ) : null}
        </section>
        <section className="review-block review-payment" aria-labelledby="review-payment">
          <div className="review-payment__header">
            <h2 id="review-payment">{t('checkout.paymentMethod')}</h2>
            <button
              type="button"
              className="review-payment__change"
              aria-label={t('checkout.changePaymentMode')}
              onClick={onChangePayment}
            >
              {t('checkout.change')}
            </button>
          </div>
          <p className="review-payment__method">{methodName}</p>
          {method ? (
            <p className="review-payment__hint">
              {t(payingHints[method], { amount: billOf(checkout, shipping).total })}
            </p>
          ) : null}
        </section>
      </div>
      <aside className="checkout-side">
        <PriceSummary title={t('checkout.billingInfo')} totals={checkout} shipping={shipping} />
        {checkout.couponProblem ? <CouponProblem checkout={checkout} /> : null}
        <CheckoutBar totals={checkout} shipping={shipping}>
          {method ? <p className="checkout-bar__paying-by">{t('checkout.payingBy', { method: methodName })}</p> : null}
          <button type="button" className="button button--primary" disabled={placing} onClick={onPlaceOrder}>
            {t(
              placing
                ? retryingPayment
                  ? 'checkout.waitingForPayment'
                  : 'checkout.placingOrder'
                : retryingPayment
                  ? 'checkout.retryPayment'
                  : 'checkout.placeOrder',
            )}
          </button>
        </CheckoutBar>
      </aside>
    </div>
  );
}

/** The checkout's coupon stopped applying (it ran out, it expired): why, and the way on without it. */
function CouponProblem({ checkout }: { checkout: Checkout }) {
  const t = useT();
  const update = useUpdateCheckout();
  return (
    <div className="summary__hint coupon-problem" role="alert">
      <p>{checkout.couponProblem}</p>
      <button
        type="button"
        className="button"
        disabled={update.isPending}
        onClick={() => update.mutate({ checkoutId: checkout.id, couponCode: '' })}
      >
        {t('coupons.removeFromOrder')}
      </button>
    </div>
  );
}
