import type { ReactNode } from 'react';
import { useT } from '#src/lib/i18n.tsx';
import { useConsoleMember } from '#src/features/console/components/use-console-member.ts';

/** The owner's screens (staff, audit): a STAFF member who opens one by its address is told why not. */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const t = useT();
  if (useConsoleMember().staff.role === 'OWNER') return children;
  return (
    <section className="console-page">
      <h1 className="console-page__title">{t('console.ownerOnlyTitle')}</h1>
      <p>{t('console.ownerOnly')}</p>
    </section>
  );
}
