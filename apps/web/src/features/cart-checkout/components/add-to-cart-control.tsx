import '#src/features/cart-checkout/components/cart.css';
import { useLocation, useNavigate } from 'react-router';
import type { Product, ProductVariant } from '@haat/contract/catalogue/catalogue.schemas';
import type { LoginReturnState } from '#src/lib/auth-session.ts';
import { useChangeCartItem } from '#src/features/cart-checkout/hooks/use-change-cart-item.ts';
import { useShopper } from '#src/lib/use-shopper.ts';
import { useCart } from '#src/features/cart-checkout/api/get-cart.ts';
import { QuantityStepper } from '#src/ui/quantity-stepper.tsx';
import { mostInLine, stockNote } from '#src/features/cart-checkout/lib/stock-note.ts';
import { useT } from '#src/lib/i18n.tsx';
import { NotifyMe } from '#src/features/stock-alerts/index.ts';

interface AddToCartControlProps {
  product: Product;
  /** 'card' says 'Add' for subscribable products (spec §2); 'page' always says 'Add to Cart'. */
  place?: 'card' | 'page';
  /** The pack size chosen; the first variant (the spec's default) when there is no choice. */
  packSize?: ProductVariant | undefined;
}

/**
 * The product card's and product page's cart control: 'Add to Cart' ('Add' on a card when subscribable), or
 * a minus / quantity / plus stepper when the chosen pack size is in a signed-in shopper's cart. Guests go to
 * /login and come back here after logging in, with the product added. Out of stock, there is nothing to press: it says so; when
 * few are left, or the cart holds all there is, it says how many.
 */
export function AddToCartControl(props: AddToCartControlProps) {
  const { isLoggedIn } = useShopper();
  // A guest's control reads no cart and holds no cart requests: a listing has dozens of them, and the server's
  // render and the browser's hydration (both signed out) spent a quarter of a page's time on those hooks.
  return isLoggedIn ? <ShopperCartControl {...props} /> : <GuestCartControl {...props} />;
}

function GuestCartControl({ product, place = 'card', packSize }: AddToCartControlProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const chosen = packSize ?? product.variants[0];
  if (!chosen) return null;

  const sendGuestToLogin = () => {
    // The add is carried through login and finished on the way back (use-finish-pending-cart-add.ts).
    const state: LoginReturnState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
      pendingCartAdd: { productVariantId: chosen.variantId, productName: product.name },
    };
    navigate('/login', { state });
  };
  return <AddButton product={product} place={place} chosen={chosen} disabled={false} onAdd={sendGuestToLogin} />;
}

function ShopperCartControl({ product, place = 'card', packSize }: AddToCartControlProps) {
  const { cartId } = useShopper();
  const { data: cart } = useCart();
  const { add, remove, isPending } = useChangeCartItem();
  const chosen = packSize ?? product.variants[0];
  if (!chosen) return null;
  const line = cart?.items.find((item) => item.productVariantId === chosen.variantId);

  if (line) {
    return (
      <div className="cart-control">
        <QuantityStepper
          quantity={line.quantity}
          productName={product.name}
          busy={isPending}
          addDisabled={line.quantity >= mostInLine(chosen.availableQuantity)}
          onAdd={() => add.mutate(chosen.variantId)}
          onRemove={() => remove.mutate(chosen.variantId)}
        />
        <StockNote available={chosen.availableQuantity} inCart={line.quantity} />
      </div>
    );
  }
  return (
    <AddButton
      product={product}
      place={place}
      chosen={chosen}
      disabled={isPending || cartId === ''}
      onAdd={() => add.mutate(chosen.variantId)}
    />
  );
}

interface AddButtonProps {
  product: Product;
  place: 'card' | 'page';
  chosen: ProductVariant;
  disabled: boolean;
  onAdd: () => void;
}

/** 'Add to Cart' (or 'Add'), with how few are left; out of stock, the note and "Notify me" where offered. */
function AddButton({ product, place, chosen, disabled, onAdd }: AddButtonProps) {
  const t = useT();
  if (chosen.availableQuantity <= 0) {
    return (
      <div className="cart-control">
        <p className="stock-note stock-note--out">{t('cart.outOfStock')}</p>
        <NotifyMe productName={product.name} productVariantId={chosen.variantId} />
      </div>
    );
  }
  const label = place === 'card' && product.isSubscribable ? t('cart.add') : t('cart.addToCart');
  return (
    <div className="cart-control">
      <button type="button" className="button button--primary add-to-cart" disabled={disabled} onClick={onAdd}>
        {label}
      </button>
      <StockNote available={chosen.availableQuantity} />
    </div>
  );
}

function StockNote({ available, inCart }: { available: number; inCart?: number }) {
  const t = useT();
  const note = stockNote(available, inCart);
  return note ? <p className="stock-note">{t(note.id, note.values)}</p> : null;
}
