import { NavLink } from 'react-router';
import { GridIcon, HomeIcon } from '#src/ui/icons.tsx';
import { AccountLink } from '#src/app/shell/account-link.tsx';
import { CartLink } from '#src/app/shell/cart-link.tsx';

/** The mobile tab bar (up to 767 px): Home, Products, Cart, Account. */
export function BottomTabBar() {
  return (
    <nav className="tab-bar" aria-label="Quick links">
      <NavLink to="/" end className="tab-bar__item">
        <HomeIcon />
        <span>Home</span>
      </NavLink>
      <NavLink to="/category" className="tab-bar__item">
        <GridIcon />
        <span>Products</span>
      </NavLink>
      <CartLink className="tab-bar__item">
        <span>Cart</span>
      </CartLink>
      <AccountLink className="tab-bar__item">
        <span>Account</span>
      </AccountLink>
    </nav>
  );
}
