import type { SearchState } from '@haat/contract/catalogue/search-state';

/** Query keys of search: one list per store and search state. */
export const searchKeys = {
  all: (storeId: string) => ['search', storeId] as const,
  results: (storeId: string, state: SearchState) => [...searchKeys.all(storeId), 'results', state] as const,
  suggestions: (storeId: string, query: string) => [...searchKeys.all(storeId), 'suggestions', query] as const,
};
