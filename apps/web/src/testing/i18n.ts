import { messages as english } from '@haat/contract/i18n/compiled/en';
import { messages as hindi } from '@haat/contract/i18n/compiled/hi';
import { createI18n } from '#src/lib/i18n.tsx';

/** The page languages components are tested in: English (the spec's texts) by default, Hindi where a test says. */
export const englishI18n = createI18n('en', english);
export const hindiI18n = createI18n('hi', hindi);
