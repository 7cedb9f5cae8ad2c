import { describe, expect, it } from 'vitest';
import { gstStateCodeOf } from './gst-states.ts';
import { gstinCheckCharacter, gstinProblem } from './gstin.ts';

describe('gstinProblem', () => {
  // Two GSTINs printed on public invoices and tax guides, from two states.
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'])('accepts %s', (gstin) => {
    expect(gstinProblem(gstin)).toBeNull();
  });

  it('refuses a GSTIN with one character mistyped, whichever it is', () => {
    const valid = '27AAPFU0939F1ZV';
    for (let i = 2; i < 14; i++) {
      const wrong = valid.slice(0, i) + (valid[i] === 'A' ? 'B' : valid[i] === '1' ? '2' : 'A') + valid.slice(i + 1);
      if (/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z/.test(wrong)) expect(gstinProblem(wrong)).toMatch(/check character/);
    }
  });

  it('names the shape, a state code that does not exist, and a wrong check character', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15 characters/);
    expect(gstinProblem('27aapfu0939f1zv')).toMatch(/15 characters/);
    expect(gstinProblem('99AAPFU0939F1ZV')).toMatch(/no GST state code/);
    expect(gstinProblem('27AAPFU0939F1ZA')).toMatch(/check character/);
  });

  it('computes the check character the published way', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });
});

describe('gstStateCodeOf', () => {
  it('reads the state names addresses write', () => {
    expect(gstStateCodeOf('Karnataka')).toBe('29');
    expect(gstStateCodeOf('tamil nadu')).toBe('33');
    expect(gstStateCodeOf('Jammu & Kashmir')).toBe('01');
    expect(gstStateCodeOf('Orissa')).toBe('21');
    expect(gstStateCodeOf('Atlantis')).toBeNull();
  });
});
