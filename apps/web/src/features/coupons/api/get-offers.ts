import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { useShopper } from '#src/lib/use-shopper.ts';
import { couponKeys } from '#src/features/coupons/api/coupon-keys.ts';

const couponOffersSchema = lazySchema(() => import('@haat/contract/coupons/coupons.schemas'), 'couponOffersSchema');

/** `GET /api/coupons`: the store's coupons a shopper can use today. */
export function getOffers(signal?: AbortSignal) {
  return api.get('/api/coupons', couponOffersSchema, { signal });
}

/** The offers the cart lists; only for a signed-in shopper (a guest has no cart). */
export function useOffers() {
  const { lookup } = useStore();
  const { isLoggedIn } = useShopper();
  return useQuery({
    ...queryOptions({ queryKey: couponKeys.offers(lookup.store.id), queryFn: ({ signal }) => getOffers(signal) }),
    enabled: isLoggedIn,
  });
}
