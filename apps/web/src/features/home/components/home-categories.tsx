import { HOME_MAX_CATEGORY_TILES } from '@haat/contract/constants';
import { Link } from 'react-router';
import { RichMessage, useT } from '#src/lib/i18n.tsx';
import { shoppableCategories, useCategories } from '#src/features/catalogue/index.ts';

/** Shop by Category: active categories with products, at most 8 tiles, See more when there are more. */
export function HomeCategories() {
  const t = useT();
  const { data, isPending } = useCategories();
  const categories = shoppableCategories(data);
  const tiles = categories.slice(0, HOME_MAX_CATEGORY_TILES);
  return (
    <section className="home-section container" aria-labelledby="shop-by-category">
      <div className="home-section__header">
        <h2 id="shop-by-category">{t('home.shopByCategory')}</h2>
        {categories.length > HOME_MAX_CATEGORY_TILES ? (
          <Link className="text-link" to="/category">
            <RichMessage id="home.seeMoreCategories" components={{ 0: <span className="visually-hidden" /> }} />
          </Link>
        ) : null}
      </div>
      <ul className={isPending ? 'category-tiles category-tiles--loading' : 'category-tiles'}>
        {tiles.map((category) => (
          <li key={category.id}>
            <Link className="category-tile" to={`/category/${category.id}`}>
              {category.imagePath ? (
                <img
                  className="category-tile__image"
                  src={category.imagePath}
                  alt=""
                  width="96"
                  height="96"
                  loading="lazy"
                />
              ) : (
                <span className="category-tile__image category-tile__image--empty" aria-hidden="true" />
              )}
              <span className="category-tile__name">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
