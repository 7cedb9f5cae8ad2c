import {
  INVALID_COUPON_MESSAGE,
  type Checkout,
  type CreateCheckoutBody,
  type UpdateCheckoutBody,
} from '@haat/contract/checkouts/checkouts.schemas';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import { findCatalogueVariants } from '#src/modules/catalogue/index.ts';
import type { CustomerPrincipal } from '#src/plugins/auth.ts';
import { fail, forOperator, ok, type Result } from '#src/result.ts';
import {
  checkoutItemsAndTotals,
  checkoutLines,
  paymentMethodEnabled,
  priceCheckout,
  stockProblem,
} from '#src/modules/pricing/index.ts';
import { findOwnCheckout, insertCheckout, updateCheckout, type CheckoutRecord } from './checkouts.repository.ts';
import { findStoreCommerceSettings, type StoreCommerceSettings } from '#src/modules/stores/index.ts';

type CheckoutResult = Result<
  Checkout,
  'NOT_FOUND' | 'INVALID_COUPON' | 'PAYMENT_METHOD_NOT_SUPPORTED' | 'ID_MISMATCH' | 'NOT_AVAILABLE' | 'ALREADY_PLACED'
>;

/** A checkout of the given lines, priced from the catalogue; refused when a line is gone or short of stock. */
export async function createCheckout(
  db: Db,
  principal: CustomerPrincipal,
  body: CreateCheckoutBody,
  locale: Locale,
): Promise<CheckoutResult> {
  const settings = await findStoreCommerceSettings(db, principal.storeId);
  if (!settings) return fail('NOT_FOUND', 'server.storeNotFound');
  if (body.couponCode !== '') return fail('INVALID_COUPON', INVALID_COUPON_MESSAGE);
  const ids = body.cartItems.map((item) => item.productVariantId);
  const variants = await findCatalogueVariants(db, principal.storeId, ids, locale);
  if (ids.some((id) => !variants.has(id))) return fail('NOT_FOUND', 'server.productNotFound');
  const items = body.cartItems.map((item) => ({
    productVariantId: item.productVariantId,
    quantity: item.quantity,
    sellingPricePaise: variants.get(item.productVariantId)!.sellingPricePaise,
  }));
  const problem = stockProblem(checkoutLines(items, variants));
  if (problem) return fail('NOT_AVAILABLE', problem);
  const id = await insertCheckout(db, {
    storeId: principal.storeId,
    customerId: principal.customerId,
    items,
    couponCode: '',
  });
  return getCheckout(db, principal, id, locale);
}

/** The customer's own checkout, priced now, product names in `locale`; not found for anyone else's. */
export async function getCheckout(
  db: Db,
  principal: CustomerPrincipal,
  checkoutId: string,
  locale: Locale,
): Promise<CheckoutResult> {
  const settings = await findStoreCommerceSettings(db, principal.storeId);
  const checkout = settings ? await findOwnCheckout(db, principal, checkoutId) : null;
  if (!checkout || !settings) return fail('NOT_FOUND', 'server.checkoutNotFound');
  return ok(await viewCheckout(db, checkout, settings, locale));
}

/** Sets the address, the payment method (when the store offers it) and the coupon (none exist yet). */
export async function changeCheckout(
  db: Db,
  principal: CustomerPrincipal,
  checkoutId: string,
  body: UpdateCheckoutBody,
  locale: Locale,
): Promise<CheckoutResult> {
  if (body.checkoutId && body.checkoutId !== checkoutId)
    return fail('ID_MISMATCH', forOperator('checkoutId does not match the path'));
  const settings = await findStoreCommerceSettings(db, principal.storeId);
  const checkout = await findOwnCheckout(db, principal, checkoutId);
  if (!checkout || !settings) return fail('NOT_FOUND', 'server.checkoutNotFound');
  if (checkout.orderId) return fail('ALREADY_PLACED', 'server.checkoutAlreadyPlaced');
  if (body.couponCode) return fail('INVALID_COUPON', INVALID_COUPON_MESSAGE);
  if (body.paymentMethod && !paymentMethodEnabled(settings, body.paymentMethod)) {
    return fail('PAYMENT_METHOD_NOT_SUPPORTED', 'payment.methodNotSupported');
  }
  await updateCheckout(db, principal, checkoutId, {
    ...(body.shippingAddress ? { shippingAddress: body.shippingAddress } : {}),
    ...(body.paymentMethod ? { paymentMethod: body.paymentMethod } : {}),
    ...(body.couponCode !== undefined ? { couponCode: '' } : {}),
  });
  return getCheckout(db, principal, checkoutId, locale);
}

async function viewCheckout(
  db: Db,
  checkout: CheckoutRecord,
  settings: StoreCommerceSettings,
  locale: Locale,
): Promise<Checkout> {
  const ids = checkout.items.map((item) => item.productVariantId);
  const lines = checkoutLines(checkout.items, await findCatalogueVariants(db, checkout.storeId, ids, locale));
  return {
    id: checkout.id,
    shippingAddress: checkout.shippingAddress,
    paymentMethod: checkout.paymentMethod,
    couponCode: checkout.couponCode,
    orderId: checkout.orderId,
    ...checkoutItemsAndTotals(lines, priceCheckout(lines, settings)),
  };
}
