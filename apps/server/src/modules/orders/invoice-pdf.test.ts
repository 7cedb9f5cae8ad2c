import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
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
