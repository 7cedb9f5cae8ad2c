import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VariantChange } from '@haat/contract/console/console-catalogue.schemas';
import { lazySchema } from '#src/lib/api-client.ts';
import { consoleKeys } from '#src/features/console/api/console-keys.ts';
import { consoleRequest, useConsoleScope } from '#src/features/console/api/console-request.ts';

const consoleVariantSchema = lazySchema(
  () => import('@haat/contract/console/console-catalogue.schemas'),
  'consoleVariantSchema',
);
const stockPricesResultSchema = lazySchema(
  () => import('@haat/contract/console/console-catalogue.schemas'),
  'stockPricesResultSchema',
);

/** `PATCH …/console/variants/{id}`: a pack size's price, MRP, stock or visibility. */
export function useChangeVariant() {
  const scope = useConsoleScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ variantId, change }: { variantId: string; change: VariantChange }) =>
      consoleRequest(scope, `/variants/${encodeURIComponent(variantId)}`, {
        method: 'PATCH',
        body: change,
        schema: consoleVariantSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.products(scope.storeId) }),
  });
}

/** `POST …/console/stock-prices`: a CSV of stock and prices, written only if every row is good. */
export function useUploadStockPrices() {
  const scope = useConsoleScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      consoleRequest(scope, '/stock-prices', { method: 'POST', body: { csv }, schema: stockPricesResultSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.products(scope.storeId) }),
  });
}
