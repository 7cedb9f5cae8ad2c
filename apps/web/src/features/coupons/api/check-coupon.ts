import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CartItem } from '@haat/contract/carts/carts.schemas';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { couponKeys } from '#src/features/coupons/api/coupon-keys.ts';

const checkCouponBodySchema = lazySchema(
  () => import('@haat/contract/coupons/coupons.schemas'),
  'checkCouponBodySchema',
);
const couponCheckSchema = lazySchema(() => import('@haat/contract/coupons/coupons.schemas'), 'couponCheckSchema');

type Line = Pick<CartItem, 'productVariantId' | 'quantity'>;

/** `POST /api/coupons/check`: the lines priced with the code, or (400) why it does not apply. */
export function checkCoupon(couponCode: string, lines: readonly Line[], signal?: AbortSignal) {
  const cartItems = lines.map(({ productVariantId, quantity }) => ({ productVariantId, quantity }));
  return api.post('/api/coupons/check', checkCouponBodySchema, { couponCode, cartItems }, couponCheckSchema, {
    signal,
  });
}

/**
 * The cart priced with the chosen code, checked again whenever its lines change (a line added may reach the
 * minimum, one removed may fall below it); none without a code or lines.
 */
export function useCouponCheck(code: string, lines: readonly Line[]) {
  const { lookup } = useStore();
  const signature = lines.map((line) => `${line.productVariantId}×${line.quantity}`).join(',');
  return useQuery({
    ...queryOptions({
      queryKey: couponKeys.check(lookup.store.id, code, signature),
      queryFn: ({ signal }) => checkCoupon(code, lines, signal),
    }),
    enabled: code !== '' && lines.length > 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
