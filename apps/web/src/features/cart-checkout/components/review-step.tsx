import type { Checkout } from '@haat/contract/checkouts/checkouts.schemas';
import { CartLine } from '#src/features/cart-checkout/components/cart-line.tsx';
import { CheckoutBar } from '#src/features/cart-checkout/components/checkout-bar.tsx';
import { PriceSummary } from '#src/features/cart-checkout/components/price-summary.tsx';
import { paymentMethodLabels } from '#src/ui/payment-method-labels.ts';

interface ReviewStepProps {
  checkout: Checkout;
  placing: boolean;
  /** The order is placed and its online payment is under way or never started (the button then retries it). */
  retryingPayment?: boolean;
  onPlaceOrder: () => void;
}

/** Step 2: Order Items, Shipping Address, Payment Method, Billing Info and Place Order. */
export function ReviewStep({ checkout, placing, retryingPayment = false, onPlaceOrder }: ReviewStepProps) {
  const address = checkout.shippingAddress;
  const shipping = { charge: checkout.shippingPrice, inFinalPrice: true };
  return (
    <div className="checkout-layout">
      <div className="checkout-main">
        <section className="review-block" aria-labelledby="review-items">
          <h2 id="review-items">Order Items</h2>
          <ul className="cart-lines">
            {checkout.cartItems.map((item) => (
              <CartLine key={item.productVariantId} item={item} />
            ))}
          </ul>
        </section>
        <section className="review-block" aria-labelledby="review-address">
          <h2 id="review-address">Shipping Address</h2>
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
          <h2 id="review-payment">Payment Method</h2>
          <p>{checkout.paymentMethod ? paymentMethodLabels[checkout.paymentMethod] : ''}</p>
        </section>
      </div>
      <aside className="checkout-side">
        <PriceSummary title="Billing Info" totals={checkout} shipping={shipping} />
        <CheckoutBar totals={checkout} shipping={shipping}>
          <button type="button" className="button button--primary" disabled={placing} onClick={onPlaceOrder}>
            {placing
              ? retryingPayment
                ? 'Waiting for payment…'
                : 'Placing order…'
              : retryingPayment
                ? 'Retry payment'
                : 'Place Order'}
          </button>
        </CheckoutBar>
      </aside>
    </div>
  );
}
