import { useMutation } from '@tanstack/react-query';
import { personalDataFileName } from '@haat/contract/customers/personal-data.values';
import { indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import { apiRequest } from '#src/lib/api-client.ts';
import { saveFile } from '#src/lib/save-file.ts';
import { useStore } from '#src/lib/store-context.tsx';

/**
 * `GET /api/customers/{customerId}/personal-data`: everything the store holds about the shopper, as the JSON
 * file the server writes (decision 029). Passed on as it came: the shopper's copy is the server's answer.
 */
export function getPersonalData(customerId: string) {
  return apiRequest<Blob>(`/api/customers/${encodeURIComponent(customerId)}/personal-data`, { responseType: 'blob' });
}

/** Downloads the shopper's data under the name the server gives it (the store's id and today's date). */
export function useDownloadPersonalData(customerId: string) {
  const { lookup } = useStore();
  return useMutation({
    mutationFn: async () =>
      saveFile(await getPersonalData(customerId), personalDataFileName(lookup.store.friendlyId, indiaToday())),
  });
}
