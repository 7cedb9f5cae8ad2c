import { NavLink } from 'react-router';
import { useT } from '#src/lib/i18n.tsx';
import { GridIcon, HomeIcon } from '#src/ui/icons.tsx';
import { AccountLink } from '#src/app/shell/account-link.tsx';
import { CartLink } from '#src/app/shell/cart-link.tsx';

/** The mobile tab bar (up to 767 px): Home, Products, Cart, Account. */
export function BottomTabBar() {
  const t = useT();
  return (
    <nav className="tab-bar" aria-label={t('shell.quickLinks')}>
      <NavLink to="/" end className="tab-bar__item">
        <HomeIcon />
        <span>{t('shell.home')}</span>
      </NavLink>
      <NavLink to="/category" className="tab-bar__item">
        <GridIcon />
        <span>{t('shell.products')}</span>
      </NavLink>
      <CartLink className="tab-bar__item">
        <span>{t('shell.cart')}</span>
      </CartLink>
      <AccountLink className="tab-bar__item">
        <span>{t('shell.account')}</span>
      </AccountLink>
    </nav>
  );
}
