import { CategoryBrowser } from '#src/features/catalogue/components/category-browser.tsx';

/** /category: every product of the store (spec §2). */
export default function CategoryListRoute() {
  return <CategoryBrowser />;
}
