import type { CartItem, PriceTotals } from '@haat/contract/carts/carts.schemas';
import { deliveryChargePaise } from '@haat/contract/checkouts/bill';
import type { PaymentMethod } from '@haat/contract/checkouts/checkouts.schemas';
import { offersPaymentMethod } from '@haat/contract/checkouts/payment-methods';
import { fromPaise } from '@haat/contract/format';
import type { CheckoutItemSnapshot } from '#src/db/schema/commerce.ts';
import type { PriceTotalsPaise } from '@haat/contract/pricing/line-pricing';
import { buyableQuantity, toCartItem, totalsInRupees, totalsOf } from '#src/modules/pricing/cart-lines.ts';
import type { CatalogueVariant } from '#src/modules/catalogue/index.ts';
import { type StoreCommerceSettings, toPaymentConfig } from '#src/modules/stores/index.ts';
import { text, type Text } from '@haat/contract/i18n/translate';

export interface PricedCheckoutLine {
  variant: CatalogueVariant;
  quantity: number;
  referencePricePaise: number;
}

export interface CheckoutPricePaise extends PriceTotalsPaise {
  shippingPricePaise: number;
}

/**
 * Goods totals, a coupon's discount off them, plus shipping (the first rule, waived from its freeAbove on the
 * goods amount after the coupon).
 */
export function priceCheckout(
  lines: readonly PricedCheckoutLine[],
  settings: Pick<StoreCommerceSettings, 'shippingRule'>,
  couponDiscountPaise = 0,
): CheckoutPricePaise {
  const goods = totalsOf(lines, couponDiscountPaise);
  const shippingPricePaise = lines.length === 0 ? 0 : deliveryChargePaise(goods.finalPricePaise, settings.shippingRule);
  return { ...goods, shippingPricePaise, finalPricePaise: goods.finalPricePaise + shippingPricePaise };
}

/** An order's money columns, as a priced checkout fixes them (shipping is stored as the charge). */
export function orderMoneyOf(price: CheckoutPricePaise) {
  return {
    totalPricePaise: price.totalPricePaise,
    couponDiscountPaise: price.couponDiscountPaise,
    totalDiscountPaise: price.totalDiscountPaise,
    taxPaise: price.taxPaise,
    shippingChargePaise: price.shippingPricePaise,
    finalPricePaise: price.finalPricePaise,
  };
}

/** The snapshot's lines whose variants still exist, with the variants as they are now. */
export function checkoutLines(
  items: readonly CheckoutItemSnapshot[],
  variants: ReadonlyMap<string, CatalogueVariant>,
): PricedCheckoutLine[] {
  return items.flatMap((item) => {
    const variant = variants.get(item.productVariantId);
    return variant ? [{ variant, quantity: item.quantity, referencePricePaise: item.sellingPricePaise }] : [];
  });
}

export function checkoutItemsAndTotals(
  lines: readonly PricedCheckoutLine[],
  price: CheckoutPricePaise,
): PriceTotals & { cartItems: CartItem[]; shippingPrice: number } {
  return {
    cartItems: lines.map((line) => toCartItem(line.variant, line.quantity, line.referencePricePaise)),
    ...totalsInRupees(price),
    shippingPrice: fromPaise(price.shippingPricePaise),
  };
}

/** The first line that cannot be bought in its quantity now, as a shopper-facing message. */
export function stockProblem(lines: readonly PricedCheckoutLine[]): Text | null {
  for (const { variant, quantity } of lines) {
    const available = buyableQuantity(variant);
    const product = variant.productName;
    if (available === 0) return text('server.outOfStock', { product });
    if (available < quantity) return text('server.onlyAvailable', { available, product });
  }
  return null;
}

/** Whether the store's payment settings offer this method: the contract's rule, which the storefront shows. */
export function paymentMethodEnabled(settings: StoreCommerceSettings, method: PaymentMethod): boolean {
  return offersPaymentMethod(toPaymentConfig(settings), method);
}
