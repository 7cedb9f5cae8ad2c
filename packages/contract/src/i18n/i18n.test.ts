/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { LOCALES, pageLocale, parseAcceptLanguage, requestedLocale } from './locales.ts';
import { text, translate, translateIfId } from './translate.ts';

// The catalogues as written (not as compiled): every area file of every language.
const sources = import.meta.glob<Record<string, string>>('./messages/*/*.json', { eager: true, import: 'default' });
function catalogue(locale: string): Record<string, string> {
  return Object.assign(
    {},
    ...Object.entries(sources)
      .filter(([file]) => file.startsWith(`./messages/${locale}/`))
      .map(([, messages]) => messages),
  );
}

describe('the message catalogues', () => {
  const english = catalogue('en');

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has every English message, and nothing else', (locale) => {
    const translated = catalogue(locale);
    expect(english['cart.added']).toBe('Product added to cart');
    expect(Object.keys(english).filter((id) => !(id in translated))).toEqual([]);
    expect(Object.keys(translated).filter((id) => !(id in english))).toEqual([]);
    expect(Object.entries(translated).filter(([, message]) => !message.trim())).toEqual([]);
  });

  it('Hindi is written in Devanagari, not left in English', () => {
    // Messages that are only placeholders, numbers or shared abbreviations (OTP, MRP) may match the English.
    const untranslated = Object.entries(catalogue('hi')).filter(
      ([id, message]) => message === english[id] && /[a-z]{3,}/.test(message.replace(/\{[^}]*\}/g, '')),
    );
    expect(untranslated).toEqual([]);
  });

  it.each(LOCALES)('%s asks for no plural: Lingui would format its number with Intl.NumberFormat', (locale) => {
    // The first Intl.NumberFormat a page makes costs it 13–35 ms of main thread (decision 024).
    const plurals = Object.entries(catalogue(locale)).filter(([, message]) =>
      /,\s*(plural|selectordinal)\s*,/.test(message),
    );
    expect(plurals).toEqual([]);
  });

  it('says one and many in each language', () => {
    expect([0, 1, 2, 1234].map((count) => translate('en', 'search.productCount', { count }))).toEqual([
      '0 products',
      '1 product',
      '2 products',
      '1234 products',
    ]);
    expect(translate('en', 'shell.cartWithItems', { count: 1 })).toBe('Cart, 1 item');
    expect(translate('en', 'server.tooManyRequestsSeconds', { seconds: 30 })).toBe(
      'Too many requests. Please try again in 30 seconds.',
    );
    expect(translate('hi', 'search.productCount', { count: 1 })).toBe('1 सामान');
    expect(translate('hi', 'shell.cartItems', { count: 3 })).toBe(', 3 सामान');
  });

  it('puts messages into words with their values, in each language', () => {
    expect(translate('en', 'orders.tooManyUnpaid', { limit: 3 })).toBe(
      'You already have 3 online orders waiting for payment. Please pay for or cancel one of them first.',
    );
    expect(translate('hi', text('orders.tooManyUnpaid', { limit: 3 }))).toContain('3 ऑनलाइन ऑर्डर');
    expect(translate('hi', 'cart.added')).toBe('सामान कार्ट में जुड़ गया');
  });

  it('puts ids into words and leaves any other text as it is, braces and all', () => {
    expect(translateIfId('hi', 'payment.insufficientBalance')).toBe('बैलेंस कम है');
    expect(translateIfId('hi', 'Invalid input: expected {a} <b>')).toBe('Invalid input: expected {a} <b>');
  });
});

describe('the language of a page', () => {
  const both = { offered: ['en', 'hi'] as const, default: 'en' as const };

  it("asks for the shopper's choice first, then the browser's first language we have", () => {
    expect(requestedLocale('hi', ['en'])).toBe('hi');
    expect(requestedLocale('fr', ['fr-FR', 'hi-IN', 'en'])).toBe('hi');
    expect(requestedLocale(null, ['fr'])).toBeNull();
  });

  it('is the one asked for when the store offers it, else the store default', () => {
    expect(pageLocale('hi', both)).toBe('hi');
    expect(pageLocale('hi', { offered: ['en'], default: 'en' })).toBe('en');
    expect(pageLocale(null, { offered: ['en', 'hi'], default: 'hi' })).toBe('hi');
    expect(pageLocale('en', { offered: ['hi'], default: 'hi' })).toBe('hi');
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by weight and drops what is refused', () => {
    expect(parseAcceptLanguage('en-US,en;q=0.5,hi;q=0.9,fr;q=0')).toEqual(['en-US', 'hi', 'en']);
    expect(parseAcceptLanguage('*')).toEqual([]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});
