import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { searchStateFromParams, type SearchState } from '@haat/contract/catalogue/search-state';
import {
  catalogueGridColumns,
  shoppableCategories,
  useCategories,
  ProductGrid,
} from '#src/features/catalogue/index.ts';
import { RichMessage, useT } from '#src/lib/i18n.tsx';
import { useMediaQuery } from '#src/lib/use-media-query.ts';
import { useStore } from '#src/lib/store-context.tsx';
import { Modal } from '#src/ui/modal.tsx';
import { NeedsNetwork, waitsForNetwork } from '#src/features/offline/index.ts';
import { useSearchProducts } from '#src/features/search/api/search-products.ts';
import { SearchCorrection } from '#src/features/search/components/search-correction.tsx';
import { SearchFilters } from '#src/features/search/components/search-filters.tsx';
import { SearchNothingFound } from '#src/features/search/components/search-nothing-found.tsx';
import { searchStateToParams } from '#src/features/search/lib/search-state.ts';
import '#src/features/search/components/search.css';

/** Wide enough for the filter sidebar beside the results; narrower, the filters open as a sheet. */
const SIDEBAR_QUERY = '(min-width: 900px)';

/** /search (spec §2): the URL holds the whole search, so a result can be shared and Back steps through filters. */
export default function SearchRoute() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const state = searchStateFromParams(params);
  const { config } = useStore();
  const categories = shoppableCategories(useCategories().data);
  const results = useSearchProducts(state);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const sidebar = useMediaQuery(SIDEBAR_QUERY, true);
  if (results.error) throw results.error;
  const products = results.data?.pages.flatMap((page) => page.products) ?? [];
  const total = results.data?.pages[0]?.totalCount ?? 0;
  // Not while a new search's answer is on its way (the previous one stays on screen meanwhile).
  const correctedQuery = state.asTyped || results.isPlaceholderData ? null : results.data?.pages[0]?.correctedQuery;
  // The sidebar takes a column's room: one column fewer than the catalogue, never below 3.
  const resultColumns = Math.max(3, catalogueGridColumns(config.storeWebTheme.gridCatalogPage) - 1);
  const change = (next: SearchState) => setParams(searchStateToParams(next));
  const filters = (
    <SearchFilters
      state={state}
      categories={categories}
      highestPrice={results.data?.pages[0]?.highestSellingPrice}
      onChange={change}
    />
  );
  return (
    <div className="search-page container">
      <header className="search-page__header">
        <h1>
          <RichMessage id="search.showingResults" components={{ 0: <q>{state.query}</q> }} />
        </h1>
        {!state.query ? (
          <p className="muted">{t('search.typeToFind')}</p>
        ) : waitsForNetwork(results) ? null : (
          <p className="muted" aria-live="polite">
            {results.isPending ? t('search.searchingNow') : t('search.productCount', { count: total })}
          </p>
        )}
        {correctedQuery ? <SearchCorrection state={state} correctedQuery={correctedQuery} /> : null}
        {/* Both the toggle and the sidebar are in the HTML; the style sheet shows the one the width wants, so
            the server's render (which knows no width) does not shift when the browser takes over. */}
        <button
          type="button"
          className="button search-page__filters-toggle"
          aria-haspopup="dialog"
          onClick={() => setFiltersOpen(true)}
        >
          {t('search.filters')}
        </button>
      </header>
      <Modal
        open={!sidebar && filtersOpen}
        title={t('search.filters')}
        placement="bottom"
        onClose={() => setFiltersOpen(false)}
      >
        {filters}
        <div className="search-sheet__footer">
          <button type="button" className="button button--primary" onClick={() => setFiltersOpen(false)}>
            {t('search.showProducts', { count: total })}
          </button>
        </div>
      </Modal>
      <div className="search-page__body">
        <aside className="search-page__sidebar" aria-label={t('search.filters')}>
          {filters}
        </aside>
        <section aria-labelledby="search-results-title" aria-busy={results.isFetching}>
          <h2 id="search-results-title" className="visually-hidden">
            {t('search.results')}
          </h2>
          {!state.query ? null : waitsForNetwork(results) ? (
            <NeedsNetwork inline />
          ) : results.isPending ? (
            <div className="spinner" role="status" aria-label={t('search.searching')} />
          ) : products.length === 0 ? (
            <SearchNothingFound query={state.query} categories={categories} />
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
                {t(results.isFetchingNextPage ? 'common.loadingMore' : 'common.loadMore')}
              </button>
            </div>
          ) : null}
        </section>
      </div>
    </div>
  );
}
