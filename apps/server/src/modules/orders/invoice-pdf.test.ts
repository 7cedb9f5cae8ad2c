import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderTaxDocumentPdf, type IssuedDocument } from './invoice-pdf.ts';
import { issuedCreditNote, issuedInvoice, ORDER_TOTAL_PAISE } from './invoice-test-data.ts';

async function textOf(document: IssuedDocument, locale: 'en' | 'hi' = 'en'): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await renderTaxDocumentPdf(document, locale)));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** A totals row as printed, `Label ₹1,234.56` → paise. */
function printed(text: string, label: string): number {
  const match = new RegExp(`${label} ₹([\\d,]+\\.\\d\\d)`).exec(text);
  expect(match, label).not.toBeNull();
  return Math.round(Number(match![1]!.replaceAll(',', '')) * 100);
}
const sumOf = (text: string, labels: string[]) => labels.reduce((sum, label) => sum + printed(text, label), 0);

describe('a tax invoice for a delivery within the seller’s state', async () => {
  const text = await textOf(issuedInvoice('REGULAR'));

  it('names the seller once, with its GSTIN and state, the invoice’s number and date, and the order', () => {
    for (const expected of [
      'TAX INVOICE',
      'Sharma Traders Pvt Ltd',
      '14 80 Feet Road, Koramangala, Bengaluru 560034',
      'GSTIN: 29AAGCB7383J1Z4',
      'State: Karnataka, code 29',
      'Invoice No: INV/26-27/000007',
      'Date of issue: 27 November 2026',
      'Order No: HAAT-261127-AB12',
      'Order date: 25 November 2026',
      'Payment: Cash on delivery',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(occurrences(text, '29AAGCB7383J1Z4')).toBe(1);
    expect(occurrences(text, 'Sharma General Store')).toBe(1);
  });

  it('names the shopper, the delivery address with its state and code, and the place of supply', () => {
    for (const expected of [
      'Customer (delivery address) Asha Rao',
      '12, 4th Cross, Indiranagar',
      'Bengaluru 560038',
      'Place of supply: Karnataka, code 29',
      'Supply within the state: CGST + SGST',
      'Tax payable on reverse charge: No',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(occurrences(text, 'State: Karnataka, code 29')).toBe(2); // the seller's and the delivery's
  });

  it('prints each line: HSN, quantity and unit, MRP, discount, taxable value, CGST and SGST at half the rate', () => {
    for (const expected of [
      'Cow Ghee 1 LITRE 0405 1 pcs 650.00 50.01 535.71 32.14 @6% 32.14 @6% 599.99',
      'Basmati Rice 5 KG 1006 2 pcs 499.00 52.47 900.50 22.52 @2.5% 22.51 @2.5% 945.53',
      'Iodised Salt 1 KG 2501 1 pcs 28.00 0.00 28.00',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('IGST');
  });

  it('adds up: taxable value + CGST + SGST + shipping = the total = what the order cost, in words too', () => {
    expect(sumOf(text, ['Taxable value', 'CGST', 'SGST', 'Shipping'])).toBe(printed(text, 'Total'));
    expect(printed(text, 'Total')).toBe(ORDER_TOTAL_PAISE);
    expect(printed(text, 'Taxable value')).toBe(53_571 + 90_050 + 2_800);
    expect(text).toContain('Amount in words: Rupees One Thousand Six Hundred Thirteen and Fifty-Two Paise Only');
  });

  it('ends with the seller’s signature line, and prints ₹ in the embedded font', () => {
    expect(text).toContain('For Sharma Traders Pvt Ltd Authorised signatory');
    expect(text).not.toContain('Rs.');
    expect(text).toContain('₹1,613.52');
  });
});

describe('a tax invoice for a delivery to another state', () => {
  it('charges IGST at the full rate, and no CGST or SGST', async () => {
    const text = await textOf(issuedInvoice('REGULAR', 'Tamil Nadu'));
    for (const expected of [
      'Place of supply: Tamil Nadu, code 33',
      'State: Tamil Nadu, code 33',
      'Supply to another state: IGST',
      'Cow Ghee 1 LITRE 0405 1 pcs 650.00 50.01 535.71 64.28 @12% 599.99',
      'Basmati Rice 5 KG 1006 2 pcs 499.00 52.47 900.50 45.03 @5% 945.53',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toMatch(/CGST|SGST/);
    expect(sumOf(text, ['Taxable value', 'IGST', 'Shipping'])).toBe(printed(text, 'Total'));
    expect(printed(text, 'IGST')).toBe(10_931);
  });
});

describe('a bill of supply of a composition shop', () => {
  it('says the rule 49 words, prints its GSTIN and no tax', async () => {
    const text = await textOf(issuedInvoice('COMPOSITION'));
    expect(text).toContain('BILL OF SUPPLY Composition taxable person, not eligible to collect tax on supplies');
    expect(text).toContain('Bill No: INV/26-27/000007');
    expect(text).toContain('GSTIN: 29AAGCB7383J1Z4');
    expect(text).toContain('Cow Ghee 1 LITRE 0405 1 pcs 650.00 50.01 599.99');
    expect(text).not.toMatch(/TAX INVOICE|CGST|SGST|IGST|Taxable value|reverse charge/);
    expect(sumOf(text, ['Value of goods', 'Shipping'])).toBe(printed(text, 'Total'));
    expect(printed(text, 'Total')).toBe(ORDER_TOTAL_PAISE);
  });
});

describe('a receipt', () => {
  it('of an unregistered shop prints no GSTIN and no tax, and says why', async () => {
    const text = await textOf(issuedInvoice('UNREGISTERED'));
    expect(text).toContain('RECEIPT The seller is not registered under GST: no tax is charged.');
    expect(text).toContain('Receipt No: INV/26-27/000007');
    expect(text).toContain('Sharma Traders Pvt Ltd');
    expect(text).not.toMatch(/GSTIN|CGST|SGST|IGST|Taxable value|TAX INVOICE/);
    expect(sumOf(text, ['Value of goods', 'Shipping'])).toBe(printed(text, 'Total'));
  });

  it('of a shop that gave no seller details names its organisation and says it is not a tax invoice', async () => {
    const text = await textOf(issuedInvoice(null));
    expect(text).toContain('RECEIPT The shop had not given its GST details when this was issued');
    expect(text).toContain('Sharma Traders Sharma General Store Indiranagar, Bengaluru');
    expect(text).not.toMatch(/GSTIN|CGST|SGST|IGST/);
  });
});

describe('a credit note', () => {
  it('names the invoice it cancels and its date, and credits the same lines and total', async () => {
    const text = await textOf(issuedCreditNote('REGULAR'));
    for (const expected of [
      'CREDIT NOTE',
      'Credit note No: CN/26-27/000003',
      'Date of issue: 29 November 2026',
      'Against invoice INV/26-27/000007 of 27 November 2026',
      'Reason: Returned at the door',
      'GSTIN: 29AAGCB7383J1Z4',
      'Cow Ghee 1 LITRE 0405 1 pcs 650.00 50.01 535.71 32.14 @6% 32.14 @6% 599.99',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('TAX INVOICE');
    expect(sumOf(text, ['Taxable value', 'CGST', 'SGST', 'Shipping'])).toBe(printed(text, 'Total credited'));
    expect(printed(text, 'Total credited')).toBe(ORDER_TOTAL_PAISE);
  });
});

describe('in Hindi', () => {
  // Extracted text comes in the glyphs' order, where a shaped ि stands before its consonant, and some
  // conjuncts come apart (स् थान): the words checked here have neither.
  it('prints a tax invoice’s labels in Hindi, the shop’s and the shopper’s data as written', async () => {
    const text = await textOf(issuedInvoice('REGULAR'), 'hi');
    for (const expected of [
      'टैक्स',
      'नंबर: INV/26-27/000007',
      'Sharma Traders Pvt Ltd',
      'GSTIN: 29AAGCB7383J1Z4',
      'Karnataka, कोड 29',
      'राज्य के भीतर',
      'पर टैक्स',
      'Cow Ghee 1 लीटर 0405 1 पीस 650.00 50.01 535.71 32.14 @6% 32.14 @6% 599.99',
      'कुल ₹1,613.52',
      'पैसे मात्र',
      'Sharma Traders Pvt Ltd की ओर से',
    ]) {
      expect(text, expected).toContain(expected);
    }
    for (const english of ['TAX INVOICE', 'Place of supply', 'Description', 'Total', 'Amount in words', 'Rs.']) {
      expect(text, english).not.toContain(english);
    }
    expect(sumOf(text, ['कर योग्य मूल्य', 'CGST', 'SGST', 'शुल्क'])).toBe(printed(text, 'कुल'));
  });

  it('prints a credit note for a delivery to another state', async () => {
    const text = await textOf(issuedCreditNote('REGULAR', 'Tamil Nadu'), 'hi');
    for (const expected of ['नोट नंबर: CN/26-27/000003', 'INV/26-27/000007', 'IGST', 'कुल वापसी ₹1,613.52']) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toMatch(/CGST|SGST|CREDIT NOTE/);
  });

  it('prints a bill of supply with the rule 49 words in Hindi', async () => {
    const text = await textOf(issuedInvoice('COMPOSITION'), 'hi');
    expect(text).toContain('करदाता');
    expect(text).not.toMatch(/CGST|SGST|IGST|Composition/);
  });
});

describe('large amounts', () => {
  it('keep the Indian grouping (lakh, crore) and are never broken across lines', async () => {
    const invoice = issuedInvoice('REGULAR');
    const line = { ...invoice.snapshot.lines[0]!, quantity: 100, mrpPaise: 1_23_456_00, valuePaise: 1_23_45_600_00 };
    const big: IssuedDocument = {
      ...invoice,
      snapshot: {
        ...invoice.snapshot,
        lines: [{ ...line, amountPaise: 12_34_56_000_00, discountPaise: 0, taxablePaise: 11_02_28_571_43 }],
      },
    };
    const text = await textOf(big);
    expect(text).toContain('100 pcs 1,23,456.00 0.00 11,02,28,571.43');
    expect(text).toContain('12,34,56,000.00');
    expect(text).not.toMatch(/123,456|1,234,56/);
  });

  it('embed the font in English too (the standard fonts have no ₹)', async () => {
    const bytes = await renderTaxDocumentPdf(issuedInvoice('REGULAR'), 'en');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/\/FontFile2/);
  });
});
