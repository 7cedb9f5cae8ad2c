import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEN_MINUTES_MS } from '@haat/contract/constants';
import { api, lazySchema } from '#src/lib/api-client.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { storeKeys } from '#src/features/store/api/store-keys.ts';

const announcementBarsResponseSchema = lazySchema(
  () => import('@haat/contract/content/content.schemas'),
  'announcementBarsResponseSchema',
);

/** `GET /api/store-customization/{storeId}/announcement-bars`. */
export function getAnnouncementBars(storeId: string, signal?: AbortSignal) {
  return api.get(
    `/api/store-customization/${encodeURIComponent(storeId)}/announcement-bars`,
    announcementBarsResponseSchema,
    { signal },
  );
}

export function announcementBarsQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: storeKeys.announcementBars(storeId),
    queryFn: ({ signal }) => getAnnouncementBars(storeId, signal),
    staleTime: TEN_MINUTES_MS,
  });
}

export function useAnnouncementBars() {
  const { lookup } = useStore();
  return useQuery(announcementBarsQueryOptions(lookup.store.id));
}
