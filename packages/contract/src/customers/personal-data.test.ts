import { describe, expect, it } from 'vitest';
import { catalogues, translate } from '../i18n/translate.ts';
import { deleteAccountBodySchema } from './personal-data.schemas.ts';
import {
  accountDeletionBlockerMessages,
  accountDeletionBlockers,
  personalDataFileName,
} from './personal-data.values.ts';

describe('accountDeletionBlockerMessages', () => {
  it('gives every refusal its own message, in English and in Hindi', () => {
    for (const locale of ['en', 'hi'] as const) {
      const texts = accountDeletionBlockers.map((blocker) => {
        const id = accountDeletionBlockerMessages[blocker];
        expect(catalogues[locale][id], `${locale} ${id}`).toBeDefined();
        return translate(locale, id);
      });
      expect(new Set(texts).size).toBe(accountDeletionBlockers.length);
    }
  });
});

describe('personalDataFileName', () => {
  it('names the store and the date, and nothing a file system would trip on', () => {
    expect(personalDataFileName('demo-dairy', '2026-11-27')).toBe('my-data-demo-dairy-2026-11-27.json');
    expect(personalDataFileName('Shop/../x y', '2026-11-27')).toBe('my-data-shop-x-y-2026-11-27.json');
  });
});

describe('deleteAccountBodySchema', () => {
  it('takes a six-digit code and nothing else for one', () => {
    expect(deleteAccountBodySchema.safeParse({ otp: '012345' }).success).toBe(true);
    expect(deleteAccountBodySchema.safeParse({ otp: '12345' }).success).toBe(false);
    expect(deleteAccountBodySchema.safeParse({}).success).toBe(false);
  });
});
