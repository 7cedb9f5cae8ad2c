import { describe, expect, it } from 'vitest';
import { keepAmount, keepDigits, keepPhone } from '#src/lib/digits.ts';

describe('keepDigits', () => {
  it('drops anything but digits, then stops at the length', () => {
    expect(keepDigits('56a00b11', 6)).toBe('560011');
    expect(keepDigits('5600112', 6)).toBe('560011');
    expect(keepDigits('PIN 411 038', 6)).toBe('411038');
    expect(keepDigits('abc', 6)).toBe('');
  });
});

describe('keepPhone', () => {
  it('keeps the first 10 digits, counted after the letters are stripped', () => {
    expect(keepPhone('98765abc')).toBe('98765');
    expect(keepPhone('98x7650001199')).toBe('9876500011');
    expect(keepPhone('98765-43210')).toBe('9876543210');
    expect(keepPhone('a')).toBe('');
  });

  it('drops a country code or trunk zero written before the number', () => {
    expect(keepPhone('+91 98765 43210')).toBe('9876543210');
    expect(keepPhone('+919876543210')).toBe('9876543210');
    expect(keepPhone('0091 98765 43210')).toBe('9876543210');
    expect(keepPhone('098765 43210')).toBe('9876543210');
  });

  it('keeps a number that only starts with 91 or 0', () => {
    expect(keepPhone('9198765432')).toBe('9198765432');
    expect(keepPhone('919876543210')).toBe('9198765432');
    expect(keepPhone('0')).toBe('0');
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
    expect(keepAmount('₹1,250.50')).toBe('1250.50');
    expect(keepAmount('')).toBe('');
  });
});
