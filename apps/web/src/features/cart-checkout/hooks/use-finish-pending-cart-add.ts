import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pendingCartAddFrom } from '#src/lib/auth-session.ts';
import { useShopper } from '#src/lib/use-shopper.ts';
import { useAddCartItem } from '#src/features/cart-checkout/api/add-cart-item.ts';

/**
 * Finishes a guest's Add to Cart once the login it led to is done (issue 39: the item was lost): the login
 * page comes back with the add in router state; here it is taken out of the history entry first, then made,
 * once, with the usual toast. A reload, Back or a second render then finds nothing left to add.
 */
export function useFinishPendingCartAdd() {
  const location = useLocation();
  const navigate = useNavigate();
  const { isLoggedIn, cartId } = useShopper();
  const add = useAddCartItem();
  const finished = useRef<string | null>(null);
  const variantId = pendingCartAddFrom(location.state)?.productVariantId ?? null;
  const { key, pathname, search, hash } = location;

  useEffect(() => {
    // The cart id comes with the profile at login; without it there is no cart to add to yet. On /login
    // itself the page is on its way back (its Navigate), which this must not overtake.
    if (!variantId || !isLoggedIn || cartId === '' || pathname === '/login' || finished.current === key) return;
    finished.current = key;
    void navigate({ pathname, search, hash }, { replace: true, state: null });
    add.mutate(variantId);
  }, [variantId, isLoggedIn, cartId, key, pathname, search, hash, navigate, add]);
}

/** Mounted once in the shell, so the add finishes on whichever page the shopper returns to. */
export function FinishPendingCartAdd() {
  useFinishPendingCartAdd();
  return null;
}
