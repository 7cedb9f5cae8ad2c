import { describe, expect, it, vi } from 'vitest';
import {
  discountPercent,
  formatCount,
  formatDate,
  formatDateTime,
  formatRupeeFigures,
  formatRupees,
  formatTime,
  fromPaise,
  themeShades,
  themeVariables,
  to12Hour,
  toPaise,
} from './format.ts';

describe('formatRupees', () => {
  it('groups the Indian way at each boundary: thousand, lakh, crore', () => {
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(999)).toBe('₹999.00');
    expect(formatRupees(1000)).toBe('₹1,000.00');
    expect(formatRupees(99_999)).toBe('₹99,999.00');
    expect(formatRupees(1_00_000)).toBe('₹1,00,000.00');
    expect(formatRupees(99_99_999.99)).toBe('₹99,99,999.99');
    expect(formatRupees(1_00_00_000)).toBe('₹1,00,00,000.00');
    expect(formatRupees(12_34_56_789.5)).toBe('₹12,34,56,789.50');
    expect(formatRupees(1234.5)).toBe('₹1,234.50');
  });

  it('puts the sign before the symbol and never shows minus zero', () => {
    expect(formatRupees(-20)).toBe('-₹20.00');
    expect(formatRupees(-1_23_456.7)).toBe('-₹1,23,456.70');
    expect(formatRupees(-0.004)).toBe('₹0.00');
    expect(formatRupees(-0)).toBe('₹0.00');
  });

  it('rounds to the paise, half away from zero on the decimal as written', () => {
    expect(formatRupees(123456.789)).toBe('₹1,23,456.79');
    expect(formatRupees(1.005)).toBe('₹1.01');
    expect(formatRupees(2.675)).toBe('₹2.68');
    expect(formatRupees(0.004)).toBe('₹0.00');
    expect(formatRupees(-0.005)).toBe('-₹0.01');
    expect(formatRupees(999.995)).toBe('₹1,000.00');
    expect(formatRupees(0.1 + 0.2)).toBe('₹0.30');
  });

  it('does not depend on the runtime locale data', () => {
    const western = vi.spyOn(Intl, 'NumberFormat').mockImplementation(() => {
      throw new Error('not to be used');
    });
    try {
      expect(formatRupees(1_23_456)).toBe('₹1,23,456.00');
    } finally {
      western.mockRestore();
    }
  });
});

describe('formatRupeeFigures', () => {
  it('is formatRupees without the symbol (the invoice table’s figures)', () => {
    expect(formatRupeeFigures(1_23_456.5)).toBe('1,23,456.50');
    expect(formatRupeeFigures(999)).toBe('999.00');
    expect(formatRupeeFigures(-1000)).toBe('-1,000.00');
  });
});

describe('formatCount', () => {
  it('groups a whole count the Indian way, without decimals', () => {
    expect([0, 7, 999, 1000, 12345, 123456, 12345678].map(formatCount)).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '12,345',
      '1,23,456',
      '1,23,45,678',
    ]);
  });
});

describe('paise', () => {
  it('round-trips rupees through integer paise without float drift', () => {
    expect(toPaise(19.99)).toBe(1999);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(1.005)).toBe(101);
    expect(toPaise(-2.675)).toBe(-268);
    expect(toPaise(-0.001)).toBe(0);
    expect(toPaise(1e21)).toBe(1e23);
    expect(fromPaise(1999)).toBe(19.99);
  });
});

describe('discountPercent', () => {
  it('rounds the discount over MRP', () => {
    expect(discountPercent(100, 80)).toBe(20);
    expect(discountPercent(300, 199)).toBe(34);
    expect(discountPercent(60, 59.5)).toBe(1);
  });
  it('is 0 when there is no discount or the prices are missing', () => {
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(undefined, 10)).toBe(0);
    expect(discountPercent(100, null)).toBe(0);
    expect(discountPercent(50, 60)).toBe(0);
  });
});

