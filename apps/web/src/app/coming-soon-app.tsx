import type { I18n } from '@lingui/core';
import { useEffect, useState } from 'react';
import { ALL_LANGUAGES, pageLocale } from '@haat/contract/i18n/locales';
import { browserRequestedLocale, LanguageProvider, loadI18n, useT } from '#src/lib/i18n.tsx';
import { StoreFinderPage } from '#src/features/store/components/store-finder-page.tsx';

/**
 * The VITE_COMING_SOON=1 build: this page at every path, instead of the storefront. No store and no server
 * render: the page is in the language the browser asks for, loaded before it paints.
 */
export function ComingSoonApp({ i18n: given }: { i18n?: I18n }) {
  const [i18n, setI18n] = useState(given ?? null);
  useEffect(() => {
    if (given) return;
    const locale = pageLocale(browserRequestedLocale(), ALL_LANGUAGES);
    document.documentElement.lang = locale;
    void loadI18n(locale).then(setI18n);
  }, [given]);
  if (!i18n) return null;
  return (
    <LanguageProvider i18n={i18n}>
      <ComingSoonPage />
    </LanguageProvider>
  );
}

function ComingSoonPage() {
  const t = useT();
  return (
    <StoreFinderPage title={t('store.comingSoon')}>
      <p>{t('store.comingSoonHint')}</p>
    </StoreFinderPage>
  );
}
