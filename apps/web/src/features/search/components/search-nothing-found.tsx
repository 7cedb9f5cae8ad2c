import { Link } from 'react-router';
import type { Category } from '@haat/contract/catalogue/catalogue.schemas';
import { RichMessage, useT } from '#src/lib/i18n.tsx';

/**
 * A search that matched nothing says so and offers the store's categories, rather than filling the page
 * with products that have nothing to do with the words.
 */
export function SearchNothingFound({ query, categories }: { query: string; categories: Category[] }) {
  const t = useT();
  return (
    <div className="search-nothing">
      <p className="empty-state">{t('empty.products')}</p>
      <p>
        <RichMessage id="search.nothingMatches" components={{ 0: <q>{query}</q> }} />
      </p>
      {categories.length > 0 ? (
        <nav aria-label={t('search.browseCategories')}>
          <ul className="search-nothing__categories">
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={`/category/${category.id}`}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
