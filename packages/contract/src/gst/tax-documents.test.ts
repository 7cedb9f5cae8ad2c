import { describe, expect, it } from 'vitest';
import { financialYearOf, splitGst, taxDocumentNumber } from './tax-documents.ts';

describe('financialYearOf', () => {
  it('turns on 1 April in India, whatever the server’s zone', () => {
    // 31 March 2027, 23:59 in India is 18:29 UTC; 1 April 00:00 in India is 31 March 18:30 UTC.
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toEqual({ startYear: 2026, label: '26-27' });
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toEqual({ startYear: 2027, label: '27-28' });
    expect(financialYearOf(new Date('2026-11-27T10:00:00Z')).label).toBe('26-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z')).label).toBe('99-00');
  });
});

describe('taxDocumentNumber', () => {
  const year = { startYear: 2026, label: '26-27' };
  it('prints the series, the year and six digits, within rule 46’s 16 characters', () => {
    expect(taxDocumentNumber('INVOICE', year, 1)).toBe('INV/26-27/000001');
    expect(taxDocumentNumber('CREDIT_NOTE', year, 42)).toBe('CN/26-27/000042');
    expect(taxDocumentNumber('INVOICE', year, 999_999)).toHaveLength(16);
    expect(taxDocumentNumber('INVOICE', year, 1)).toMatch(/^[A-Za-z0-9/-]{1,16}$/);
  });

  it('refuses a number that would not fit', () => {
    expect(() => taxDocumentNumber('INVOICE', year, 1_000_000)).toThrow(/full/);
    expect(() => taxDocumentNumber('INVOICE', year, 0)).toThrow();
  });
});

describe('splitGst', () => {
  it('halves GST within the state (CGST takes the odd paisa) and charges IGST whole across states', () => {
    expect(splitGst(4503, 'INTRA_STATE')).toEqual({ cgstPaise: 2252, sgstPaise: 2251, igstPaise: 0 });
    expect(splitGst(4503, 'INTER_STATE')).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 4503 });
  });
});
