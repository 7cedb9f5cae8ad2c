import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useT } from '#src/lib/i18n.tsx';
import { CartIcon } from '#src/ui/icons.tsx';
import { useCartItemCount } from '#src/features/cart-checkout/hooks/use-cart-item-count.ts';

/**
 * The cart icon with its item-count badge (hidden while the cart is empty). Its name is hidden text, not an
 * aria-label: a badge that reads "99+" is not in a label that says "211 items", which speech input (saying
 * what one sees) would miss.
 */
export function CartLink({ className, children }: { className: string; children?: ReactNode }) {
  const t = useT();
  const count = useCartItemCount();
  const label = count > 0 ? t('shell.cartWithItems', { count }) : t('shell.cart');
  return (
    <NavLink to="/cart" className={className}>
      <span className="badge-anchor">
        <CartIcon />
        {count > 0 ? (
          <span className="badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
      {children ?? <span className="visually-hidden">{label}</span>}
      {children && count > 0 ? <span className="visually-hidden">{t('shell.cartItems', { count })}</span> : null}
    </NavLink>
  );
}
