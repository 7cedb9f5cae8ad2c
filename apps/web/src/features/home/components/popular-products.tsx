import { Link } from 'react-router';
import { DEFAULT_HOME_GRID, popularProductsSize } from '@haat/contract/constants';
import { RichMessage, useT } from '#src/lib/i18n.tsx';
import { useStore } from '#src/lib/store-context.tsx';
import { useProductPage, ProductGrid } from '#src/features/catalogue/index.ts';
import { NeedsNetwork, waitsForNetwork } from '#src/features/offline/index.ts';

/** Popular Products: page 1 of twice the home grid size (default grid 6), with See more (spec §2). */
export function PopularProducts() {
  const t = useT();
  const { config } = useStore();
  const grid = config.storeWebTheme.gridHomePage ?? DEFAULT_HOME_GRID;
  const products = useProductPage({ page: 1, size: popularProductsSize(grid) });
  return (
    <section className="home-section container" aria-labelledby="popular-products">
      <div className="home-section__header">
        <h2 id="popular-products">{t('home.popularProducts')}</h2>
        <Link className="text-link" to="/category">
          <RichMessage id="home.seeMoreProducts" components={{ 0: <span className="visually-hidden" /> }} />
        </Link>
      </div>
      {waitsForNetwork(products) ? (
        <NeedsNetwork inline />
      ) : products.isPending ? (
        <div className="home-products--loading" role="status" aria-label={t('catalogue.loadingProducts')} />
      ) : (
        <ProductGrid products={products.data?.products ?? []} columns={Math.min(grid, 6)} />
      )}
    </section>
  );
}
