import { FOOTER_MAX_CATEGORIES } from '@haat/contract/constants';
import { Link } from 'react-router';
import { useT } from '#src/lib/i18n.tsx';
import { shoppableCategories, useCategories } from '#src/features/catalogue/api/get-categories.ts';

/** Up to 4 popular categories: active and with products (spec §2). Nothing while loading or on error. */
export function FooterCategories() {
  const t = useT();
  const { data } = useCategories();
  const categories = shoppableCategories(data).slice(0, FOOTER_MAX_CATEGORIES);
  if (categories.length === 0) return null;
  return (
    <nav className="footer__column" aria-label={t('shell.popularCategories')}>
      <h2 className="footer__heading">{t('shell.popularCategories')}</h2>
      <ul className="footer__list">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={`/category/${category.id}`}>{category.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
