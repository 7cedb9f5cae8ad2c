import { useMemo } from 'react';
import type { Locale } from '@haat/contract/i18n/locales';
import { useLocale, useT, useTextOf, type Translate } from '#src/lib/i18n.tsx';

/** What the subscription screens' helpers need to speak the page's language: its messages and its locale. */
export interface Words {
  t: Translate;
  /** A text the server wrote (a delivery's reason): an id put into words, anything else as it is. */
  textOf: (message: string) => string;
  locale: Locale;
}

export function useWords(): Words {
  const t = useT();
  const textOf = useTextOf();
  const locale = useLocale();
  return useMemo(() => ({ t, textOf, locale }), [t, textOf, locale]);
}