describe('formatDate', () => {
  it('writes day, full English month and year', () => {
    expect(formatDate('2026-11-02')).toBe('2 November 2026');
    expect(formatDate(new Date(2025, 0, 31))).toBe('31 January 2025');
  });
  it('returns an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
  it('writes the Hindi month name in Hindi', () => {
    expect(formatDate('2026-11-02', 'hi')).toBe('2 नवंबर 2026');
    expect(formatDate(new Date(2025, 1, 28), 'hi')).toBe('28 फ़रवरी 2025');
  });
});

describe('to12Hour', () => {
  it('converts 24-hour HH:MM to a two-digit 12-hour clock', () => {
    expect(to12Hour('13:05')).toBe('01:05 PM');
    expect(to12Hour('00:30')).toBe('12:30 AM');
    expect(to12Hour('12:00')).toBe('12:00 PM');
    expect(to12Hour('09:15:00')).toBe('09:15 AM');
    expect(to12Hour('23:59')).toBe('11:59 PM');
  });
  it('says the part of the day in Hindi', () => {
    expect(to12Hour('13:05', 'hi')).toBe('दोपहर 1:05 बजे');
    expect(to12Hour('21:00', 'hi')).toBe('रात 9:00 बजे');
    expect(to12Hour('00:30', 'hi')).toBe('रात 12:30 बजे');
    expect(to12Hour('06:15', 'hi')).toBe('सुबह 6:15 बजे');
    expect(to12Hour('17:45', 'hi')).toBe('शाम 5:45 बजे');
    expect(formatDateTime(new Date(2026, 10, 2, 13, 5), 'hi')).toBe('2 नवंबर 2026, दोपहर 1:05 बजे');
  });
});

describe('themeShades', () => {
  it('keeps the base at 500 and mixes toward white and black', () => {
    const shades = themeShades('#0d9488');
    expect(shades[500]).toBe('#0d9488');
    expect(shades[100]).toBe('#86cac4'); // 50 % toward white
    expect(shades[900]).toBe('#086058'); // 35 % toward black
  });
  it('accepts short hex and rejects garbage', () => {
    expect(themeShades('#fff')[900]).toBe('#a6a6a6');
    expect(() => themeShades('teal')).toThrow();
  });
});

describe('themeVariables', () => {
  it('gives every shade of the three colours and the text colour that reads on buttons and badges', () => {
    const variables = themeVariables({ primaryColor: '#0f766e', secondaryColor: '#ffeb3b', neutralColor: '#6b7280' });
    expect(variables['--color-primary-500']).toBe('#0f766e');
    expect(variables['--color-neutral-900']).toBe(themeShades('#6b7280')[900]);
    expect(Object.keys(variables).filter((name) => name.startsWith('--color-'))).toHaveLength(27);
    expect(variables['--on-accent']).toBe('#ffffff');
    // A pale yellow stays light even 35 % darker: dark text reads better on it.
    expect(variables['--on-secondary']).toBe('#15171b');
  });
  it('leaves out a colour that is not hex, with its text colour', () => {
    const variables = themeVariables({ primaryColor: 'teal', secondaryColor: '#000', neutralColor: '#fff' });
    expect(Object.keys(variables).some((name) => name.includes('primary') || name === '--on-accent')).toBe(false);
    expect(variables['--on-secondary']).toBe('#ffffff');
  });
});

describe('formatTime and formatDateTime', () => {
  it("read a moment in the reader's time zone, 12-hour with two-digit hours", () => {
    const afternoon = new Date(2026, 10, 2, 13, 5);
    expect(formatTime(afternoon)).toBe('01:05 PM');
    expect(formatDateTime(afternoon)).toBe('2 November 2026, 01:05 PM');
    expect(formatTime(new Date(2026, 10, 2, 0, 30).toISOString())).toBe('12:30 AM');
    expect(formatDateTime('not a date')).toBe('');
  });
});
