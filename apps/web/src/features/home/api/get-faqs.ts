import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEN_MINUTES_MS } from '@haat/contract/constants';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { homeKeys } from '#src/features/home/api/home-keys.ts';

const faqsResponseSchema = lazySchema(() => import('@haat/contract/content/content.schemas'), 'faqsResponseSchema');

/** `GET /api/faqs/{storeId}`: `{ faqs: [{ q, a }] }`. */
export function getFaqs(storeId: string, signal?: AbortSignal) {
  return api.get(`/api/faqs/${encodeURIComponent(storeId)}`, faqsResponseSchema, { signal });
}

export function faqsQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: homeKeys.faqs(storeId),
    queryFn: ({ signal }) => getFaqs(storeId, signal),
    staleTime: TEN_MINUTES_MS,
  });
}

export function useFaqs() {
  const { lookup } = useStore();
  return useQuery(faqsQueryOptions(lookup.store.id));
}
