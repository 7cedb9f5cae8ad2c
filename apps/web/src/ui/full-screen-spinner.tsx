import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import type { MessageId } from '#src/lib/i18n.tsx';

const LOADING: MessageId = 'common.loading';

/**
 * Loading anything (the store, a screen's code, a screen's data): one spinner that fills the screen's area.
 * `label` (default 'Loading') in the page's language. It is also the first thing a page the server did not
 * render paints, before its language is known: then it has no words yet.
 */
export function FullScreenSpinner({ label }: { label?: string }) {
  // Not useT(): that needs the language, which this first spinner comes before.
  const i18n = useContext(LinguiContext)?.i18n;
  const text = label ?? i18n?._(LOADING);
  return (
    <div className="full-screen full-screen--spinner" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {text ? <span className="visually-hidden">{text}</span> : null}
    </div>
  );
}
