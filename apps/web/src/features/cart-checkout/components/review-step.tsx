import type { Checkout } from '@haat/contract/checkouts/checkouts.schemas';
import { CartLine } from '#src/features/cart-checkout/components/cart-line.tsx';
import { CheckoutBar } from '#src/features/cart-checkout/components/checkout-bar.tsx';
import { PriceSummary } from '#src/features/cart-checkout/components/price-summary.tsx';
import { paymentMethodLabelIds } from '@haat/contract/checkouts/payment-methods';
import { useT } from '#src/lib/i18n.tsx';

interface ReviewStepProps {
  checkout: Checkout;
  placing: boolean;
  /** The order is placed and its online payment is under way or never started (the button then retries it). */
  retryingPayment?: boolean;
  onPlaceOrder: () => void;
}

/** Step 2: Order Items, Shipping Address, Payment Method, Billing Info and Place Order. */
export function ReviewStep({ checkout, placing, retryingPayment = false, onPlaceOrder }: ReviewStepProps) {
  const t = useT();
  const address = checkout.shippingAddress;
  const shipping = { charge: checkout.shippingPrice, inFinalPrice: true };
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
        <section className="review-block" aria-labelledby="review-payment">
          <h2 id="review-payment">{t('checkout.paymentMethod')}</h2>
          <p>{checkout.paymentMethod ? t(paymentMethodLabelIds[checkout.paymentMethod]) : ''}</p>
        </section>
      </div>
      <aside className="checkout-side">
        <PriceSummary title={t('checkout.billingInfo')} totals={checkout} shipping={shipping} />
        <CheckoutBar totals={checkout} shipping={shipping}>
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
