import { MESSAGES_VERSION } from './compiled/version.ts';
import type { Locale } from './locales.ts';

/**
 * Where the browser loads a language's compiled messages: JSON the API answers, named by the catalogues'
 * version so it is kept for good (one download per release, not per page). Decision 024.
 */
export const messagesAddress = (locale: Locale): string => `/api/messages/${locale}?v=${MESSAGES_VERSION}`;
