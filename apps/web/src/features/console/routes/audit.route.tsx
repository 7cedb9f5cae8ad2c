import { useState } from 'react';
import { formatDateTime } from '@haat/contract/format';
import { useLocale, useT } from '#src/lib/i18n.tsx';
import { Pagination } from '#src/ui/pagination.tsx';
import { useAuditLog } from '#src/features/console/api/get-audit.ts';
import { auditChanges } from '#src/features/console/components/audit-changes.ts';
import { OwnerOnly } from '#src/features/console/components/owner-only.tsx';

/** The owner's record of every console action: who, when, what, and before → after. */
export default function AuditRoute() {
  const t = useT();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const audit = useAuditLog(page);
  return (
    <OwnerOnly>
      <section className="console-page">
        <h1 className="console-page__title">{t('console.auditTitle')}</h1>
        <ul className="console-list">
          {audit.data?.entries.map((entry) => (
            <li key={entry.id} className="console-card">
              <span className="console-card__row">
                <strong>{t(`console.action.${entry.action}`)}</strong>
                <span className="console-card__muted">{formatDateTime(entry.at, locale)}</span>
              </span>
              <span className="console-card__muted">
                {entry.staff ? (entry.staff.name ?? entry.staff.mobile) : t('console.operator')}
              </span>
              <span className="console-audit__change">{auditChanges(entry, t, locale).join(' · ')}</span>
            </li>
          ))}
        </ul>
        {audit.data && audit.data.totalPages > 1 ? (
          <Pagination
            page={page}
            totalPages={audit.data.totalPages}
            onPageChange={setPage}
            label={t('console.auditPages')}
          />
        ) : null}
      </section>
    </OwnerOnly>
  );
}
