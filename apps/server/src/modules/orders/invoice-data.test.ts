import { describe, expect, it } from 'vitest';
import {
  buildCreditNoteSnapshot,
  buildInvoiceSnapshot,
  placeOfSupplyOf,
  type TaxDocumentLine,
} from './invoice-data.ts';
import { issuedInvoice, order, ORDER_TOTAL_PAISE, orderItems, storeOf } from './invoice-test-data.ts';

const addsUp = (line: TaxDocumentLine) => {
  expect(line.valuePaise).toBe(line.mrpPaise * line.quantity);
  expect(line.valuePaise - line.discountPaise).toBe(line.amountPaise);
  expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.amountPaise);
};

describe('buildInvoiceSnapshot', () => {
  it('splits each line’s GST into CGST and SGST within the seller’s state, and every sum adds up', () => {
    const { snapshot } = issuedInvoice('REGULAR');
    expect(snapshot).toMatchObject({ format: 'TAX_INVOICE', supply: 'INTRA_STATE' });
    expect(snapshot.placeOfSupply).toEqual({ code: '29', name: 'Karnataka' });
    snapshot.lines.forEach(addsUp);
    expect(snapshot.lines.map(({ cgstPaise, sgstPaise, igstPaise }) => [cgstPaise, sgstPaise, igstPaise])).toEqual([
      [3214, 3214, 0],
      [2252, 2251, 0],
      [0, 0, 0],
    ]);
    const { totals } = snapshot;
    expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.shippingPaise).toBe(ORDER_TOTAL_PAISE);
    expect(totals.totalPaise).toBe(ORDER_TOTAL_PAISE);
    // The saving is the pricing rule's: MRP less what was paid, tax included.
    expect(totals.discountPaise).toBe(order().totalDiscountPaise);
  });

  it('charges IGST, whole, on a delivery to another state', () => {
    const { snapshot } = issuedInvoice('REGULAR', 'Tamil Nadu');
    expect(snapshot).toMatchObject({ supply: 'INTER_STATE', placeOfSupply: { code: '33', name: 'Tamil Nadu' } });
    snapshot.lines.forEach(addsUp);
    expect(snapshot.totals).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 10_931 });
  });

  it('charges no tax on a bill of supply or a receipt: what was paid is the price of the goods', () => {
    for (const scheme of ['COMPOSITION', 'UNREGISTERED', null] as const) {
      const { snapshot } = issuedInvoice(scheme, 'Tamil Nadu');
      expect(snapshot.format).toBe(scheme === 'COMPOSITION' ? 'BILL_OF_SUPPLY' : 'RECEIPT');
      snapshot.lines.forEach(addsUp);
      expect(snapshot.totals).toMatchObject({
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
        totalPaise: ORDER_TOTAL_PAISE,
      });
      expect(snapshot.totals.taxablePaise + snapshot.totals.shippingPaise).toBe(ORDER_TOTAL_PAISE);
    }
    expect(issuedInvoice('COMPOSITION').snapshot.seller.gstin).toBe('29AAGCB7383J1Z4');
    expect(issuedInvoice('UNREGISTERED').snapshot.seller).toMatchObject({ gstin: null, declared: true });
    // A store with no seller details prints its organisation and place, and says it gave none.
    expect(issuedInvoice(null).snapshot.seller).toMatchObject({
      legalName: 'Sharma Traders',
      address: 'Indiranagar, Bengaluru',
      gstin: null,
      state: null,
      declared: false,
    });
  });

  it('takes an address’s state that names no GST state as the seller’s own', () => {
    expect(placeOfSupplyOf('Tamil Nadu', storeOf('REGULAR').seller)).toBe('33');
    expect(placeOfSupplyOf('कर्नाटक', storeOf('REGULAR').seller)).toBe('29');
    expect(placeOfSupplyOf('Atlantis', null)).toBeNull();
    expect(issuedInvoice('REGULAR', 'Atlantis').snapshot).toMatchObject({
      supply: 'INTRA_STATE',
      buyer: { state: 'Atlantis', stateCode: null },
    });
  });

  it('refuses an order whose lines do not add up to its price', () => {
    const wrong = { ...order(), finalPricePaise: ORDER_TOTAL_PAISE + 1 };
    expect(() => buildInvoiceSnapshot(wrong, orderItems, { store: storeOf('REGULAR'), placeOfSupply: '29' })).toThrow(
      /add up/,
    );
  });
});

describe('buildCreditNoteSnapshot', () => {
  it('credits the invoice’s lines and totals, naming the invoice and its date', () => {
    const invoice = issuedInvoice('REGULAR');
    const note = buildCreditNoteSnapshot(invoice, null);
    expect(note.lines).toEqual(invoice.snapshot.lines);
    expect(note.totals).toEqual(invoice.snapshot.totals);
    expect(note.against).toEqual({ number: 'INV/26-27/000007', issuedOn: '2026-11-27' });
  });
});
