import { NavLink } from 'react-router';
import type { ConsoleMe } from '@haat/contract/console/staff.schemas';
import { useT } from '#src/lib/i18n.tsx';
import { useStore } from '#src/lib/store-context.tsx';
import { LanguageSwitch } from '#src/ui/language-switch.tsx';
import { useStaffLogOut } from '#src/features/console/api/staff-login.ts';

/** The console's own bar: the store, the screens this member may open, who is signed in, and log out. */
export function ConsoleHeader({ me }: { me: ConsoleMe | null }) {
  const t = useT();
  const logOut = useStaffLogOut();
  const { lookup } = useStore();
  const owner = me?.staff.role === 'OWNER';
  return (
    <header className="console-header">
      <div className="console-header__top">
        <p className="console-header__store">
          {lookup.store.name}
          <span className="console-header__tag">{t('console.title')}</span>
        </p>
        <div className="console-header__actions">
          <LanguageSwitch />
          {me ? (
            <button type="button" className="button" onClick={() => logOut.mutate()} disabled={logOut.isPending}>
              {t('console.logOut')}
            </button>
          ) : null}
        </div>
      </div>
      {me ? (
        <>
          <p className="console-header__member">
            {t('console.signedInAs', { mobile: me.staff.mobile, role: t(`console.role.${me.staff.role}`) })}
          </p>
          <nav className="console-nav" aria-label={t('console.screens')}>
            <NavLink to="/console/today">{t('console.todayTitle')}</NavLink>
            <NavLink to="/console/orders">{t('console.ordersTitle')}</NavLink>
            <NavLink to="/console/cash">{t('console.cashTitle')}</NavLink>
            <NavLink to="/console/deliveries">{t('console.deliveriesTitle')}</NavLink>
            <NavLink to="/console/products">{t('console.catalogueTitle')}</NavLink>
            <NavLink to="/console/reviews">{t('console.reviewsTitle')}</NavLink>
            {owner ? <NavLink to="/console/staff">{t('console.staffTitle')}</NavLink> : null}
            {owner ? <NavLink to="/console/audit">{t('console.auditTitle')}</NavLink> : null}
          </nav>
        </>
      ) : null}
    </header>
  );
}
