import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useT } from '#src/lib/i18n.tsx';
import { CartIcon } from '#src/ui/icons.tsx';
import { useCartItemCount } from '#src/features/cart-checkout/hooks/use-cart-item-count.ts';

/** The cart icon with its item-count badge (hidden while the cart is empty). */
export function CartLink({ className, children }: { className: string; children?: ReactNode }) {
  const t = useT();
  const count = useCartItemCount();
  const label = count > 0 ? t('shell.cartWithItems', { count }) : t('shell.cart');
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
      {children && count > 0 ? <span className="visually-hidden">{t('shell.cartItems', { count })}</span> : null}
    </NavLink>
  );
}
