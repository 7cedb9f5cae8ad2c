import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazySchema } from '#src/lib/api-client.ts';
import { consoleKeys } from '#src/features/console/api/console-keys.ts';
import { consoleRequest, useConsoleScope } from '#src/features/console/api/console-request.ts';

const consoleProductListSchema = lazySchema(
  () => import('@haat/contract/console/console-catalogue.schemas'),
  'consoleProductListSchema',
);

/** `GET …/console/products?q=&page=`: the store's products, found by name, brand or SKU. */
export function useConsoleProducts(q: string, page: number) {
  const scope = useConsoleScope();
  return useQuery({
    queryKey: consoleKeys.productList(scope.storeId, q, page),
    queryFn: ({ signal }) =>
      consoleRequest(scope, '/products', {
        query: { page, ...(q ? { q } : {}) },
        schema: consoleProductListSchema,
        signal,
      }),
    // Typing a search keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}
