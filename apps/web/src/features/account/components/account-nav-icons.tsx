import type { ReactNode } from 'react';

function NavIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const ProfileIcon = () => (
  <NavIcon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </NavIcon>
);
export const WalletIcon = () => (
  <NavIcon>
    <rect x="3" y="6" width="18" height="14" rx="2" />
    <path d="M3 10h18M16 15h2" />
  </NavIcon>
);
export const AddressIcon = () => (
  <NavIcon>
    <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </NavIcon>
);
export const OrdersIcon = () => (
  <NavIcon>
    <path d="M21 8 12 3 3 8v8l9 5 9-5z" />
    <path d="m3 8 9 5 9-5M12 13v8" />
  </NavIcon>
);
export const SubscriptionIcon = () => (
  <NavIcon>
    <path d="M17 2l4 4-4 4" />
    <path d="M3 11V9a3 3 0 0 1 3-3h15M7 22l-4-4 4-4" />
    <path d="M21 13v2a3 3 0 0 1-3 3H3" />
  </NavIcon>
);
export const LogoutIcon = () => (
  <NavIcon>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
  </NavIcon>
);
export const MenuIcon = () => (
  <NavIcon>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </NavIcon>
);
export const CollapseIcon = ({ collapsed }: { collapsed: boolean }) => (
  <NavIcon>{collapsed ? <path d="m9 6 6 6-6 6" /> : <path d="m15 6-6 6 6 6" />}</NavIcon>
);
