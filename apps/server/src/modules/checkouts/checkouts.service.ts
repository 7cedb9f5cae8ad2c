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
  type PricedCheckoutLine,
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
  const checkout = await insertCheckout(db, {
    storeId: principal.storeId,
    customerId: principal.customerId,
    items,
    couponCode: '',
  });
  // Answered from what this request read and wrote: the store's settings, the variants, the new row.
  return ok(viewOf(checkout, checkoutLines(items, variants), settings));
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
  if (!settings) return fail('NOT_FOUND', 'server.checkoutNotFound');
  if (body.couponCode) return fail('INVALID_COUPON', INVALID_COUPON_MESSAGE);
  if (body.paymentMethod && !paymentMethodEnabled(settings, body.paymentMethod)) {
    return fail('PAYMENT_METHOD_NOT_SUPPORTED', 'payment.methodNotSupported');
  }
  // The write answers the checkout as changed; only a refused write reads it, to tell 404 from 409.
  const checkout = await updateCheckout(db, principal, checkoutId, {
    ...(body.shippingAddress ? { shippingAddress: body.shippingAddress } : {}),
    ...(body.paymentMethod ? { paymentMethod: body.paymentMethod } : {}),
    ...(body.couponCode !== undefined ? { couponCode: '' } : {}),
  });
  if (!checkout) {
    const found = await findOwnCheckout(db, principal, checkoutId);
    return found?.orderId
      ? fail('ALREADY_PLACED', 'server.checkoutAlreadyPlaced')
      : fail('NOT_FOUND', 'server.checkoutNotFound');
  }
  return ok(await viewCheckout(db, checkout, settings, locale));
}

async function viewCheckout(
  db: Db,
  checkout: CheckoutRecord,
  settings: StoreCommerceSettings,
  locale: Locale,
): Promise<Checkout> {
  const ids = checkout.items.map((item) => item.productVariantId);
  const lines = checkoutLines(checkout.items, await findCatalogueVariants(db, checkout.storeId, ids, locale));
  return viewOf(checkout, lines, settings);
}

function viewOf(checkout: CheckoutRecord, lines: PricedCheckoutLine[], settings: StoreCommerceSettings): Checkout {
  return {
    id: checkout.id,
    shippingAddress: checkout.shippingAddress,
    paymentMethod: checkout.paymentMethod,
    couponCode: checkout.couponCode,
    orderId: checkout.orderId,
    ...checkoutItemsAndTotals(lines, priceCheckout(lines, settings)),
  };
}
