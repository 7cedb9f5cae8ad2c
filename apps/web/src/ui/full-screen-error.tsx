import type { ReactNode } from 'react';
import { useT, useTextOf } from '#src/lib/i18n.tsx';

function SadFace() {
  return (
    <svg className="error-view__image" width="120" height="120" viewBox="0 0 120 120" aria-hidden="true">
      <circle cx="60" cy="60" r="54" fill="var(--surface-muted)" stroke="currentColor" strokeWidth="4" />
      <circle cx="42" cy="48" r="6" fill="currentColor" />
      <circle cx="78" cy="48" r="6" fill="currentColor" />
      <path d="M38 86c12-14 32-14 44 0" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}

interface FullScreenErrorProps {
  status: number;
  /** A message id, or a text already in the page's language (an API error's message). */
  message: string;
  children?: ReactNode;
}

/** The error view of spec §2: a sad image, the HTTP status and the message. */
export function FullScreenError({ status, message, children }: FullScreenErrorProps) {
  const t = useT();
  const textOf = useTextOf();
  return (
    <main className="full-screen error-view">
      <SadFace />
      <h1 className="error-view__status">{status > 0 ? status : t('common.offline')}</h1>
      <p className="error-view__message">{textOf(message)}</p>
      {children ? <div className="error-view__actions">{children}</div> : null}
    </main>
  );
}
