import { gstStates } from './gst-states.ts';

/**
 * A GSTIN: 2-digit state code, the 10-character PAN (5 letters, 4 digits, a letter), the entity's number
 * with that PAN in the state (1-9, A-Z), a `Z`, and a check character.
 */
const GSTIN_SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first 14 characters, as GSTN publishes it: each character's base-36 value
 * times 1 or 2 (alternating, starting with 1), each product's base-36 digits added, and the check is what
 * brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  [...first14].forEach((character, i) => {
    const product = BASE36.indexOf(character) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  });
  return BASE36[(36 - (sum % 36)) % 36]!;
}

/** Why a GSTIN is not valid, or null when it is. */
export function gstinProblem(gstin: string): string | null {
  const shape = GSTIN_SHAPE.exec(gstin);
  if (!shape) return 'must be 15 characters: state code, PAN, entity number, Z and a check character';
  if (!(shape[1]! in gstStates)) return `starts with ${shape[1]}, which is no GST state code`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'has a wrong check character (a typing mistake?)';
  return null;
}
