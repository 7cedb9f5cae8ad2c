import type { Locale } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import { findStoreCommerceSettings } from '#src/modules/stores/index.ts';
import type { CustomerPrincipal } from '#src/plugins/auth.ts';
import { fail, ok, type Result } from '#src/result.ts';
import { buildInvoice } from './invoice-data.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { getOwnOrder } from './orders.service.ts';

export interface Invoice {
  pdf: Buffer;
  fileName: string;
}

/**
 * The GST invoice of the customer's own order, once it is DELIVERED (before that there is no supply), its
 * labels in the shopper's language.
 */
export async function getOwnInvoice(
  db: Db,
  principal: CustomerPrincipal,
  orderId: string,
  locale: Locale,
): Promise<Result<Invoice, 'NOT_FOUND' | 'NOT_DELIVERED'>> {
  const found = await getOwnOrder(db, principal, orderId);
  const store = await findStoreCommerceSettings(db, principal.storeId);
  if (!found || !store) return fail('NOT_FOUND', 'server.orderNotFound');
  if (found.order.orderState !== 'DELIVERED') {
    return fail('NOT_DELIVERED', 'server.invoiceNotYet');
  }
  const pdf = await renderInvoicePdf(buildInvoice(found.order, found.items, store, locale), locale);
  return ok({ pdf, fileName: `invoice-${found.order.orderNumber}.pdf` });
}
