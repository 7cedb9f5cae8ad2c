import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useIsLoggedIn } from '#src/lib/store-context.tsx';
import { useT } from '#src/lib/i18n.tsx';
import { UserIcon } from '#src/ui/icons.tsx';

/** To /account when signed in, else to /login (spec §2). */
export function AccountLink({ className, children }: { className: string; children?: ReactNode }) {
  const t = useT();
  const isLoggedIn = useIsLoggedIn();
  return (
    <NavLink
      to={isLoggedIn ? '/account' : '/login'}
      className={className}
      aria-label={children ? undefined : t(isLoggedIn ? 'shell.account' : 'shell.logIn')}
    >
      <UserIcon />
      {children}
    </NavLink>
  );
}
