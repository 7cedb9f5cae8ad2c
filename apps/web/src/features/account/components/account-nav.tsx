import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import {
  AddressIcon,
  LogoutIcon,
  OrdersIcon,
  ProfileIcon,
  SubscriptionIcon,
  WalletIcon,
} from '#src/features/account/components/account-nav-icons.tsx';
import { useLogOut } from '#src/features/auth/index.ts';

const SECTIONS: { to: string; label: string; icon: ReactNode }[] = [
  { to: 'profile', label: 'Profile', icon: <ProfileIcon /> },
  { to: 'wallet', label: 'Wallet', icon: <WalletIcon /> },
  { to: 'address', label: 'Address', icon: <AddressIcon /> },
  { to: 'orders', label: 'Orders', icon: <OrdersIcon /> },
  { to: 'subscription', label: 'Subscription', icon: <SubscriptionIcon /> },
];

/** The account sections and Logout (spec §2); the active section is highlighted by NavLink's `active` class. */
export function AccountNavList() {
  const logOut = useLogOut();
  return (
    <ul className="account-nav__list">
      {SECTIONS.map((section) => (
        <li key={section.to}>
          <NavLink to={section.to} className="account-nav__item" title={section.label}>
            {section.icon}
            <span className="account-nav__label">{section.label}</span>
          </NavLink>
        </li>
      ))}
      <li>
        <button
          type="button"
          className="account-nav__item account-nav__logout"
          title="Logout"
          onClick={() => void logOut()}
        >
          <LogoutIcon />
          <span className="account-nav__label">Logout</span>
        </button>
      </li>
    </ul>
  );
}
