import { randomInt } from 'node:crypto';
import { ORDER_NUMBER_PREFIX } from '@haat/contract/orders/orders.schemas';

/** Crockford base32: digits and letters without I, L, O, U, so a number read aloud is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_CHARACTERS = 6;

/** The calendar date in India (UTC+05:30, no daylight saving) as YYMMDD. */
export function indiaDateStamp(at: Date): string {
  const india = new Date(at.getTime() + 330 * 60_000);
  const yy = String(india.getUTCFullYear() % 100).padStart(2, '0');
  const mm = String(india.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(india.getUTCDate()).padStart(2, '0');
  return `${yy}${mm}${dd}`;
}

/**
 * `HAAT-261102-7KQ2XM`: readable, sortable by day, and not a counter (no hot row that every order of a
 * store would queue on, and no hint of a shop's sales volume). Uniqueness per store is the database's
 * constraint; a clash (1 in 10⁹ per day) draws again.
 */
export function newOrderNumber(at: Date, random: (max: number) => number = randomInt): string {
  let suffix = '';
  for (let i = 0; i < RANDOM_CHARACTERS; i += 1) suffix += ALPHABET[random(ALPHABET.length)];
  return `${ORDER_NUMBER_PREFIX}-${indiaDateStamp(at)}-${suffix}`;
}
