import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider, Trans, useLingui } from '@lingui/react';
import { useCallback, type ReactElement, type ReactNode } from 'react';
import type { MessageId } from '@haat/contract/i18n/compiled/message-id';
import { messagesAddress } from '@haat/contract/i18n/messages-address';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  requestedLocale,
  type Locale,
} from '@haat/contract/i18n/locales';
import type { MessageValues } from '@haat/contract/i18n/translate';
import type { WeightUnit } from '@haat/contract/content/content.schemas';

export type { MessageId, MessageValues };

export function createI18n(locale: Locale, messages: Messages): I18n {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages });
  return i18n;
}

/**
 * The page's language with its messages: compiled JSON from the API (the server's HTML preloads it), kept by
 * the browser for the release. Only the page's language is ever loaded. Decision 024.
 */
export async function loadI18n(locale: Locale): Promise<I18n> {
  const response = await fetch(messagesAddress(locale));
  if (!response.ok) throw new Error(`The ${locale} messages answered ${response.status}`);
  return createI18n(locale, (await response.json()) as Messages);
}

export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Puts a message into words in the page's language. An id the catalogue lacks comes back as it is. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

export function useT(): Translate {
  const { i18n } = useLingui();
  return useCallback((id, values) => i18n._(id, values), [i18n]);
}

/**
 * A text from the server or a schema (an API error's message, a validation message): schemas carry message
 * ids, which are put into words; anything else (the server already wrote it in the page's language) as it is.
 */
export function useTextOf(): (message: string) => string {
  const { i18n } = useLingui();
  // Only ids the catalogue has: Lingui would read any other text as a message (and drop its `{…}`).
  return useCallback((message) => (message in i18n.messages ? i18n._(message) : message), [i18n]);
}

export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}

/**
 * A message with markup inside: `<0>…</0>` in the catalogue becomes `components[0]` with that text inside.
 */
export function RichMessage(props: {
  id: MessageId;
  values?: MessageValues;
  components?: Record<string, ReactElement>;
}) {
  return <Trans id={props.id} values={props.values} components={props.components} />;
}

/** The language this browser asks for: the shopper's saved choice, else its preferred languages (null: neither). */
export function browserRequestedLocale(): Locale | null {
  const saved = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return requestedLocale(saved, navigator.languages);
}

/**
 * Keeps the shopper's choice (the server renders every later page in it) and reloads the page in it: the
 * whole page changes language at once, title and all, and only one language is ever loaded.
 */
export function chooseLanguage(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax${secure}`;
  window.location.reload();
}

/** A pack's size as shoppers read it: `500 g`, `1 kg`; in Hindi `500 ग्राम`, `1 किलो`. */
export function usePackSize(): (weight: number | string, unit: WeightUnit) => string {
  const t = useT();
  return useCallback((weight, unit) => t(`units.${unit}`, { weight }), [t]);
}
