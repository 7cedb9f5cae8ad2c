import { useNavigate } from 'react-router';
import { CATALOGUE_PAGE_SIZE } from '@haat/contract/constants';
import { useT } from '#src/lib/i18n.tsx';
import { useStore } from '#src/lib/store-context.tsx';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { NotFound } from '#src/ui/not-found.tsx';
import { shoppableCategories, useCategories } from '#src/features/catalogue/api/get-categories.ts';
import { useProductPages } from '#src/features/catalogue/api/get-products.ts';
import { catalogueGridColumns } from '#src/features/catalogue/lib/grid-columns.ts';
import { CategoryNav } from '#src/features/catalogue/components/category-nav.tsx';
import { ProductGrid } from '#src/features/catalogue/components/product-grid.tsx';
import { NeedsNetwork, waitsForNetwork } from '#src/features/offline/index.ts';

/** Category browsing (spec §2): side list, Back, a grid of one category (or all products) and Load more. */
export function CategoryBrowser({ categoryId }: { categoryId?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { config } = useStore();
  const categories = useCategories();
  const products = useProductPages({ categoryId, size: CATALOGUE_PAGE_SIZE });
  if (products.error instanceof ApiRequestError && products.error.status === 404) return <NotFound />;
  if (products.error) throw products.error;
  const title = categoryId
    ? (categories.data?.find((item) => item.id === categoryId)?.name ?? t('catalogue.category'))
    : t('catalogue.allProducts');
  const list = products.data?.pages.flatMap((page) => page.products) ?? [];
  const total = products.data?.pages[0]?.totalCount;
  return (
    <div className="catalogue container">
      <CategoryNav categories={shoppableCategories(categories.data)} />
      <section aria-labelledby="catalogue-title">
        <div className="catalogue__header">
          <button type="button" className="button back-button" onClick={() => navigate(-1)}>
            ← {t('common.back')}
          </button>
          <h1 id="catalogue-title">{title}</h1>
          {total !== undefined ? <span className="muted">({total})</span> : null}
        </div>
        <h2 className="visually-hidden">{t('catalogue.products')}</h2>
        {waitsForNetwork(products) ? (
          <NeedsNetwork inline />
        ) : products.isPending ? (
          <div className="spinner" role="status" aria-label={t('catalogue.loadingProducts')} />
        ) : (
          <ProductGrid
            products={list}
            columns={catalogueGridColumns(config.storeWebTheme.gridCatalogPage)}
            eagerCount={4}
          />
        )}
        {products.hasNextPage ? (
          <div className="catalogue__more">
            <button
              type="button"
              className="button"
              disabled={products.isFetchingNextPage}
              onClick={() => void products.fetchNextPage()}
            >
              {t(products.isFetchingNextPage ? 'common.loadingMore' : 'common.loadMore')}
            </button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
