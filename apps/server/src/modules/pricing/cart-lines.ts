import type { CartItem, PriceTotals } from '@haat/contract/carts/carts.schemas';
import { fromPaise } from '@haat/contract/format';
import type { CatalogueVariant } from '#src/modules/catalogue/index.ts';
import { priceLines, type PriceTotalsPaise } from '@haat/contract/pricing/line-pricing';

/** What a shopper can buy of a variant now: nothing when it or its product is hidden. */
export const buyableQuantity = (variant: CatalogueVariant): number =>
  variant.sellable ? Math.max(0, variant.availableQuantity) : 0;

/** A cart or checkout line as the API shows it, priced now; `referencePricePaise` is the price seen earlier. */
export function toCartItem(variant: CatalogueVariant, quantity: number, referencePricePaise: number): CartItem {
  const available = buyableQuantity(variant);
  return {
    productVariantId: variant.productVariantId,
    productId: variant.productId,
    sku: variant.sku,
    productName: variant.productName,
    thumbnail: variant.thumbnail,
    mrp: fromPaise(variant.mrpPaise),
    sellingPrice: fromPaise(variant.sellingPricePaise),
    quantity,
    isPriceChanged: referencePricePaise !== variant.sellingPricePaise,
    insufficientStock: available < quantity,
    currentAvailableQuantity: available,
    weight: variant.weight,
    weightUnit: variant.weightUnit,
    taxType: variant.taxType,
    taxPercent: variant.taxPercent,
  };
}

/** The lines' totals, with a coupon's discount when one applies (split over the lines, decision 050). */
export function totalsOf(
  lines: ReadonlyArray<{ variant: CatalogueVariant; quantity: number }>,
  couponDiscountPaise = 0,
): PriceTotalsPaise {
  return priceLines(
    lines.map(({ variant, quantity }) => ({ ...variant, quantity })),
    couponDiscountPaise,
  );
}

export function totalsInRupees(totals: PriceTotalsPaise): PriceTotals {
  return {
    totalPrice: fromPaise(totals.totalPricePaise),
    couponDiscount: fromPaise(totals.couponDiscountPaise),
    totalDiscount: fromPaise(totals.totalDiscountPaise),
    tax: fromPaise(totals.taxPaise),
    finalPrice: fromPaise(totals.finalPricePaise),
  };
}
