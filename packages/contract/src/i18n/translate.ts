import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { messages as en } from './compiled/en.ts';
import { messages as hi } from './compiled/hi.ts';
import type { MessageId } from './compiled/message-id.ts';
import { LOCALES, type Locale } from './locales.ts';

export type { MessageId };

/** A message's values: `{count}`, `{amount}`… (already formatted where a format is the caller's, like money). */
export type MessageValues = Record<string, string | number>;

/** A shopper-visible text not yet put into words: rendered in the shopper's language where it is shown. */
export interface Text {
  id: MessageId;
  values?: MessageValues;
}

export const text = (id: MessageId, values?: MessageValues): Text => (values ? { id, values } : { id });

/** Every catalogue, compiled. For the server and its renderer: the browser loads only its own language. */
export const catalogues: Record<Locale, Messages> = { en, hi };

/** A Lingui instance with one language loaded and active. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages });
  return i18n;
}

const instances = new Map(LOCALES.map((locale) => [locale, createI18n(locale, catalogues[locale])]));

/** The server's one way to put a message into words: an id (or a Text) in a language. */
export function translate(locale: Locale, message: MessageId | Text, values?: MessageValues): string {
  const i18n = instances.get(locale)!;
  return typeof message === 'string' ? i18n._(message, values) : i18n._(message.id, message.values);
}

/**
 * A message that may be a catalogue id (schemas and failures carry ids) or text already written (a library's
 * validation message, a provider's reason): ids are put into words, anything else is left as it is.
 */
export function translateIfId(locale: Locale, message: string): string {
  return message in catalogues.en ? translate(locale, message as MessageId) : message;
}

export function i18nFor(locale: Locale): I18n {
  return instances.get(locale)!;
}
