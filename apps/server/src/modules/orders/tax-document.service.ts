import {
  financialYearOf,
  taxDocumentNumber,
  taxDocumentSeries,
  type TaxDocumentKind,
} from '@haat/contract/gst/tax-documents';
import type { Db } from '#src/db/connect.ts';
import { findStoreCommerceSettings } from '#src/modules/stores/index.ts';
import {
  buildCreditNoteSnapshot,
  buildInvoiceSnapshot,
  placeOfSupplyOf,
  type TaxDocumentSnapshot,
} from './invoice-data.ts';
import { listOrderItems, type OrderRow } from './orders.repository.ts';
import { findTaxDocument, insertTaxDocument, takeNextSerial, type TaxDocumentRow } from './tax-documents.repository.ts';

/**
 * The order's invoice, issued now unless it already has one (decision 030): when the goods leave (the order
 * becomes SHIPPED), or on the first download of an order that left before invoices were issued. Run it in
 * the transaction that holds the order's row lock, so two issuers of one order take turns and the second
 * finds the first's invoice.
 */
export async function issueInvoice(tx: Db, order: OrderRow, at: Date): Promise<TaxDocumentRow> {
  const existing = await findTaxDocument(tx, order.storeId, order.id, 'INVOICE');
  if (existing) return existing;
  const store = await findStoreCommerceSettings(tx, order.storeId);
  if (!store) throw new Error(`store ${order.storeId} of order ${order.id} not found`);
  const items = await listOrderItems(tx, order.storeId, [order.id]);
  const placeOfSupply = placeOfSupplyOf(order.shippingAddress.state, store.seller);
  const snapshot = buildInvoiceSnapshot(order, items, { store, placeOfSupply });
  return issue(tx, order, 'INVOICE', at, snapshot);
}

/**
 * A credit note for a cancelled order's invoice, in the cancelling transaction: null when the order had no
 * invoice (it never left the shop), its existing note when it has one.
 */
export async function issueCreditNote(
  tx: Db,
  order: OrderRow,
  at: Date,
  reason: string | null,
): Promise<TaxDocumentRow | null> {
  const invoice = await findTaxDocument(tx, order.storeId, order.id, 'INVOICE');
  if (!invoice) return null;
  const existing = await findTaxDocument(tx, order.storeId, order.id, 'CREDIT_NOTE');
  if (existing) return existing;
  return issue(tx, order, 'CREDIT_NOTE', at, buildCreditNoteSnapshot(invoice, reason));
}

/** Takes the next number of the kind's series for the financial year of `at`, and writes the document. */
async function issue(
  tx: Db,
  order: OrderRow,
  kind: TaxDocumentKind,
  at: Date,
  snapshot: TaxDocumentSnapshot,
): Promise<TaxDocumentRow> {
  const year = financialYearOf(at);
  const serial = await takeNextSerial(tx, order.storeId, taxDocumentSeries[kind], year.startYear);
  return insertTaxDocument(tx, {
    storeId: order.storeId,
    orderId: order.id,
    kind,
    number: taxDocumentNumber(kind, year, serial),
    financialYear: year.startYear,
    serial,
    issuedAt: at,
    snapshot,
  });
}
