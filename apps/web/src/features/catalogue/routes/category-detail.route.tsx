import { useParams } from 'react-router';
import { PagePlaceholder } from '#src/ui/page-placeholder.tsx';
import { useCategories } from '#src/features/catalogue/api/get-categories.ts';

/** /category/{id}: one category's products (spec §2); the catalogue issue builds the grid. */
export default function CategoryDetailRoute() {
  const { categoryId } = useParams();
  const { data } = useCategories();
  const category = data?.find((item) => item.id === categoryId);
  return <PagePlaceholder title={category?.name ?? 'Category'} />;
}
