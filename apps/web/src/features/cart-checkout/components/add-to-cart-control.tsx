import '#src/features/cart-checkout/components/cart.css';
import { useLocation, useNavigate } from 'react-router';
import type { Product } from '@haat/contract/catalogue/catalogue.schemas';
import type { LoginReturnState } from '#src/lib/auth-session.ts';
import { useChangeCartItem } from '#src/features/cart-checkout/api/change-cart-item.ts';
import { useCart, useShopper } from '#src/features/cart-checkout/api/get-cart.ts';
import { QuantityStepper } from '#src/features/cart-checkout/components/quantity-stepper.tsx';

interface AddToCartControlProps {
  product: Product;
  /** 'card' says 'Add' for subscribable products (spec §2); 'page' always says 'Add to Cart'. */
  variant?: 'card' | 'page';
}

/**
 * The product card's and product page's cart control: 'Add to Cart' ('Add' on a card when subscribable), or
 * a minus / quantity / plus stepper when the first variant is in a signed-in shopper's cart. Guests go to
 * /login and come back here after logging in.
 */
export function AddToCartControl({ product, variant = 'card' }: AddToCartControlProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { isLoggedIn, cartId } = useShopper();
  const { data: cart } = useCart();
  const { add, remove, isPending } = useChangeCartItem();
  const first = product.variants[0];
  if (!first) return null;
  const line = isLoggedIn ? cart?.items.find((item) => item.productVariantId === first.variantId) : undefined;

  const sendGuestToLogin = () => {
    const state: LoginReturnState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    navigate('/login', { state });
  };

  if (line) {
    return (
      <QuantityStepper
        quantity={line.quantity}
        productName={product.name}
        busy={isPending}
        addDisabled={line.quantity >= first.availableQuantity}
        onAdd={() => add.mutate(first.variantId)}
        onRemove={() => remove.mutate(first.variantId)}
      />
    );
  }

  const label = variant === 'card' && product.isSubscribable ? 'Add' : 'Add to Cart';
  const outOfStock = first.availableQuantity <= 0;
  return (
    <button
      type="button"
      className="button button--primary add-to-cart"
      disabled={isLoggedIn && (outOfStock || isPending || cartId === '')}
      onClick={() => (isLoggedIn ? add.mutate(first.variantId) : sendGuestToLogin())}
    >
      {label}
    </button>
  );
}
