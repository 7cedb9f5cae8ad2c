import { useMemo } from 'react';
import type { Locale } from '@haat/contract/i18n/locales';
import { useLocale, useT, type Translate } from '#src/lib/i18n.tsx';

/** What the subscription screens' helpers need to speak the page's language: its messages and its locale. */
export interface Words {
  t: Translate;
  locale: Locale;
}

export function useWords(): Words {
  const t = useT();
  const locale = useLocale();
  return useMemo(() => ({ t, locale }), [t, locale]);
}
