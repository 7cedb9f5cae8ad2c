import { SearchCombobox } from '#src/features/search/components/search-combobox.tsx';

/** The top bar's search box: the search feature's combobox (suggestions and recent searches). */
export function SearchBox({ initialQuery = '' }: { initialQuery?: string }) {
  return <SearchCombobox initialQuery={initialQuery} />;
}
