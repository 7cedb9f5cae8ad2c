import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { orderDocumentPaths } from '@haat/contract/orders/orders.schemas';
import { orders, stores, taxDocuments } from '#src/db/schema/index.ts';
import {
  address,
  createCommerceTestApp,
  createShop,
  placeOrder,
  readyCheckout,
  signIn,
  type CommerceShop,
  type Shopper,
} from './commerce-test-kit.ts';
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

async function orderOf(shopper: Shopper, lines = [{ productVariantId: shop.variants.ghee, quantity: 1 }]) {
  const placed = await placeOrder(shopper, await readyCheckout(shopper, lines, 'COD'));
  return placed.json() as { id: string; orderNumber: string };
}

const move = (store: CommerceShop, orderId: string, ...states: Array<'SHIPPED' | 'DELIVERED' | 'CANCELLED'>) =>
  states.reduce(async (previous, to) => {
    await previous;
    const moved = await changeOrderState(db, { owner: { storeId: store.storeId }, orderId, to, actor: 'OPERATOR' });
    expect(moved.ok).toBe(true);
  }, Promise.resolve());

const documentsOf = (orderId: string) =>
  db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId)).orderBy(taxDocuments.kind);

describe('GET /api/orders/:id/invoice', () => {
  it('answers the tax invoice issued when the order shipped, as a PDF attachment, once delivered', async () => {
    const shopper = await signIn(app, shop);
    const order = await orderOf(shopper, [
      { productVariantId: shop.variants.ghee, quantity: 1 },
      { productVariantId: shop.variants.rice, quantity: 2 },
    ]);
    const early = await shopper.call('GET', `/api/orders/${order.id}/invoice`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The invoice is available once the order is delivered');
    expect(await documentsOf(order.id)).toEqual([]);

    await move(shop, order.id, 'SHIPPED');
    const [issued] = await documentsOf(order.id);
    expect(issued).toMatchObject({ kind: 'INVOICE', storeId: shop.storeId });
    expect(issued!.number).toMatch(/^INV\/\d\d-\d\d\/\d{6}$/);
    // Shipped is not yet delivered: the storefront offers the invoice once delivered (spec).
    expect((await shopper.call('GET', `/api/orders/${order.id}/invoice`)).statusCode).toBe(409);

    await move(shop, order.id, 'DELIVERED');
    const response = await shopper.call('GET', `/api/orders/${order.id}/invoice`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${order.orderNumber}.pdf"`);
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'TAX INVOICE',
      `Invoice No: ${issued!.number}`,
      `Order No: ${order.orderNumber}`,
      'GSTIN: 29AAGCB7383J1Z4',
      'Asha Rao',
      'State: Karnataka, code 29',
      'Place of supply: Karnataka, code 29',
      'Cow Ghee 1 LITRE 0405 1 pcs',
      'Basmati Rice 5 KG 1006 2 pcs',
      '535.71', // ghee: taxable value of 599.99 incl. 12 % (64.28 GST)
      '32.14 @6%', // … split CGST / SGST
      '22.52 @2.5%', // rice: 45.03 GST, CGST takes the odd paisa
      '22.51 @2.5%',
      'Total ₹1,545.52',
      'Rupees One Thousand Five Hundred Forty-Five and Fifty-Two Paise Only',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text.split('29AAGCB7383J1Z4')).toHaveLength(2); // the seller is named once
  });

  it('reprints the same invoice after the store changes its details, and issues none twice', async () => {
    const shopper = await signIn(app, shop);
    const order = await orderOf(shopper);
    await move(shop, order.id, 'SHIPPED', 'DELIVERED');
    const first = await pdfText((await shopper.call('GET', `/api/orders/${order.id}/invoice`)).rawPayload);
    const [store] = await db.select({ seller: stores.seller }).from(stores).where(eq(stores.id, shop.storeId));
    await db
      .update(stores)
      .set({ seller: { ...store!.seller!, legalName: 'Renamed Later Pvt Ltd' } })
      .where(eq(stores.id, shop.storeId));
    try {
      const again = await pdfText((await shopper.call('GET', `/api/orders/${order.id}/invoice`)).rawPayload);
      expect(again).toBe(first);
      expect(again).not.toContain('Renamed Later');
      expect(await documentsOf(order.id)).toHaveLength(1);
    } finally {
      await db.update(stores).set({ seller: store!.seller }).where(eq(stores.id, shop.storeId));
    }
  });

  it('issues the invoice of an order delivered before invoices were issued on its first download', async () => {
    const shopper = await signIn(app, shop);
    const order = await orderOf(shopper);
    await move(shop, order.id, 'SHIPPED', 'DELIVERED');
    // As if it had shipped before this change: no document.
    await db.delete(taxDocuments).where(eq(taxDocuments.orderId, order.id));
    const [first, second] = await Promise.all([
      shopper.call('GET', `/api/orders/${order.id}/invoice`),
      shopper.call('GET', `/api/orders/${order.id}/invoice`),
    ]);
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    const documents = await documentsOf(order.id);
    expect(documents).toHaveLength(1);
    expect(await pdfText(first!.rawPayload)).toContain(`Invoice No: ${documents[0]!.number}`);
  });

  it('prints IGST for an order delivered to another state', async () => {
    const shopper = await signIn(app, shop);
    const order = await orderOf(shopper);
    await db
      .update(orders)
      .set({ shippingAddress: { ...address, city: 'Chennai', state: 'Tamil Nadu', pin: '600001' } })
      .where(and(eq(orders.id, order.id), eq(orders.storeId, shop.storeId)));
    await move(shop, order.id, 'SHIPPED', 'DELIVERED');
    const text = await pdfText((await shopper.call('GET', `/api/orders/${order.id}/invoice`)).rawPayload);
    expect(text).toContain('Place of supply: Tamil Nadu, code 33');
    expect(text).toContain('64.28 @12%');
    expect(text).toContain('IGST ₹64.28');
    expect(text).not.toMatch(/CGST|SGST/);
  });

  it('answers 404 for another customer’s order and another store’s', async () => {
    const owner = await signIn(app, shop);
    const order = await orderOf(owner);
    await move(shop, order.id, 'SHIPPED', 'DELIVERED');
    const neighbour = await (await signIn(app, shop)).call('GET', `/api/orders/${order.id}/invoice`);
    expect(neighbour.statusCode).toBe(404);
    expect(neighbour.json().message).toBe('Order not found');
    const elsewhere = await signIn(app, await createShop(context));
    expect((await elsewhere.call('GET', `/api/orders/${order.id}/invoice`)).statusCode).toBe(404);
  });
});

describe('GET /api/orders/:id/credit-note', () => {
  it('answers the credit note of a shipped order cancelled, against its invoice', async () => {
    const shopper = await signIn(app, shop);
    const order = await orderOf(shopper);
    await move(shop, order.id, 'SHIPPED');
    const none = await shopper.call('GET', orderDocumentPaths.creditNote(order.id));
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 'NOT_FOUND', message: 'This order has no credit note' });

    await move(shop, order.id, 'CANCELLED');
    const [note, invoice] = await documentsOf(order.id); // by kind: CREDIT_NOTE, INVOICE
    expect(note).toMatchObject({ kind: 'CREDIT_NOTE' });
    expect(note!.number).toMatch(/^CN\/\d\d-\d\d\/\d{6}$/);
    const response = await shopper.call('GET', orderDocumentPaths.creditNote(order.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="credit-note-${order.orderNumber}.pdf"`);
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'CREDIT NOTE',
      `Credit note No: ${note!.number}`,
      `Against invoice ${invoice!.number} of`,
      'Reason: order cancelled',
      'Total credited ₹599.99',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('answers 404 for an order cancelled before it shipped, and for another customer’s note', async () => {
    const shopper = await signIn(app, shop);
    const unshipped = await orderOf(shopper);
    await move(shop, unshipped.id, 'CANCELLED');
    expect(await documentsOf(unshipped.id)).toEqual([]);
    expect((await shopper.call('GET', orderDocumentPaths.creditNote(unshipped.id))).statusCode).toBe(404);

    const credited = await orderOf(shopper);
    await move(shop, credited.id, 'SHIPPED', 'CANCELLED');
    const neighbour = await (await signIn(app, shop)).call('GET', orderDocumentPaths.creditNote(credited.id));
    expect(neighbour.statusCode).toBe(404);
    expect(neighbour.json()).toHaveProperty('message');
  });
});

describe('GET /api/orders/:id/invoice in Hindi', () => {
  it('answers the refusal and the invoice in the language the storefront asks for', async () => {
    const shopper = await signIn(app, shop);
    const order = await orderOf(shopper);
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

    await move(shop, order.id, 'SHIPPED', 'DELIVERED');
    const response = await invoice('hi');
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    // Extracted text comes in the glyphs' order, where a shaped ि stands before its consonant: the words
    // checked here have none.
    for (const expected of ['टैक्स', 'भुगतान: कैश ऑन', 'Cow Ghee 1 लीटर', 'कुल ₹599.99', 'पैसे मात्र', order.orderNumber]) {
      expect(text, expected).toContain(expected);
    }
    for (const english of ['TAX INVOICE', 'Cash on delivery', 'Customer', 'Rs.', 'Mobile:']) {
      expect(text, english).not.toContain(english);
    }
  });
});
