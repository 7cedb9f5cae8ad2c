import { useState } from 'react';
import type { AuditEntry } from '@haat/contract/console/console-audit.schemas';
import { formatDateTime } from '@haat/contract/format';
import { useLocale, useT } from '#src/lib/i18n.tsx';
import { Pagination } from '#src/ui/pagination.tsx';
import { useAuditLog } from '#src/features/console/api/get-audit.ts';
import { OwnerOnly } from '#src/features/console/components/owner-only.tsx';

const shown = (value: unknown) => (value === null || value === undefined ? '—' : String(value));

/** What an action changed, one `field: before → after` per field that differs (a new thing: its fields). */
function changesOf(before: AuditEntry['before'], after: AuditEntry['after']): string[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .filter((field) => before?.[field] !== after?.[field])
    .map((field) =>
      before && field in before
        ? `${field}: ${shown(before[field])} → ${shown(after?.[field])}`
        : `${field}: ${shown(after?.[field])}`,
    );
}

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
              <span className="console-audit__change">{changesOf(entry.before, entry.after).join(' · ')}</span>
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
