import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { CartIcon } from '#src/ui/icons.tsx';
import { useCartItemCount } from '#src/features/cart-checkout/hooks/use-cart-item-count.ts';

/** The cart icon with its item-count badge (hidden while the cart is empty). */
export function CartLink({ className, children }: { className: string; children?: ReactNode }) {
  const count = useCartItemCount();
  const label = count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart';
  return (
    <NavLink to="/cart" className={className} aria-label={children ? undefined : label}>
      <span className="badge-anchor">
        <CartIcon />
        {count > 0 ? (
          <span className="badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
      {children}
      {children && count > 0 ? <span className="visually-hidden">, {count} items</span> : null}
    </NavLink>
  );
}
