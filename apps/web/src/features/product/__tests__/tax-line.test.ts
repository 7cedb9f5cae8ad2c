import { describe, expect, it } from 'vitest';
import { translate } from '@haat/contract/i18n/translate';
import { taxLine } from '#src/features/product/lib/tax-line.ts';

describe('taxLine', () => {
  it('says inclusive prices include tax', () => {
    expect(translate('en', taxLine({ taxType: 'INCLUSIVE', taxPercent: 5 }))).toBe('Inclusive of all taxes');
  });

  it('names the GST added to an exclusive price', () => {
    expect(translate('en', taxLine({ taxType: 'EXCLUSIVE', taxPercent: 5 }))).toBe('+ 5% GST');
  });

  it('treats a 0% exclusive price as including everything', () => {
    expect(translate('en', taxLine({ taxType: 'EXCLUSIVE', taxPercent: 0 }))).toBe('Inclusive of all taxes');
  });
});
