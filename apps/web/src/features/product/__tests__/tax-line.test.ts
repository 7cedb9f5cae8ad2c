import { describe, expect, it } from 'vitest';
import { taxLine } from '#src/features/product/lib/tax-line.ts';

describe('taxLine', () => {
  it('says inclusive prices include tax', () => {
    expect(taxLine({ taxType: 'INCLUSIVE', taxPercent: 5 })).toBe('Inclusive of all taxes');
  });

  it('names the GST added to an exclusive price', () => {
    expect(taxLine({ taxType: 'EXCLUSIVE', taxPercent: 5 })).toBe('+ 5% GST');
  });

  it('treats a 0% exclusive price as including everything', () => {
    expect(taxLine({ taxType: 'EXCLUSIVE', taxPercent: 0 })).toBe('Inclusive of all taxes');
  });
});
