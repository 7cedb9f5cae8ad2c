import type { ReactNode } from 'react';
import { useT } from '#src/lib/i18n.tsx';

/** A screen whose full content comes with a later feature; it still has its heading and a place in the shell. */
export function PagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  const t = useT();
  return (
    <section className="page-section">
      <h1>{title}</h1>
      {children ?? <p className="muted">{t('ui.pageBeingStocked')}</p>}
    </section>
  );
}
