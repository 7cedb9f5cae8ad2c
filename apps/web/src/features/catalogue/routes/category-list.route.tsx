import { Link } from 'react-router';
import { PagePlaceholder } from '#src/ui/page-placeholder.tsx';
import { shoppableCategories, useCategories } from '#src/features/catalogue/api/get-categories.ts';

/** /category: all products (spec §2); the catalogue issue adds the side list and the product grid. */
export default function CategoryListRoute() {
  const { data } = useCategories();
  const categories = shoppableCategories(data);
  return (
    <PagePlaceholder title="All Products">
      <ul className="chip-list">
        {categories.map((category) => (
          <li key={category.id}>
            <Link className="chip" to={`/category/${category.id}`}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </PagePlaceholder>
  );
}
