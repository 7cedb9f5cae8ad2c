import { describe, expect, it } from 'vitest';
import { indiaDateStamp, newOrderNumber } from './order-number.ts';

describe('newOrderNumber', () => {
  it('reads HAAT-YYMMDD-XXXXXX with the date in India', () => {
    // 20:00 UTC on 1 Nov is already 2 Nov in India (UTC+05:30).
    const at = new Date('2026-11-01T20:00:00Z');
    expect(indiaDateStamp(at)).toBe('261102');
    expect(newOrderNumber(at, () => 0)).toBe('HAAT-261102-000000');
    expect(newOrderNumber(at, () => 31)).toBe('HAAT-261102-ZZZZZZ');
  });

  it('draws different numbers', () => {
    const numbers = new Set(Array.from({ length: 1000 }, () => newOrderNumber(new Date())));
    expect(numbers.size).toBe(1000);
    for (const number of numbers) expect(number).toMatch(/^HAAT-\d{6}-[0-9A-HJKMNP-TV-Z]{6}$/);
  });
});
