import type { PaymentMethod } from '@haat/contract/checkouts/checkouts.schemas';
import { WALLET_PAYMENT_METHOD } from '@haat/contract/checkouts/checkouts.values';
import type { OrderState } from '@haat/contract/content/content.schemas';
import {
  MAX_UNPAID_ONLINE_ORDERS,
  type Order,
  type PaymentStatus,
  type PlaceOrderBody,
} from '@haat/contract/orders/orders.schemas';
import { walletDescriptions } from '@haat/contract/wallets/wallets.values';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import {
  checkoutLines,
  paymentMethodEnabled,
  orderMoneyOf,
  priceCheckout,
  type PricedCheckoutLine,
} from '#src/modules/pricing/index.ts';
import { lineTaxPaise } from '@haat/contract/pricing/line-pricing';
import { clearCustomerCart } from '#src/modules/carts/index.ts';
import { findCatalogueVariants } from '#src/modules/catalogue/index.ts';
import { findOwnCheckout } from '#src/modules/checkouts/index.ts';
import { findStoreCommerceSettings, type StoreCommerceSettings } from '#src/modules/stores/index.ts';
import type { CustomerPrincipal } from '#src/plugins/auth.ts';
import { debitWallet } from '#src/modules/wallets/index.ts';
import { fail, inEnglish, ok, type Failure, type FailureMessage, type Result } from '#src/result.ts';
import { newOrderNumber } from './order-number.ts';
import { toOrder } from './order-view.ts';
import {
  countOpenCashOrders,
  countUnpaidOnlineOrders,
  insertOrder,
  insertOrderItems,
  recordStateChange,
  takeStock,
  type NewOrderItem,
  type OrderRow,
} from './orders.repository.ts';
import { text } from '@haat/contract/i18n/translate';

type PlaceOrderFailure =
  | 'NOT_FOUND'
  | 'ALREADY_PLACED'
  | 'INCOMPLETE'
  | 'PAYMENT_METHOD_NOT_SUPPORTED'
  | 'NOT_AVAILABLE'
  | 'INSUFFICIENT_BALANCE'
  | 'TOO_MANY_UNPAID';

/** Thrown inside the placement transaction to roll everything back; turned into a result outside. */
class PlacementRefused extends Error {
  constructor(readonly error: Failure<PlaceOrderFailure>) {
    super(inEnglish(error.message));
  }
}
const refuse = (code: PlaceOrderFailure, message: FailureMessage): never => {
  throw new PlacementRefused({ code, message });
};

/** How each payment method starts: COD and wallet are placed at once; online waits for the payment. */
const startOf: Record<PaymentMethod, { orderState: OrderState; paymentStatus: PaymentStatus; clearsCart: boolean }> = {
  COD: { orderState: 'PLACED', paymentStatus: 'PENDING', clearsCart: true },
  [WALLET_PAYMENT_METHOD]: { orderState: 'PLACED', paymentStatus: 'PAID', clearsCart: true },
  PAYMENT_GATEWAY: { orderState: 'PENDING', paymentStatus: 'PENDING', clearsCart: false },
};

/**
 * Places a checkout in one transaction: prices from the catalogue as it is now (never from the client),
 * takes the stock with a guard, debits the wallet with a guard for wallet payment, writes the order, its
 * items and its first history line, and empties the cart (COD, wallet). Any refusal rolls all of it back.
 * The checkout row is locked first, so the same checkout placed twice makes one order. Its items keep their
 * products' names in `locale`, as the shopper read them in the cart and the checkout.
 */
