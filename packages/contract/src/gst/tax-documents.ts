import { indiaToday } from '../subscriptions/subscription-rules.ts';

/**
 * The documents a shop issues for an order under GST (decision 030): the invoice when the goods leave (a tax
 * invoice, a bill of supply or a receipt, by the shop's registration) and a credit note when an invoiced
 * order is cancelled. Each kind has its own series of numbers, consecutive per store and financial year.
 */
export const taxDocumentKinds = ['INVOICE', 'CREDIT_NOTE'] as const;
export type TaxDocumentKind = (typeof taxDocumentKinds)[number];

/** The prefix of each kind's numbers: `INV/26-27/000001`, `CN/26-27/000001`. */
export const taxDocumentSeries: Record<TaxDocumentKind, string> = { INVOICE: 'INV', CREDIT_NOTE: 'CN' };

/** Rule 46: a serial number of at most 16 characters (letters, digits, `-` and `/`). */
export const TAX_DOCUMENT_NUMBER_MAX_LENGTH = 16;
const SERIAL_DIGITS = 6;

export interface FinancialYear {
  /** The calendar year its April falls in: 2026 for April 2026 – March 2027. */
  startYear: number;
  /** `26-27`, as the document number prints it. */
  label: string;
}

/** The Indian financial year (1 April – 31 March) a moment falls in, by the India calendar date. */
export function financialYearOf(moment: Date): FinancialYear {
  const [year, month] = indiaToday(moment).split('-').map(Number) as [number, number];
  const startYear = month >= 4 ? year : year - 1;
  const twoDigits = (n: number) => String(n % 100).padStart(2, '0');
  return { startYear, label: `${twoDigits(startYear)}-${twoDigits(startYear + 1)}` };
}

/** The printed number of the `serial`-th document of a kind in a financial year: `INV/26-27/000042`. */
export function taxDocumentNumber(kind: TaxDocumentKind, year: FinancialYear, serial: number): string {
  const number = `${taxDocumentSeries[kind]}/${year.label}/${String(serial).padStart(SERIAL_DIGITS, '0')}`;
  if (!Number.isInteger(serial) || serial < 1 || number.length > TAX_DOCUMENT_NUMBER_MAX_LENGTH) {
    throw new Error(`${taxDocumentSeries[kind]} series for ${year.label} is full at ${serial - 1} documents`);
  }
  return number;
}

/**
 * How a line's GST is charged: CGST and SGST, each half, when the goods are delivered in the seller's own
 * state; IGST, the whole, when they go to another state (IGST Act s.10: the place of supply is where the
 * goods are delivered). CGST takes the odd paisa.
 */
export function splitGst(
  taxPaise: number,
  supply: 'INTRA_STATE' | 'INTER_STATE',
): { cgstPaise: number; sgstPaise: number; igstPaise: number } {
  if (supply === 'INTER_STATE') return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const cgstPaise = Math.ceil(taxPaise / 2);
  return { cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
}
