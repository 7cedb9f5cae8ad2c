import { useMutation, useQuery } from '@tanstack/react-query';
import type { Locale } from '@haat/contract/i18n/locales';
import { lazySchema } from '#src/lib/api-client.ts';
import { saveFile } from '#src/lib/save-file.ts';
import { consoleKeys } from '#src/features/console/api/console-keys.ts';
import { consoleRequest, useConsoleScope } from '#src/features/console/api/console-request.ts';

const deliverySheetSchema = lazySchema(
  () => import('@haat/contract/console/console-deliveries.schemas'),
  'deliverySheetSchema',
);

/** `GET …/console/deliveries?date=`: one day's subscription deliveries by slot, and what to load. */
export function useDeliverySheet(date: string) {
  const scope = useConsoleScope();
  return useQuery({
    queryKey: consoleKeys.deliveries(scope.storeId, date),
    queryFn: ({ signal }) =>
      consoleRequest(scope, '/deliveries', { query: { date }, schema: deliverySheetSchema, signal }),
  });
}

/** `GET …/console/deliveries/pdf?date=&language=`: the same day as a PDF to print, saved as a download. */
export function useDownloadDeliverySheet() {
  const scope = useConsoleScope();
  return useMutation({
    mutationFn: async ({ date, language }: { date: string; language: Locale }) =>
      saveFile(
        await consoleRequest<Blob>(scope, '/deliveries/pdf', { query: { date, language }, responseType: 'blob' }),
        `deliveries-${date}-${language}.pdf`,
      ),
  });
}
