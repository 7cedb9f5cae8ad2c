import { Link } from 'react-router';
import type { Cart } from '@haat/contract/carts/carts.schemas';
import { deliveryChargePaise, deliveryRuleOf, paiseToFreeDelivery } from '@haat/contract/checkouts/bill';
import { fromPaise, toPaise } from '@haat/contract/format';
import type { ShippingConfig } from '@haat/contract/stores/stores.schemas';
import { useChangeCartItem } from '#src/features/cart-checkout/hooks/use-change-cart-item.ts';
import { useShippingConfig } from '#src/features/cart-checkout/api/get-shipping-config.ts';
import { CartLine } from '#src/features/cart-checkout/components/cart-line.tsx';
import { CheckoutBar } from '#src/features/cart-checkout/components/checkout-bar.tsx';
import { PriceSummary } from '#src/features/cart-checkout/components/price-summary.tsx';
import { QuantityStepper } from '#src/ui/quantity-stepper.tsx';
import { mostInLine } from '#src/features/cart-checkout/lib/stock-note.ts';
import { useT } from '#src/lib/i18n.tsx';
import { CouponBox, type CartCoupon } from '#src/features/coupons/index.ts';

interface CartStepProps {
  cart: Cart;
  /** The cart's coupon: its totals replace the cart's while it applies. */
  coupon: CartCoupon;
  onContinue: () => void;
  continuing: boolean;
}

/** Step 0 'Your Cart': the lines with steppers, the summary, Continue and Shop more. */
export function CartStep({ cart, coupon, onContinue, continuing }: CartStepProps) {
  const t = useT();
  const { add, remove, isPending } = useChangeCartItem();
  const shippingConfig = useShippingConfig();
  if (cart.items.length === 0) {
    return (
      <div className="cart-empty">
        <h1>{t('empty.cart')}</h1>
        <p className="muted">{t('empty.cartHint')}</p>
        <Link className="button button--primary" to="/category">
          {t('cart.shopMore')}
        </Link>
      </div>
    );
  }
  const shortOfStock = cart.items.some((item) => item.insufficientStock);
  // Delivery is free from the store's threshold on the goods after the coupon, as the server counts it.
  const delivery = cartDelivery(coupon.totals, shippingConfig.data);
  const shipping = delivery ? { charge: fromPaise(delivery.chargePaise), inFinalPrice: false } : null;
  return (
    <div className="checkout-layout">
      <section className="checkout-main" aria-labelledby="cart-heading">
        <div className="checkout-main__header">
          <h1 id="cart-heading">{t('cart.title')}</h1>
          <p className="muted">
            {/* Spec wording, word for word, also for one item. */}
            {t('cart.itemCount', { count: cart.items.length })}
          </p>
        </div>
        <ul className="cart-lines">
          {cart.items.map((item) => (
            <CartLine
              key={item.productVariantId}
              item={item}
              control={
                <QuantityStepper
                  quantity={item.quantity}
                  productName={item.productName}
                  busy={isPending}
                  addDisabled={item.quantity >= mostInLine(item.currentAvailableQuantity)}
                  onAdd={() => add.mutate(item.productVariantId)}
                  onRemove={() => remove.mutate(item.productVariantId)}
                />
              }
            />
          ))}
        </ul>
      </section>
      <aside className="checkout-side">
        <PriceSummary
          title={t('cart.priceDetails')}
          totals={coupon.totals}
          shipping={shipping}
          toFreeDelivery={delivery?.toFreePaise ? fromPaise(delivery.toFreePaise) : null}
        />
        <CouponBox coupon={coupon} />
        {shortOfStock ? <p className="cart-line__note">{t('cart.lowerQuantities')}</p> : null}
        <CheckoutBar totals={coupon.totals} shipping={shipping}>
          <button
            type="button"
            className="button button--primary"
            disabled={continuing || shortOfStock || coupon.checking}
            onClick={onContinue}
          >
            {t('checkout.continue')}
          </button>
        </CheckoutBar>
        <Link className="text-link checkout-side__link" to="/category">
          {t('cart.shopMore')}
        </Link>
      </aside>
    </div>
  );
}

/**
 * The delivery charge the checkout will add, from the store's rule and the cart's amount (as the server
 * works it out), and how much more would make it free; null until the rule has loaded, or with none.
 */
function cartDelivery(cart: Pick<Cart, 'finalPrice'>, config: ShippingConfig | undefined) {
  const rule = config ? deliveryRuleOf(config) : null;
  if (!rule) return null;
  const goodsPaise = toPaise(cart.finalPrice);
  return { chargePaise: deliveryChargePaise(goodsPaise, rule), toFreePaise: paiseToFreeDelivery(goodsPaise, rule) };
}
