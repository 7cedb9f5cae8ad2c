import { useNavigate } from 'react-router';
import type { Product } from '@haat/contract/catalogue/catalogue.schemas';
import { useIsLoggedIn } from '#src/lib/store-context.tsx';

interface AddToCartControlProps {
  product: Product;
  /** 'card' says 'Add' for subscribable products (spec §2); 'page' always says 'Add to Cart'. */
  variant?: 'card' | 'page';
}

/**
 * The product card's and product page's cart control: 'Add to Cart' ('Add' on a card when subscribable), or
 * a minus / quantity / plus stepper when the first variant is in a signed-in shopper's cart. Guests go to
 * /login. The cart issue wires it to the cart; this first version only sends guests to log in.
 */
export function AddToCartControl({ product, variant = 'card' }: AddToCartControlProps) {
  const navigate = useNavigate();
  const isLoggedIn = useIsLoggedIn();
  const label = variant === 'card' && product.isSubscribable ? 'Add' : 'Add to Cart';
  const outOfStock = (product.variants[0]?.availableQuantity ?? 0) <= 0;
  return (
    <button
      type="button"
      className="button button--primary add-to-cart"
      disabled={outOfStock && isLoggedIn}
      onClick={() => {
        if (!isLoggedIn) navigate('/login', { state: { from: window.location.pathname } });
      }}
    >
      {label}
    </button>
  );
}
