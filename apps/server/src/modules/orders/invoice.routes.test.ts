import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { createCommerceTestApp, createShop, placeOrder, readyCheckout, signIn } from './commerce-test-kit.ts';
import { invoiceLine } from './invoice-data.ts';
import { pdfSafeText } from './invoice-pdf.ts';
import { changeOrderState } from './order-state.service.ts';

const context = await createCommerceTestApp();
const { app } = context;
const db = context.database.db;
const shop = await createShop(context);

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('GET /api/orders/:id/invoice', () => {
  it('answers the GST invoice of a delivered order as a PDF attachment', async () => {
    const shopper = await signIn(app, shop);
    const checkoutId = await readyCheckout(
      shopper,
      [
        { productVariantId: shop.variants.ghee, quantity: 1 },
        { productVariantId: shop.variants.rice, quantity: 2 },
      ],
      'COD',
    );
    const order = (await placeOrder(shopper, checkoutId)).json();
    const early = await shopper.call('GET', `/api/orders/${order.id}/invoice`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The invoice is available once the order is delivered');

    const owner = { storeId: shop.storeId };
    await changeOrderState(db, { owner, orderId: order.id, to: 'SHIPPED', actor: 'OPERATOR' });
    await changeOrderState(db, { owner, orderId: order.id, to: 'DELIVERED', actor: 'OPERATOR' });
    const response = await shopper.call('GET', `/api/orders/${order.id}/invoice`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${order.orderNumber}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'TAX INVOICE',
      shop.storeName,
      order.orderNumber,
      'Asha Rao',
      'Bengaluru, Karnataka 560038',
      'Cow Ghee 1 LITRE',
      'Basmati Rice 5 KG',
      'Cash on delivery',
      '535.71', // ghee: taxable value of 599.99 incl. 12 % (64.28 GST)
      '32.14 @6%', // … split CGST / SGST
      '900.50', // rice: 2 × 450.25 taxable
      '22.52 @2.5%', // 45.03 GST: CGST takes the odd paisa
      '22.51 @2.5%',
      'Rs. 1,436.21', // taxable total
      'Rs. 1,545.52', // total
      'Rupees One Thousand Five Hundred Forty-Five and Fifty-Two Paise Only',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The totals block adds up as printed: taxable value + CGST + SGST + shipping = Total.
    const printed = (label: string) => {
      const match = new RegExp(`${label} Rs\\. ([\\d,]+\\.\\d\\d)`).exec(text);
      expect(match, label).not.toBeNull();
      return Math.round(Number(match![1]!.replaceAll(',', '')) * 100);
    };
    const addends = ['Taxable value', 'CGST', 'SGST', 'Shipping'].map(printed);
    expect(addends.reduce((sum, paise) => sum + paise, 0)).toBe(printed('Total'));
  });

  it('answers 404 for another customer’s order', async () => {
    const owner = await signIn(app, shop);
    const order = (
      await placeOrder(
        owner,
        await readyCheckout(owner, [{ productVariantId: shop.variants.rice, quantity: 1 }], 'COD'),
      )
    ).json();
    const owned = { storeId: shop.storeId };
    await changeOrderState(db, { owner: owned, orderId: order.id, to: 'SHIPPED', actor: 'OPERATOR' });
    await changeOrderState(db, { owner: owned, orderId: order.id, to: 'DELIVERED', actor: 'OPERATOR' });
    expect((await (await signIn(app, shop)).call('GET', `/api/orders/${order.id}/invoice`)).statusCode).toBe(404);
    expect(
      (await (await signIn(app, await createShop(context))).call('GET', `/api/orders/${order.id}/invoice`)).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/orders/:id/invoice in Hindi', () => {
  it('answers the refusal and the invoice in the language the storefront asks for', async () => {
    const shopper = await signIn(app, shop);
    const order = (
      await placeOrder(
        shopper,
        await readyCheckout(shopper, [{ productVariantId: shop.variants.ghee, quantity: 1 }], 'COD'),
      )
    ).json();
    const invoice = (language?: string) =>
      app.inject({
        method: 'GET',
        url: `/api/orders/${order.id}/invoice?storeId=${shop.storeId}`,
        headers: {
          authorization: `Bearer ${shopper.session.accessToken}`,
          ...(language ? { 'accept-language': language } : {}),
        },
      });
    const early = await invoice('hi');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ code: 'CONFLICT', message: 'ऑर्डर की डिलीवरी होने के बाद बिल मिलेगा' });
    expect((await invoice()).json().message).toBe('The invoice is available once the order is delivered');
    expect((await invoice('en-IN,en;q=0.9')).json().message).toBe(
      'The invoice is available once the order is delivered',
    );

    const owner = { storeId: shop.storeId };
    await changeOrderState(db, { owner, orderId: order.id, to: 'SHIPPED', actor: 'OPERATOR' });
    await changeOrderState(db, { owner, orderId: order.id, to: 'DELIVERED', actor: 'OPERATOR' });
    const response = await invoice('hi');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    // Extracted text comes in the glyphs' order, where a shaped ि stands before its consonant: the words
    // checked here have none.
    for (const expected of ['टैक्स', 'भुगतान: कैश ऑन', 'Cow Ghee 1 लीटर', 'कुल ₹599.99', 'पैसे मात्र', order.orderNumber]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(/₹[\d,]+\.\d\d/);
    for (const english of ['TAX INVOICE', 'Cash on delivery', 'Bill To', 'Rs.', 'Mobile:']) {
      expect(text, english).not.toContain(english);
    }
  });
});

describe('invoice lines', () => {
  it('split GST in halves that add up to the line’s tax', () => {
    const line = invoiceLine({
      productName: 'Paneer',
      weight: 200,
      weightUnit: 'GM',
      quantity: 3,
      sellingPricePaise: 9000,
      taxPercent: 5,
      taxType: 'INCLUSIVE',
      taxPaise: 1286,
    });
    expect(line).toMatchObject({ taxablePaise: 25_714, cgstPaise: 643, sgstPaise: 643, amountPaise: 27_000 });
  });

  it('replaces what the standard PDF fonts cannot draw', () => {
    expect(pdfSafeText('Dahi दही ₹5 café “x”')).toBe('Dahi ??? ?5 café “x”');
  });
});