export async function placeOrder(
  db: Db,
  principal: CustomerPrincipal,
  body: PlaceOrderBody,
  placedAt: Date,
  locale: Locale,
): Promise<Result<Order, PlaceOrderFailure>> {
  if (body.customerId !== principal.customerId) return fail('NOT_FOUND', 'server.customerNotFound');
  const settings = await findStoreCommerceSettings(db, principal.storeId);
  if (!settings) return fail('NOT_FOUND', 'server.storeNotFound');
  try {
    const placed = await db.transaction((tx) =>
      placeInTransaction(tx, principal, settings, body.checkoutId, placedAt, locale),
    );
    return ok(toOrder(placed.order, placed.items, locale));
  } catch (error) {
    if (error instanceof PlacementRefused) return fail(error.error.code, error.error.message);
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
) {
  const checkout = await findOwnCheckout(tx, principal, checkoutId, { lock: true });
  if (!checkout) return refuse('NOT_FOUND', 'server.checkoutNotFound');
  if (checkout.orderId) refuse('ALREADY_PLACED', 'server.checkoutAlreadyPlaced');
  if (!checkout.shippingAddress) refuse('INCOMPLETE', 'server.selectAddress');
  const method = checkout.paymentMethod ?? refuse('INCOMPLETE', 'payment.selectMethod');
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
  // One variant at a time in id order: concurrent orders lock rows in the same order and never deadlock.
  for (const { variant, quantity } of [...lines].sort((a, b) =>
    a.variant.productVariantId.localeCompare(b.variant.productVariantId),
  )) {
    if (!(await takeStock(tx, principal.storeId, variant.productVariantId, quantity))) {
      refuse('NOT_AVAILABLE', text('server.notEnoughStock', { product: variant.productName }));
    }
  }

  const price = priceCheckout(lines, settings);
  const start = startOf[method];
  const order = await insertWithFreshNumber(
    tx,
    {
      storeId: principal.storeId,
      customerId: principal.customerId,
      checkoutId: checkout.id,
      orderState: start.orderState,
      paymentMethod: method,
      paymentStatus: start.paymentStatus,
      shippingAddress: checkout.shippingAddress!,
      ...orderMoneyOf(price),
      expectedDeliveryTime: settings.shippingRule?.shippingTime ?? null,
    },
    placedAt,
  );
  const items = await insertOrderItems(tx, principal.storeId, order.id, lines.map(orderItemOf));

  if (method === WALLET_PAYMENT_METHOD && order.finalPricePaise > 0) {
    const debited = await debitWallet(tx, {
      storeId: principal.storeId,
      customerId: principal.customerId,
      amountPaise: order.finalPricePaise,
      description: walletDescriptions.orderPayment(order.orderNumber),
      orderId: order.id,
    });
    if (!debited) refuse('INSUFFICIENT_BALANCE', 'payment.insufficientBalance');
  }
  await recordStateChange(tx, {
    storeId: principal.storeId,
    orderId: order.id,
    fromState: null,
    toState: order.orderState,
    actor: 'CUSTOMER',
  });
  if (start.clearsCart) await clearCustomerCart(tx, principal.storeId, principal.customerId);
  return { order, items };
}

/** Inserts the order under a freshly drawn number (another draw on the rare clash); shared with subscriptions. */
export async function insertWithFreshNumber(
  tx: Db,
  order: Omit<Parameters<typeof insertOrder>[1], 'orderNumber'>,
  placedAt: Date,
): Promise<OrderRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const inserted = await insertOrder(tx, { ...order, orderNumber: newOrderNumber(placedAt) });
    if (inserted) return inserted;
  }
  throw new Error('could not draw a free order number');
}

/** An order line copied from the catalogue as it is now; shared with subscription deliveries. */
export function orderItemOf({ variant, quantity }: PricedCheckoutLine, position: number): NewOrderItem {
  return {
    position,
    productVariantId: variant.productVariantId,
    productId: variant.productId,
    productName: variant.productName,
    sku: variant.sku,
    thumbnail: variant.thumbnail,
    weight: variant.weight,
    weightUnit: variant.weightUnit,
    quantity,
    mrpPaise: variant.mrpPaise,
    sellingPricePaise: variant.sellingPricePaise,
    taxPercent: variant.taxPercent,
    taxType: variant.taxType,
    taxPaise: lineTaxPaise(variant.sellingPricePaise * quantity, variant.taxPercent, variant.taxType),
    hsnCode: variant.hsnCode,
  };
}

/** A unique violation of the named constraint, as node-postgres or PGlite report it (possibly wrapped). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined; current;) {
    if (current.code === '23505') return current.constraint === undefined || current.constraint === constraint;
    current = current.cause as typeof current;
  }
  return false;
}
