import { useParams } from 'react-router';
import { CategoryBrowser } from '#src/features/catalogue/components/category-browser.tsx';

/** /category/{id}: one category's products (spec §2); a new id starts its own list. */
export default function CategoryDetailRoute() {
  const { categoryId } = useParams();
  return <CategoryBrowser key={categoryId} categoryId={categoryId} />;
}
