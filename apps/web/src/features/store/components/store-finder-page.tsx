import type { ReactNode } from 'react';
import { useT } from '#src/lib/i18n.tsx';
import { StoreIdForm } from '#src/features/store/components/store-id-form.tsx';

/**
 * A page outside any store: the shared host's root ('Find your store') and the 'coming soon' build.
 * Brand colours here are Haat's own, since no store is known yet.
 */
export function StoreFinderPage({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <main className="full-screen store-finder">
      <div className="store-finder__card">
        <img src="/favicon.svg" alt="" width="56" height="56" />
        <h1>{title}</h1>
        {children}
        <StoreIdForm />
      </div>
      <p className="store-finder__credit">{t('common.poweredBy')}</p>
    </main>
  );
}
