import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEN_MINUTES_MS } from '@haat/contract/constants';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { homeKeys } from '#src/features/home/api/home-keys.ts';

const testimonialsResponseSchema = lazySchema(
  () => import('@haat/contract/content/content.schemas'),
  'testimonialsResponseSchema',
);

/** `GET /api/store-customization/{storeId}/testimonials`. */
export function getTestimonials(storeId: string, signal?: AbortSignal) {
  return api.get(`/api/store-customization/${encodeURIComponent(storeId)}/testimonials`, testimonialsResponseSchema, {
    signal,
  });
}

export function testimonialsQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: homeKeys.testimonials(storeId),
    queryFn: ({ signal }) => getTestimonials(storeId, signal),
    staleTime: TEN_MINUTES_MS,
  });
}

export function useTestimonials() {
  const { lookup } = useStore();
  return useQuery(testimonialsQueryOptions(lookup.store.id));
}
