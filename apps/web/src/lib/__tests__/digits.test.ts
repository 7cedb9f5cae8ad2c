import { describe, expect, it } from 'vitest';
import { keepAmount, keepDigits } from '#src/lib/digits.ts';

describe('keepDigits', () => {
  it('drops anything but digits and stops at the length', () => {
    expect(keepDigits('+91 98765-43210', 10)).toBe('9198765432');
  });
});

describe('keepAmount', () => {
  it('keeps digits and one decimal point', () => {
    expect(keepAmount('1,2a5.5.0')).toBe('125.50');
    expect(keepAmount('250')).toBe('250');
    expect(keepAmount('250.')).toBe('250.');
    expect(keepAmount('.5')).toBe('.5');
    expect(keepAmount('99.999')).toBe('99.999');
    expect(keepAmount('-10e3')).toBe('103');
    expect(keepAmount('')).toBe('');
  });
});
