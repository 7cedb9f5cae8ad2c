import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { translate } from '@haat/contract/i18n/translate';
import type { InvoiceData } from './invoice-data.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

const bigOrder: InvoiceData = {
  seller: {
    name: 'Sharma General Store',
    legalName: 'Sharma Traders',
    location: 'Bengaluru',
    phone: null,
    email: null,
  },
  orderNumber: 'ORD-1',
  orderDate: '24 November 2026',
  billTo: ['Asha Rao'],
  paymentMethod: 'Cash on delivery',
  lines: [
    {
      description: 'Gold coin 10 g',
      quantity: 100,
      ratePaise: 1_23_456_00,
      taxablePaise: 12_34_56_000_00,
      taxPercent: 0,
      inclusive: false,
      cgstPaise: 0,
      sgstPaise: 0,
      amountPaise: 12_34_56_000_00,
    },
  ],
  taxablePaise: 12_34_56_000_00,
  cgstPaise: 0,
  sgstPaise: 0,
  shippingPaise: 999_00,
  couponDiscountPaise: 0,
  savingsPaise: 0,
  totalPaise: 12_34_56_999_00,
  totalInWords: 'Rupees Twelve Crore … Only',
};

describe('renderInvoicePdf', () => {
  it('prints amounts in the Indian grouping (lakh, crore) with "Rs." for the ₹ the fonts lack', async () => {
    const pdf = await getDocumentProxy(new Uint8Array(await renderInvoicePdf(bigOrder)));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain('1,23,456.00'); // the rate: one lakh
    expect(text).toContain('Rs. 12,34,56,999.00'); // the total: crores
    expect(text).toContain('Rs. 999.00'); // shipping, below a thousand
    expect(text).not.toMatch(/123,456|1,234,56/);
  });
});

describe('renderInvoicePdf in Hindi', () => {
  const hindiOrder: InvoiceData = {
    ...bigOrder,
    orderDate: '24 नवंबर 2026',
    paymentMethod: translate('hi', 'invoice.methodCod'),
    billTo: ['आशा राव', 'मोबाइल: 9876543210'],
    lines: [{ ...bigOrder.lines[0]!, description: 'शुद्ध देसी घी 500 ग्राम', inclusive: true }],
  };

  it('embeds a Devanagari font and prints its labels in Hindi, money with ₹', async () => {
    const bytes = await renderInvoicePdf(hindiOrder, 'hi');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/\/FontFile2/); // an embedded TrueType font
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain('₹12,34,56,999.00');
    expect(text).toContain('1,23,456.00');
    expect(text).not.toContain('Rs.');
    expect(text).not.toContain('?');
    for (const english of ['TAX INVOICE', 'Bill To', 'Description', 'Total', 'Shipping', 'Amount in words']) {
      expect(text).not.toContain(english);
    }
    // Extracted text comes in the glyphs' order (a shaped ि stands before its consonant): these words have none.
    for (const hindi of ['टैक्स', 'मात्रा', 'कुल ₹12,34,56,999.00', 'भुगतान: कैश ऑन']) expect(text).toContain(hindi);
  });

  it('keeps the English invoice in the standard fonts, with no font file embedded', async () => {
    const bytes = await renderInvoicePdf(bigOrder, 'en');
    expect(bytes.toString('latin1')).not.toMatch(/\/FontFile2/);
  });
});
