import type { Locale } from '@haat/contract/i18n/locales';
import { text } from '@haat/contract/i18n/translate';
import type { StockAlert, StockAlertList } from '@haat/contract/stock-alerts/stock-alerts.schemas';
import type { Db } from '#src/db/connect.ts';
import type { CustomerPrincipal } from '#src/plugins/auth.ts';
import { findCatalogueVariants } from '#src/modules/catalogue/index.ts';
import { buyableQuantity } from '#src/modules/pricing/index.ts';
import { findStoreHabits } from '#src/modules/stores/index.ts';
import { fail, ok, type Result } from '#src/result.ts';
import { listAllStockAlerts, listOpenStockAlerts, openStockAlert } from './stock-alerts.repository.ts';

type StockAlertFailure = 'NOT_FOUND' | 'NOT_ALLOWED' | 'IN_STOCK';

/**
 * "Notify me" on a pack of the store that cannot be bought now. Pressed again, it answers the request already
 * open. A pack on sale (nothing to wait for), another store's, or a hidden one, is refused; so is a store
 * that does not offer it. The request keeps the language it was made in, which its SMS speaks.
 */
export async function requestStockAlert(
  db: Db,
  principal: CustomerPrincipal,
  productVariantId: string,
  locale: Locale,
): Promise<Result<StockAlert, StockAlertFailure>> {
  const { storeId, customerId } = principal;
  if (!(await findStoreHabits(db, storeId))?.notifyMe) return fail('NOT_ALLOWED', 'server.notifyMeOff');
  const variant = (await findCatalogueVariants(db, storeId, [productVariantId], locale)).get(productVariantId);
  if (!variant?.sellable) return fail('NOT_FOUND', 'server.productNotFound');
  if (buyableQuantity(variant) > 0) {
    return fail('IN_STOCK', text('server.stillInStock', { product: variant.productName }));
  }
  const open = await openStockAlert(db, { storeId, customerId }, productVariantId, locale);
  return ok({ productVariantId, productId: variant.productId, requestedAt: open.createdAt.toISOString() });
}

/** The shopper's open requests in the store. */
export async function listStockAlerts(db: Db, principal: CustomerPrincipal): Promise<StockAlertList> {
  const rows = await listOpenStockAlerts(db, principal);
  return {
    alerts: rows.map((row) => ({
      productVariantId: row.productVariantId,
      productId: row.productId,
      requestedAt: row.createdAt.toISOString(),
    })),
  };
}

/** Every "Notify me" the shopper made, open and sent: their part of their data's copy (decision 029). */
export async function listStockAlertRecords(
  db: Db,
  principal: CustomerPrincipal,
): Promise<(StockAlert & { sentAt: string | null })[]> {
  const rows = await listAllStockAlerts(db, principal);
  return rows.map((row) => ({
    productVariantId: row.productVariantId,
    productId: row.productId,
    requestedAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}
