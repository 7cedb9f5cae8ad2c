import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { searchStateFromParams, type SearchState } from '@haat/contract/catalogue/search-state';
import {
  catalogueGridColumns,
  shoppableCategories,
  useCategories,
  ProductGrid,
} from '#src/features/catalogue/index.ts';
import { useMediaQuery } from '#src/lib/use-media-query.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { Modal } from '#src/ui/modal.tsx';
import { useSearchProducts } from '#src/features/search/api/search-products.ts';
import { SearchFilters } from '#src/features/search/components/search-filters.tsx';
import { searchStateToParams } from '#src/features/search/lib/search-state.ts';
import '#src/features/search/components/search.css';

/** Wide enough for the filter sidebar beside the results; narrower, the filters open as a sheet. */
const SIDEBAR_QUERY = '(min-width: 900px)';

/** /search (spec §2): the URL holds the whole search, so a result can be shared and Back steps through filters. */
export default function SearchRoute() {
  const [params, setParams] = useSearchParams();
  const state = searchStateFromParams(params);
  const { config } = useStore();
  const categories = useCategories();
  const results = useSearchProducts(state);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const sidebar = useMediaQuery(SIDEBAR_QUERY, true);
  if (results.error) throw results.error;
  const products = results.data?.pages.flatMap((page) => page.products) ?? [];
  const total = results.data?.pages[0]?.totalCount ?? 0;
  const showing = `Show ${total} ${total === 1 ? 'product' : 'products'}`;
  // The sidebar takes a column's room: one column fewer than the catalogue, never below 3.
  const resultColumns = Math.max(3, catalogueGridColumns(config.storeWebTheme.gridCatalogPage) - 1);
  const change = (next: SearchState) => setParams(searchStateToParams(next));
  const filters = (
    <SearchFilters
      state={state}
      categories={shoppableCategories(categories.data)}
      highestPrice={results.data?.pages[0]?.highestSellingPrice}
      onChange={change}
    />
  );
  return (
    <div className="search-page container">
      <header className="search-page__header">
        <h1>
          Showing Results for the query <q>{state.query}</q>
        </h1>
        {state.query ? (
          <p className="muted" aria-live="polite">
            {results.isPending ? 'Searching…' : `${total} ${total === 1 ? 'product' : 'products'}`}
          </p>
        ) : (
          <p className="muted">Type in the search box to find products.</p>
        )}
        {/* Both the toggle and the sidebar are in the HTML; the style sheet shows the one the width wants, so
            the server's render (which knows no width) does not shift when the browser takes over. */}
        <button
          type="button"
          className="button search-page__filters-toggle"
          aria-haspopup="dialog"
          onClick={() => setFiltersOpen(true)}
        >
          Filters
        </button>
      </header>
      <Modal open={!sidebar && filtersOpen} title="Filters" placement="bottom" onClose={() => setFiltersOpen(false)}>
        {filters}
        <div className="search-sheet__footer">
          <button type="button" className="button button--primary" onClick={() => setFiltersOpen(false)}>
            {showing}
          </button>
        </div>
      </Modal>
      <div className="search-page__body">
        <aside className="search-page__sidebar" aria-label="Filters">
          {filters}
        </aside>
        <section aria-labelledby="search-results-title" aria-busy={results.isFetching}>
          <h2 id="search-results-title" className="visually-hidden">
            Results
          </h2>
          {!state.query ? null : results.isPending ? (
            <div className="spinner" role="status" aria-label="Searching" />
          ) : (
            <ProductGrid products={products} columns={resultColumns} eagerCount={4} />
          )}
          {results.hasNextPage ? (
            <div className="catalogue__more">
              <button
                type="button"
                className="button"
                disabled={results.isFetchingNextPage}
                onClick={() => void results.fetchNextPage()}
              >
                {results.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </button>
            </div>
          ) : null}
        </section>
      </div>
    </div>
  );
}
