import { useId } from 'react';
import { LOCALE_NAMES, isLocale } from '@haat/contract/i18n/locales';
import { chooseLanguage, useLocale, useT } from '#src/lib/i18n.tsx';
import { useStore } from '#src/lib/store-context.tsx';

/**
 * The top bar's switch: the other language the store offers, named in itself ("हिंदी" on an English page,
 * "English" on a Hindi one), so a shopper who cannot read this page's language still finds theirs.
 * Nothing when the store offers one language.
 */
export function LanguageSwitch() {
  const { config } = useStore();
  const locale = useLocale();
  const t = useT();
  const other = config.languages.offered.find((language) => language !== locale);
  if (!other) return null;
  return (
    <button
      type="button"
      className="language-switch"
      lang={other}
      title={t('common.language')}
      onClick={() => chooseLanguage(other)}
    >
      {LOCALE_NAMES[other]}
    </button>
  );
}

/** The account's choice of language: every language the store offers, each named in itself. */
export function LanguageChoice() {
  const { config } = useStore();
  const locale = useLocale();
  const t = useT();
  const id = useId();
  if (config.languages.offered.length < 2) return null;
  return (
    <div className="language-choice">
      <label htmlFor={id}>{t('common.language')}</label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) chooseLanguage(event.target.value);
        }}
      >
        {config.languages.offered.map((language) => (
          <option key={language} value={language} lang={language}>
            {LOCALE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
