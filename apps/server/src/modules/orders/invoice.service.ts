import type { Db } from '#src/db/connect.ts';
import { findStoreCommerceSettings } from '#src/modules/stores/index.ts';
import type { CustomerPrincipal } from '#src/plugins/auth.ts';
import { buildInvoice } from './invoice-data.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { getOwnOrder } from './orders.service.ts';

export type InvoiceResult =
  | { ok: true; pdf: Buffer; fileName: string }
  | { ok: false; error: { code: 'NOT_FOUND' | 'NOT_DELIVERED'; message: string } };

/** The GST invoice of the customer's own order, once it is DELIVERED (before that there is no supply). */
export async function getOwnInvoice(db: Db, principal: CustomerPrincipal, orderId: string): Promise<InvoiceResult> {
  const found = await getOwnOrder(db, principal, orderId);
  const store = await findStoreCommerceSettings(db, principal.storeId);
  if (!found || !store) return { ok: false, error: { code: 'NOT_FOUND', message: 'Order not found' } };
  if (found.order.orderState !== 'DELIVERED') {
    return {
      ok: false,
      error: { code: 'NOT_DELIVERED', message: 'The invoice is available once the order is delivered' },
    };
  }
  const pdf = await renderInvoicePdf(buildInvoice(found.order, found.items, store));
  return { ok: true, pdf, fileName: `invoice-${found.order.orderNumber}.pdf` };
}
