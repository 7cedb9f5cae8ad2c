import type { CouponOffer } from '@haat/contract/coupons/coupons.schemas';
import { formatRupees } from '@haat/contract/format';
import type { Text } from '@haat/contract/i18n/translate';

/** What an offer gives, as the cart lists it: "₹50 off", "10% off, up to ₹100", then its minimum. */
export function offerWords(offer: CouponOffer): Text[] {
  const off: Text =
    offer.kind === 'FLAT'
      ? { id: 'coupons.flatOff', values: { amount: formatRupees(offer.value) } }
      : offer.maxDiscount === null
        ? { id: 'coupons.percentOff', values: { percent: offer.value } }
        : { id: 'coupons.percentOffUpTo', values: { percent: offer.value, amount: formatRupees(offer.maxDiscount) } };
  const minimum: Text =
    offer.minOrderValue > 0
      ? { id: 'coupons.onOrdersFrom', values: { amount: formatRupees(offer.minOrderValue) } }
      : { id: 'coupons.onAnyOrder' };
  return [off, minimum];
}
