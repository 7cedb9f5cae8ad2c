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
import { useT, type MessageId } from '#src/lib/i18n.tsx';

const SECTIONS: { to: string; label: MessageId; icon: ReactNode }[] = [
  { to: 'profile', label: 'account.profile', icon: <ProfileIcon /> },
  { to: 'wallet', label: 'account.wallet', icon: <WalletIcon /> },
  { to: 'address', label: 'account.address', icon: <AddressIcon /> },
  { to: 'orders', label: 'account.orders', icon: <OrdersIcon /> },
  { to: 'subscription', label: 'account.subscription', icon: <SubscriptionIcon /> },
];

/** The account sections and Logout (spec §2); the active section is highlighted by NavLink's `active` class. */
export function AccountNavList() {
  const t = useT();
  const logOut = useLogOut();
  return (
    <ul className="account-nav__list">
      {SECTIONS.map((section) => (
        <li key={section.to}>
          <NavLink to={section.to} className="account-nav__item" title={t(section.label)}>
            {section.icon}
            <span className="account-nav__label">{t(section.label)}</span>
          </NavLink>
        </li>
      ))}
      <li>
        <button
          type="button"
          className="account-nav__item account-nav__logout"
          title={t('account.logout')}
          onClick={() => void logOut()}
        >
          <LogoutIcon />
          <span className="account-nav__label">{t('account.logout')}</span>
        </button>
      </li>
    </ul>
  );
}
