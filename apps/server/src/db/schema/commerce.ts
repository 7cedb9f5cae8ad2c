import { sql } from 'drizzle-orm';
import type { MessageId } from '@haat/contract/i18n/translate';
import type { Locale } from '@haat/contract/i18n/locales';
import { bigint, check, index, integer, jsonb, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { TaxType } from '@haat/contract/catalogue/catalogue.schemas';
import type { PaymentMethod, ShippingAddress } from '@haat/contract/checkouts/checkouts.schemas';
import { orderStates, type OrderState, type WeightUnit } from '@haat/contract/content/content.schemas';
import type { PaymentStatus } from '@haat/contract/orders/orders.schemas';
import { productVariants } from './catalogue.ts';
import { storeRef, timestamps, timestampTz } from './columns.ts';
import { coupons } from './coupons.ts';
import { carts, customerRef } from './identity.ts';
import { isOneOf } from './one-of.ts';

/**
 * One line of a customer's cart. `addedPricePaise` is the selling price the shopper saw when they last
 * added the item; the cart flags `isPriceChanged` when the current price differs from it.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productVariantId: uuid('product_variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedPricePaise: integer('added_price_paise').notNull(),
    addedAt: timestampTz('added_at').notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_cart_variant_key').on(t.cartId, t.productVariantId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** The items of a checkout as the shopper chose them; prices are always re-read from the catalogue. */
export interface CheckoutItemSnapshot {
  productVariantId: string;
  quantity: number;
  /** Selling price when the checkout was created: `isPriceChanged` compares with it. */
  sellingPricePaise: number;
}

export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    customerId: customerRef(),
    items: jsonb('items').$type<CheckoutItemSnapshot[]>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    paymentMethod: text('payment_method').$type<PaymentMethod>(),
    couponCode: text('coupon_code').notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('checkouts_store_customer_idx').on(t.storeId, t.customerId)],
);

/**
 * An order with its money frozen at placement, in paise. `checkoutId` is unique: a checkout makes one
 * order. `orderNumber` is unique per store. States and payment statuses are the contract's.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    customerId: customerRef(),
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
    orderNumber: text('order_number').notNull(),
    orderState: text('order_state').$type<OrderState>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    totalPricePaise: bigint('total_price_paise', { mode: 'number' }).notNull(),
    couponDiscountPaise: bigint('coupon_discount_paise', { mode: 'number' }).notNull().default(0),
    /** The coupon the order used, by code as the shopper typed it; the id while the coupon exists. */
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    totalDiscountPaise: bigint('total_discount_paise', { mode: 'number' }).notNull().default(0),
    taxPaise: bigint('tax_paise', { mode: 'number' }).notNull().default(0),
    shippingChargePaise: bigint('shipping_charge_paise', { mode: 'number' }).notNull().default(0),
    finalPricePaise: bigint('final_price_paise', { mode: 'number' }).notNull(),
    /** The first shipping rule's label when the order was placed (null when shipping was off). */
    expectedDeliveryTime: text('expected_delivery_time'),
    /** Why the order failed: always one of our reasons, a catalogue id put into the reader's language. */
    failureReason: text('failure_reason').$type<MessageId>(),
    /** Why it was cancelled, in the canceller's own words (a shopper's, a shop's). */
    cancelReason: text('cancel_reason'),
    /** Why we cancelled it ourselves (an unpaid or unaccepted order's expiry): a catalogue id. */
    cancelReasonId: text('cancel_reason_id').$type<MessageId>(),
    /**
     * The shop's own steps on a PLACED order (the console, issue 37): when it accepted it (no longer cancelled
     * for waiting too long) and packed it. Not states: the shopper's states stay the spec's.
     */
    acceptedAt: timestampTz('accepted_at'),
    packedAt: timestampTz('packed_at'),
    /** The language the shopper placed it in, which its SMS speak; null (a subscription's): the store's. */
    locale: text('locale').$type<Locale>(),
    ...timestamps(),
  },
  (t) => [
    unique('orders_checkout_key').on(t.checkoutId),
    unique('orders_store_number_key').on(t.storeId, t.orderNumber),
    index('orders_store_customer_created_idx').on(t.storeId, t.customerId, t.createdAt.desc(), t.id),
    // The console's list: one store's orders, newest first.
    index('orders_store_created_idx').on(t.storeId, t.createdAt.desc(), t.id),
    check('orders_state_check', isOneOf(t.orderState, orderStates)),
    check('orders_money_not_negative', sql`${t.finalPricePaise} >= 0 and ${t.totalPricePaise} >= 0`),
  ],
);

/** What was bought, copied at placement so later catalogue edits never change an order or its invoice. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productVariantId: uuid('product_variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productId: uuid('product_id'),
    productName: text('product_name').notNull(),
    sku: text('sku').notNull(),
    thumbnail: text('thumbnail'),
    weight: numeric('weight', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    weightUnit: text('weight_unit').$type<WeightUnit>().notNull(),
    quantity: integer('quantity').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    sellingPricePaise: integer('selling_price_paise').notNull(),
    taxPercent: numeric('tax_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    taxType: text('tax_type').$type<TaxType>().notNull(),
    taxPaise: bigint('tax_paise', { mode: 'number' }).notNull(),
    /** The line's share of the order's coupon (decision 050): its taxable value and tax are after it. */
    couponDiscountPaise: bigint('coupon_discount_paise', { mode: 'number' }).notNull().default(0),
    /** The product's HSN code when the order was placed, for the invoice; null for older orders. */
    hsnCode: text('hsn_code'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.position),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Every state an order has been in: who moved it (CUSTOMER, OPERATOR, PAYMENT), when and why. */
export const orderStateHistory = pgTable(
  'order_state_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromState: text('from_state').$type<OrderState>(),
    toState: text('to_state').$type<OrderState>().notNull(),
    actor: text('actor').notNull(),
    reason: text('reason'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_state_history_order_idx').on(t.orderId, t.createdAt)],
);
