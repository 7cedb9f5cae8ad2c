import { describe, expect, it } from 'vitest';
import { billOf, deliveryChargePaise, deliveryRuleOf, paiseToFreeDelivery, type Bill } from './bill.ts';
import { translate } from '../i18n/translate.ts';

/** What a shopper reads: each row's shown amount ("Included" and "Free" are nothing added). */
const shownPaise = (value: string) =>
  value === 'Included' || value === 'Free' ? 0 : Math.round(Number(value.replace(/[₹,]/g, '')) * 100);

/** The check a shopper makes with a pencil: the rows as shown add up to the total as shown. */
function expectAddsUp(bill: Bill) {
  for (const row of bill.rows) expect(shownPaise(row.value), row.label).toBe(row.addsPaise);
  expect(bill.rows.reduce((sum, row) => sum + shownPaise(row.value), 0)).toBe(shownPaise(bill.total));
}

describe('billOf', () => {
  it('an order of GST-inclusive goods with ₹30 shipping: the tax is named as included, not added', () => {
    // The order that read Subtotal ₹288.00 + Tax ₹13.72 + Shipping ₹30.00 = Total ₹318.00.
    const bill = billOf(
      { totalPrice: 288, tax: 13.72, couponDiscount: 0, totalDiscount: 32, finalPrice: 318 },
      { charge: 30, inFinalPrice: true },
    );
    expect(bill.rows.map((row) => [row.label, row.value])).toEqual([
      ['Subtotal', '₹288.00'],
      ['Tax', 'Included'],
      ['Discounts', '₹0.00'],
      ['Shipping', '₹30.00'],
    ]);
    expect(bill.total).toBe('₹318.00');
    expect(bill.includedTaxNote).toBe('Prices include ₹13.72 GST');
    expect(bill.savingsNote).toBe('You save ₹32.00 on MRP');
    expectAddsUp(bill);
  });

  it('GST on top of some prices is added; the GST inside the others is named', () => {
    // The order that read Subtotal ₹878.00 + Tax ₹52.40 + Shipping Free = Total ₹898.40.
    const bill = billOf(
      { totalPrice: 878, tax: 52.4, couponDiscount: 0, totalDiscount: 0, finalPrice: 898.4 },
      { charge: 0, inFinalPrice: true },
    );
    expect(bill.rows.find((row) => row.label === 'Tax')?.value).toBe('₹20.40');
    expect(bill.rows.find((row) => row.label === 'Shipping')?.value).toBe('Free');
    expect(bill.includedTaxNote).toBe('Prices include ₹32.00 GST');
    expect(bill.savingsNote).toBeNull();
    expectAddsUp(bill);
  });

  it("a cart: the store's delivery charge is added to the server's total", () => {
    const bill = billOf(
      { totalPrice: 439, tax: 10.2, couponDiscount: 0, totalDiscount: 12, finalPrice: 449.2 },
      { charge: 30, inFinalPrice: false },
    );
    expect(bill.total).toBe('₹479.20');
    expect(bill.rows.find((row) => row.label === 'Tax')?.value).toBe('₹10.20');
    expect(bill.includedTaxNote).toBeNull();
    expectAddsUp(bill);
  });

  it('a coupon is subtracted, and a cart without a delivery rule has no shipping row', () => {
    const bill = billOf(
      { totalPrice: 1_234.5, tax: 58.79, couponDiscount: 100, totalDiscount: 0, finalPrice: 1_134.5 },
      null,
    );
    expect(bill.rows.map((row) => row.label)).toEqual(['Subtotal', 'Tax', 'Discounts']);
    expect(bill.rows.find((row) => row.label === 'Discounts')?.value).toBe('-₹100.00');
    expect(bill.total).toBe('₹1,134.50');
    expectAddsUp(bill);
  });

  it('no tax at all reads ₹0.00', () => {
    const bill = billOf({ totalPrice: 50, tax: 0, couponDiscount: 0, totalDiscount: 0, finalPrice: 50 }, null);
    expect(bill.rows.find((row) => row.label === 'Tax')?.value).toBe('₹0.00');
    expect(bill.includedTaxNote).toBeNull();
    expectAddsUp(bill);
  });
});

describe('the delivery rule', () => {
  const rule = deliveryRuleOf({
    shippingEnabled: true,
    manualShippingConfigs: [{ shippingTime: '1 to 4 hours', charge: 30, freeAbove: 499 }],
  });

  it('charges below the threshold and says how much more makes it free', () => {
    expect(rule).toEqual({ chargePaise: 3_000, freeAbovePaise: 49_900 });
    expect(deliveryChargePaise(43_900, rule)).toBe(3_000);
    expect(paiseToFreeDelivery(43_900, rule)).toBe(6_000);
    expect(deliveryChargePaise(49_899, rule)).toBe(3_000);
    expect(deliveryChargePaise(49_900, rule)).toBe(0);
    expect(paiseToFreeDelivery(49_900, rule)).toBeNull();
  });

  it('has no rule when shipping is off, and no hint without a threshold', () => {
    expect(deliveryRuleOf({ shippingEnabled: false, manualShippingConfigs: [] })).toBeNull();
    expect(deliveryChargePaise(100, null)).toBe(0);
    expect(paiseToFreeDelivery(100, { chargePaise: 3_000, freeAbovePaise: null })).toBeNull();
  });
});

describe('billOf in the shopper language', () => {
  it('names every row, word and note by a catalogue id whose English is the one shown', () => {
    const bill = billOf(
      { totalPrice: 288, tax: 13.72, couponDiscount: 0, totalDiscount: 32, finalPrice: 288 },
      { charge: 0, inFinalPrice: true },
    );
    for (const row of bill.rows) {
      expect(translate('en', row.labelId!)).toBe(row.label);
      if (row.valueId) expect(translate('en', row.valueId)).toBe(row.value);
    }
    expect(translate('en', bill.includedTax!)).toBe(bill.includedTaxNote);
    expect(translate('en', bill.savings!)).toBe(bill.savingsNote);
    expect(
      bill.rows.map((row) => [translate('hi', row.labelId!), row.valueId ? translate('hi', row.valueId) : row.value]),
    ).toEqual([
      ['सामान की कीमत', '₹288.00'],
      ['टैक्स', 'शामिल'],
      ['छूट', '₹0.00'],
      ['डिलीवरी शुल्क', 'मुफ़्त'],
    ]);
    expect(translate('hi', bill.savings!)).toBe('MRP पर आपकी बचत ₹32.00');
  });
});
