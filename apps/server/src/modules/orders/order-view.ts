import { fromPaise } from '@haat/contract/format';
import type { Locale } from '@haat/contract/i18n/locales';
import { translate } from '@haat/contract/i18n/translate';
import type { Order } from '@haat/contract/orders/orders.schemas';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

/**
 * An order as the API shows it: rupees with two decimals, the date as ISO, and our reasons put into the
 * reader's language (a canceller's own words stay as written).
 */
export function toOrder(order: OrderRow, items: readonly OrderItemRow[], locale: Locale): Order {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    orderDate: order.createdAt.toISOString(),
    orderState: order.orderState,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    shippingAddress: order.shippingAddress,
    orderItems: items.map((item) => ({
      productVariantId: item.productVariantId,
      productName: item.productName,
      sku: item.sku,
      thumbnail: item.thumbnail,
      quantity: item.quantity,
      mrp: fromPaise(item.mrpPaise),
      sellingPrice: fromPaise(item.sellingPricePaise),
      weight: Number(item.weight),
      weightUnit: item.weightUnit,
    })),
    totalPrice: fromPaise(order.totalPricePaise),
    couponCode: order.couponCode,
    couponDiscount: fromPaise(order.couponDiscountPaise),
    totalDiscount: fromPaise(order.totalDiscountPaise),
    tax: fromPaise(order.taxPaise),
    shippingCharge: fromPaise(order.shippingChargePaise),
    finalPrice: fromPaise(order.finalPricePaise),
    expectedDeliveryTime: order.expectedDeliveryTime,
    failureReason: order.failureReason && translate(locale, order.failureReason),
    cancelReason: order.cancelReasonId ? translate(locale, order.cancelReasonId) : order.cancelReason,
  };
}
