import type { PaymentMethod } from '@haat/contract/checkouts/checkouts.schemas';
import { WALLET_PAYMENT_METHOD } from '@haat/contract/checkouts/checkouts.values';
import type { OrderState } from '@haat/contract/content/content.schemas';
import {
  MAX_UNPAID_ONLINE_ORDERS,
  type Order,
  type PaymentStatus,
  type PlaceOrderBody,
} from '@haat/contract/orders/orders.schemas';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import { claimCouponUse } from '#src/modules/coupons/index.ts';
import { checkoutLines, paymentMethodEnabled, totalsOf } from '#src/modules/pricing/index.ts';
import { clearCustomerCart } from '#src/modules/carts/index.ts';
import { findCatalogueVariants } from '#src/modules/catalogue/index.ts';
import { findOwnCheckout } from '#src/modules/checkouts/index.ts';
import { findStoreCommerceSettings, type StoreCommerceSettings } from '#src/modules/stores/index.ts';
import type { CustomerPrincipal } from '#src/plugins/auth.ts';
import { fail, ok, refuse, unlessRefused, type Result } from '#src/result.ts';
import { toOrder } from './order-view.ts';
import { writeOrder, type WrittenOrder } from './order-writing.ts';
import { countOpenCashOrders, countUnpaidOnlineOrders } from './orders.repository.ts';
import { text } from '@haat/contract/i18n/translate';

type PlaceOrderFailure =
  | 'NOT_FOUND'
  | 'ALREADY_PLACED'
  | 'INCOMPLETE'
  | 'PAYMENT_METHOD_NOT_SUPPORTED'
  | 'NOT_AVAILABLE'
  | 'INSUFFICIENT_BALANCE'
  | 'INVALID_COUPON'
  | 'TOO_MANY_UNPAID';

/** How each payment method starts: COD and wallet are placed at once; online waits for the payment. */
const startOf: Record<PaymentMethod, { orderState: OrderState; paymentStatus: PaymentStatus; clearsCart: boolean }> = {
  COD: { orderState: 'PLACED', paymentStatus: 'PENDING', clearsCart: true },
  [WALLET_PAYMENT_METHOD]: { orderState: 'PLACED', paymentStatus: 'PAID', clearsCart: true },
  PAYMENT_GATEWAY: { orderState: 'PENDING', paymentStatus: 'PENDING', clearsCart: false },
};

/**
 * Places a checkout in one transaction: prices from the catalogue as it is now (never from the client),
 * then empties the cart (COD, wallet) and writes the order as every order is written (`writeOrder`: number,
 * items, history, wallet, stock). Any refusal rolls all of it back. The checkout row is locked first, so the
 * same checkout placed twice makes one order. Its items keep their products' names in `locale`, as the
 * shopper read them in the cart and the checkout.
 */
export async function placeOrder(
  db: Db,
  principal: CustomerPrincipal,
  body: PlaceOrderBody,
  placedAt: Date,
  locale: Locale,
): Promise<Result<Order, PlaceOrderFailure>> {
  const settings = await findStoreCommerceSettings(db, principal.storeId);
  if (!settings) return fail('NOT_FOUND', 'server.storeNotFound');
  try {
    const placed = await unlessRefused<WrittenOrder, PlaceOrderFailure>(() =>
      db.transaction((tx) => placeInTransaction(tx, principal, settings, body.checkoutId, placedAt, locale)),
    );
    return placed.ok ? ok(toOrder(placed.value.order, placed.value.items, locale)) : placed;
  } catch (error) {
    if (isUniqueViolation(error, 'orders_checkout_key')) {
      return fail('ALREADY_PLACED', 'server.checkoutAlreadyPlaced');
    }
    throw error;
  }
}

async function placeInTransaction(
  tx: Db,
  principal: CustomerPrincipal,
  settings: StoreCommerceSettings,
  checkoutId: string,
  placedAt: Date,
  locale: Locale,
): Promise<WrittenOrder> {
  const checkout = await findOwnCheckout(tx, principal, checkoutId, { lock: true });
  if (!checkout) refuse('NOT_FOUND', 'server.checkoutNotFound');
  if (checkout.orderId) refuse('ALREADY_PLACED', 'server.checkoutAlreadyPlaced');
  const { shippingAddress, paymentMethod: method } = checkout;
  if (!shippingAddress) refuse('INCOMPLETE', 'server.selectAddress');
  if (!method) refuse('INCOMPLETE', 'payment.selectMethod');
  if (!paymentMethodEnabled(settings, method)) refuse('PAYMENT_METHOD_NOT_SUPPORTED', 'payment.methodNotSupported');
  // Each unpaid online order holds its stock until the payment time limit: a few at once, not a shelf-full.
  if (method === 'PAYMENT_GATEWAY' && (await countUnpaidOnlineOrders(tx, principal)) >= MAX_UNPAID_ONLINE_ORDERS) {
    refuse('TOO_MANY_UNPAID', text('orders.tooManyUnpaid', { limit: MAX_UNPAID_ONLINE_ORDERS }));
  }

  // A COD order takes its stock now and pays only at the door: a few open at once, not a shelf-full.
  if (method === 'COD') {
    const open = await countOpenCashOrders(tx, principal);
    const units = checkout.items.reduce((sum, item) => sum + item.quantity, 0);
    const { openOrders, openUnits } = settings.codLimits;
    if (open.orders >= openOrders) refuse('TOO_MANY_UNPAID', text('orders.tooManyOpenCod', { limit: openOrders }));
    if (open.units + units > openUnits) refuse('TOO_MANY_UNPAID', text('orders.tooManyCodUnits', { limit: openUnits }));
  }

  const ids = checkout.items.map((item) => item.productVariantId);
  const variants = await findCatalogueVariants(tx, principal.storeId, ids, locale);
  const lines = checkoutLines(checkout.items, variants);
  if (lines.length !== checkout.items.length) refuse('NOT_AVAILABLE', 'server.orderProductUnavailable');
  for (const { variant } of lines) {
    if (!variant.sellable)
      refuse('NOT_AVAILABLE', text('server.productNoLongerAvailable', { product: variant.productName }));
  }

  // The coupon is checked again and a use claimed, with the other checks, before anything is written: a coupon
  // that no longer applies refuses the order with its reason and the transaction keeps the cart.
  const coupon = checkout.couponCode
    ? await claimCouponUse(tx, principal, checkout.couponCode, totalsOf(lines).finalPricePaise, placedAt)
    : null;

  const start = startOf[method];
  // The cart is emptied before the order is written: writing it ends with the stock's row locks, which
  // other shoppers' orders for the same products wait on, so nothing else should come between them and the
  // commit. One transaction either way: a refusal keeps the cart.
  if (start.clearsCart) await clearCustomerCart(tx, principal.storeId, principal.customerId);
  const placed = await writeOrder(tx, {
    storeId: principal.storeId,
    customerId: principal.customerId,
    checkoutId: checkout.id,
    lines,
    shipping: settings,
    coupon,
    paymentMethod: method,
    orderState: start.orderState,
    paymentStatus: start.paymentStatus,
    shippingAddress,
    expectedDeliveryTime: settings.shippingRule?.shippingTime ?? null,
    placedAt,
    actor: 'CUSTOMER',
    locale,
  });
  return placed;
}

/** A unique violation of the named constraint, as node-postgres or PGlite report it (possibly wrapped). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined; current;) {
    if (current.code === '23505') return current.constraint === undefined || current.constraint === constraint;
    current = current.cause as typeof current;
  }
  return false;
}
