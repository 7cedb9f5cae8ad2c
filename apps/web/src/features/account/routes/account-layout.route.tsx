import '#src/features/account/components/account.css';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ACCOUNT_NAV_COLLAPSED_REM, ACCOUNT_NAV_EXPANDED_REM } from '@haat/contract/constants';
import { CollapseIcon, MenuIcon } from '#src/features/account/components/account-nav-icons.tsx';
import { AccountNavList } from '#src/features/account/components/account-nav.tsx';
import { useT } from '#src/lib/i18n.tsx';

/**
 * The account area's frame (spec §2): side navigation and the section. Below 768 px the navigation is hidden
 * and opens as an overlay that closes on every route change; wider, it toggles between 13 rem and 4 rem.
 */
export default function AccountLayoutRoute() {
  const t = useT();
  const location = useLocation();
  // The overlay belongs to the history entry it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const overlayOpen = openOn === location.key;
  const [collapsed, setCollapsed] = useState(false);
  const navWidth = {
    '--account-nav-width': `${collapsed ? ACCOUNT_NAV_COLLAPSED_REM : ACCOUNT_NAV_EXPANDED_REM}rem`,
  } as CSSProperties;
  const menuButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const close = () => {
    setOpenOn(null);
    menuButton.current?.focus();
  };

  // An opened overlay takes the focus, so the keyboard (and Escape) works inside it at once.
  useEffect(() => {
    if (overlayOpen) nav.current?.querySelector<HTMLElement>('a, button:not(.account-nav__collapse)')?.focus();
  }, [overlayOpen]);

  return (
    <div
      className={`account container${collapsed ? ' account--collapsed' : ''}`}
      style={navWidth}
      // Escape closes the overlay wherever the focus is in the account area: also in the moment after
      // opening, before the focus has moved into the drawer.
      onKeyDown={(event) => {
        if (overlayOpen && event.key === 'Escape') close();
      }}
    >
      <div className="account__toolbar">
        <button
          ref={menuButton}
          type="button"
          className="button account__menu-button"
          aria-expanded={overlayOpen}
          aria-controls="account-nav"
          onClick={() => setOpenOn(overlayOpen ? null : location.key)}
        >
          <MenuIcon />
          {t('account.menu')}
        </button>
      </div>
      <nav
        ref={nav}
        id="account-nav"
        className={`account-nav${overlayOpen ? ' account-nav--open' : ''}`}
        aria-label={t('account.nav')}
      >
        <button
          type="button"
          className="account-nav__collapse"
          aria-expanded={!collapsed}
          aria-controls="account-nav"
          aria-label={t(collapsed ? 'account.expandMenu' : 'account.collapseMenu')}
          onClick={() => setCollapsed((value) => !value)}
        >
          <CollapseIcon collapsed={collapsed} />
        </button>
        <AccountNavList />
      </nav>
      {overlayOpen ? (
        <button type="button" className="account__backdrop" aria-label={t('account.closeMenu')} onClick={close} />
      ) : null}
      <div className="account__content">
        <Outlet />
      </div>
    </div>
  );
}
