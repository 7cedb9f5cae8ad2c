import { useT } from '#src/lib/i18n.tsx';

/**
 * Loading anything (the store, a screen's code, a screen's data): one spinner that fills the screen's area.
 * `label` (default 'Loading') in the page's language.
 */
export function FullScreenSpinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="full-screen full-screen--spinner" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}
