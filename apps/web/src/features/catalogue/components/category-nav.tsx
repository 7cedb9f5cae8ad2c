import { NavLink } from 'react-router';
import type { Category } from '@haat/contract/catalogue/catalogue.schemas';
import { useT } from '#src/lib/i18n.tsx';

/** The left list of category browsing: active categories with products, each a link (spec §2). */
export function CategoryNav({ categories }: { categories: readonly Category[] }) {
  const t = useT();
  return (
    <nav className="category-nav" aria-labelledby="category-nav-title">
      <h2 id="category-nav-title">{t('catalogue.categories')}</h2>
      <ul>
        <li>
          <NavLink to="/category" end>
            {t('catalogue.allProducts')}
          </NavLink>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <NavLink to={`/category/${category.id}`}>{category.name}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
