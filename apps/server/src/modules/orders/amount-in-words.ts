import type { Locale } from '@haat/contract/i18n/locales';
import { HINDI_BELOW_HUNDRED } from './hindi-number-words.ts';

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return ones === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[ones]}`;
}

/** How a language names numbers: every one below a hundred, and the words of the Indian grouping. */
interface NumberWords {
  belowHundred: (n: number) => string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
}

const ENGLISH: NumberWords = { belowHundred, hundred: 'Hundred', thousand: 'Thousand', lakh: 'Lakh', crore: 'Crore' };
const HINDI: NumberWords = {
  belowHundred: (n) => HINDI_BELOW_HUNDRED[n]!,
  hundred: 'सौ',
  thousand: 'हज़ार',
  lakh: 'लाख',
  crore: 'करोड़',
};

function belowThousand(n: number, words: NumberWords): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds > 0 ? [`${words.belowHundred(hundreds)} ${words.hundred}`] : [];
  if (rest > 0) parts.push(words.belowHundred(rest));
  return parts.join(' ');
}

/**
 * A whole number in words with Indian grouping: 12,34,56,789 → "Twelve Crore Thirty-Four Lakh Fifty-Six
 * Thousand Seven Hundred Eighty-Nine" (in Hindi "बारह करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी"). Above 99
 * crore the crore count is itself spelled the same way.
 */
export function integerInIndianWords(n: number, locale: Locale = 'en'): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a whole amount: ${n}`);
  const words = locale === 'hi' ? HINDI : ENGLISH;
  if (n === 0) return words.belowHundred(0);
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (crore > 0) parts.push(`${integerInIndianWords(crore, locale)} ${words.crore}`);
  if (lakh > 0) parts.push(`${words.belowHundred(lakh)} ${words.lakh}`);
  if (thousand > 0) parts.push(`${words.belowHundred(thousand)} ${words.thousand}`);
  if (rest > 0) parts.push(belowThousand(rest, words));
  return parts.join(' ');
}

/**
 * An amount in paise as an Indian invoice writes it: 123456 → "Rupees One Thousand Two Hundred
 * Thirty-Four and Fifty-Six Paise Only"; whole rupees omit the paise; under a rupee reads "Fifty Paise Only".
 * In Hindi the rupees come before their name, as a Hindi cheque says them: "एक हज़ार दो सौ चौंतीस रुपये और
 * छप्पन पैसे मात्र".
 */
export function amountInWords(paise: number, locale: Locale = 'en'): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new Error(`not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (locale === 'hi') {
    const paiseWords = `${HINDI_BELOW_HUNDRED[rest]} पैसे`;
    if (rupees === 0 && rest > 0) return `${paiseWords} मात्र`;
    const rupeeWords = `${integerInIndianWords(rupees, 'hi')} रुपये`;
    return rest > 0 ? `${rupeeWords} और ${paiseWords} मात्र` : `${rupeeWords} मात्र`;
  }
  if (rupees === 0 && rest > 0) return `${belowHundred(rest)} Paise Only`;
  const words = `Rupees ${integerInIndianWords(rupees)}`;
  return rest > 0 ? `${words} and ${belowHundred(rest)} Paise Only` : `${words} Only`;
}
