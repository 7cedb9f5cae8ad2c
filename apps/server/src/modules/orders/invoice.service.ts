import type { Locale } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import type { CustomerPrincipal } from '#src/plugins/auth.ts';
import { fail, ok, type Result } from '#src/result.ts';
import { renderTaxDocumentPdf } from './invoice-pdf.ts';
import { findOrder } from './orders.repository.ts';
import { issueInvoice } from './tax-document.service.ts';
import { findTaxDocument } from './tax-documents.repository.ts';

export interface Invoice {
  pdf: Buffer;
  fileName: string;
}

/**
 * The invoice of the customer's own order, once it is DELIVERED (spec: the order page offers it then), its
 * labels in the shopper's language. It was issued when the order shipped; an order that shipped before
 * invoices were issued gets its invoice now, on the first download (decision 030).
 */
export async function getOwnInvoice(
  db: Db,
  principal: CustomerPrincipal,
  orderId: string,
  locale: Locale,
  now: Date,
): Promise<Result<Invoice, 'NOT_FOUND' | 'NOT_DELIVERED'>> {
  const order = await findOrder(db, principal, orderId);
  if (!order) return fail('NOT_FOUND', 'server.orderNotFound');
  if (order.orderState !== 'DELIVERED') return fail('NOT_DELIVERED', 'server.invoiceNotYet');
  const invoice =
    (await findTaxDocument(db, principal.storeId, order.id, 'INVOICE')) ??
    // The order's row lock makes a second download at the same moment wait, then find this invoice.
    (await db.transaction(async (tx) =>
      issueInvoice(tx, (await findOrder(tx, principal, orderId, { lock: true }))!, now),
    ));
  const pdf = await renderTaxDocumentPdf(invoice, locale);
  return ok({ pdf, fileName: `invoice-${order.orderNumber}.pdf` });
}

/** The credit note of the customer's own cancelled order, when its invoice was cancelled by one. */
export async function getOwnCreditNote(
  db: Db,
  principal: CustomerPrincipal,
  orderId: string,
  locale: Locale,
): Promise<Result<Invoice, 'NOT_FOUND'>> {
  const order = await findOrder(db, principal, orderId);
  if (!order) return fail('NOT_FOUND', 'server.orderNotFound');
  const note = await findTaxDocument(db, principal.storeId, order.id, 'CREDIT_NOTE');
  if (!note) return fail('NOT_FOUND', 'server.creditNoteNotFound');
  const pdf = await renderTaxDocumentPdf(note, locale);
  return ok({ pdf, fileName: `credit-note-${order.orderNumber}.pdf` });
}
