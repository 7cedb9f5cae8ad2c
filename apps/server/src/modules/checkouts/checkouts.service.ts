import type { Checkout, CreateCheckoutBody, UpdateCheckoutBody } from '@haat/contract/checkouts/checkouts.schemas';
import type { Locale } from '@haat/contract/i18n/locales';
import { translate } from '@haat/contract/i18n/translate';
import type { Db } from '#src/db/connect.ts';
import { findCatalogueVariants } from '#src/modules/catalogue/index.ts';
import { checkCoupon } from '#src/modules/coupons/index.ts';
import type { CustomerPrincipal } from '#src/plugins/auth.ts';
import { fail, forOperator, ok, type Result } from '#src/result.ts';
import {
  checkoutItemsAndTotals,
  checkoutLines,
  paymentMethodEnabled,
  priceCheckout,
  stockProblem,
  totalsOf,
  type PricedCheckoutLine,
} from '#src/modules/pricing/index.ts';
import { findOwnCheckout, insertCheckout, updateCheckout, type CheckoutRecord } from './checkouts.repository.ts';
import { findStoreCommerceSettings, type StoreCommerceSettings } from '#src/modules/stores/index.ts';

type CheckoutResult = Result<
  Checkout,
  'NOT_FOUND' | 'INVALID_COUPON' | 'PAYMENT_METHOD_NOT_SUPPORTED' | 'ID_MISMATCH' | 'NOT_AVAILABLE' | 'ALREADY_PLACED'
>;

/** How a checkout's coupon stands now: its discount, or why it no longer applies. */
type CouponStanding = { discountPaise: number; problem: string | null };
const NO_COUPON: CouponStanding = { discountPaise: 0, problem: null };

/**
 * A checkout of the given lines, priced from the catalogue; refused when a line is gone or short of stock,
 * or when its coupon does not apply (400 with the reason, as the cart showed it).
 */
export async function createCheckout(
  db: Db,
  principal: CustomerPrincipal,
  body: CreateCheckoutBody,
  locale: Locale,
): Promise<CheckoutResult> {
  const settings = await findStoreCommerceSettings(db, principal.storeId);
  if (!settings) return fail('NOT_FOUND', 'server.storeNotFound');
  const ids = body.cartItems.map((item) => item.productVariantId);
  const variants = await findCatalogueVariants(db, principal.storeId, ids, locale);
  if (ids.some((id) => !variants.has(id))) return fail('NOT_FOUND', 'server.productNotFound');
  const items = body.cartItems.map((item) => ({
    productVariantId: item.productVariantId,
    quantity: item.quantity,
    sellingPricePaise: variants.get(item.productVariantId)!.sellingPricePaise,
  }));
  const lines = checkoutLines(items, variants);
  const problem = stockProblem(lines);
  if (problem) return fail('NOT_AVAILABLE', problem);
  let coupon = NO_COUPON;
  if (body.couponCode !== '') {
    const checked = await checkCoupon(db, principal, body.couponCode, totalsOf(lines).finalPricePaise, new Date());
    if (!checked.ok) return fail('INVALID_COUPON', checked.reason);
    coupon = { discountPaise: checked.coupon.discountPaise, problem: null };
  }
  const checkout = await insertCheckout(db, {
    storeId: principal.storeId,
    customerId: principal.customerId,
    items,
    couponCode: body.couponCode,
  });
  // Answered from what this request read and wrote: the store's settings, the variants, the new row.
  return ok(viewOf(checkout, lines, settings, coupon));
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

/**
 * Sets the address, the payment method (when the store offers it) and the coupon: a code is checked against
 * the checkout's lines first (which costs reading them, only then) and refused with the reason; '' removes it.
 */
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
  if (body.paymentMethod && !paymentMethodEnabled(settings, body.paymentMethod)) {
    return fail('PAYMENT_METHOD_NOT_SUPPORTED', 'payment.methodNotSupported');
  }
  if (body.couponCode) {
    const current = await findOwnCheckout(db, principal, checkoutId);
    if (!current) return fail('NOT_FOUND', 'server.checkoutNotFound');
    const { standing } = await couponOf(db, { ...current, couponCode: body.couponCode }, locale);
    if (standing.problem) return fail('INVALID_COUPON', standing.reason!);
  }
  // The write answers the checkout as changed; only a refused write reads it, to tell 404 from 409.
  const checkout = await updateCheckout(db, principal, checkoutId, {
    ...(body.shippingAddress ? { shippingAddress: body.shippingAddress } : {}),
    ...(body.paymentMethod ? { paymentMethod: body.paymentMethod } : {}),
    ...(body.couponCode !== undefined ? { couponCode: body.couponCode } : {}),
  });
  if (!checkout) {
    const found = await findOwnCheckout(db, principal, checkoutId);
    return found?.orderId
      ? fail('ALREADY_PLACED', 'server.checkoutAlreadyPlaced')
      : fail('NOT_FOUND', 'server.checkoutNotFound');
  }
  return ok(await viewCheckout(db, checkout, settings, locale));
}

/** The checkout's lines as the catalogue has them now, and how its coupon stands on them. */
async function couponOf(db: Db, checkout: CheckoutRecord, locale: Locale) {
  const ids = checkout.items.map((item) => item.productVariantId);
  const lines = checkoutLines(checkout.items, await findCatalogueVariants(db, checkout.storeId, ids, locale));
  if (checkout.couponCode === '') return { lines, standing: { ...NO_COUPON, reason: null } };
  const goodsPaise = totalsOf(lines).finalPricePaise;
  const checked = await checkCoupon(db, checkout, checkout.couponCode, goodsPaise, new Date());
  const standing = checked.ok
    ? { discountPaise: checked.coupon.discountPaise, problem: null, reason: null }
    : { discountPaise: 0, problem: translate(locale, checked.reason), reason: checked.reason };
  return { lines, standing };
}

async function viewCheckout(
  db: Db,
  checkout: CheckoutRecord,
  settings: StoreCommerceSettings,
  locale: Locale,
): Promise<Checkout> {
  const { lines, standing } = await couponOf(db, checkout, locale);
  return viewOf(checkout, lines, settings, standing);
}

function viewOf(
  checkout: CheckoutRecord,
  lines: PricedCheckoutLine[],
  settings: StoreCommerceSettings,
  coupon: CouponStanding,
): Checkout {
  return {
    id: checkout.id,
    shippingAddress: checkout.shippingAddress,
    paymentMethod: checkout.paymentMethod,
    couponCode: checkout.couponCode,
    couponProblem: coupon.problem,
    orderId: checkout.orderId,
    ...checkoutItemsAndTotals(lines, priceCheckout(lines, settings, coupon.discountPaise)),
  };
}
