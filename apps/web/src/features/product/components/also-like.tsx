import { ALSO_LIKE_COUNT, ALSO_LIKE_PAGE_SIZE } from '@haat/contract/constants';
import { useT } from '#src/lib/i18n.tsx';
import { useProductPage, ProductCard } from '#src/features/catalogue/index.ts';

/** "You may also like": other products of the same category, what can be bought first (as listings are). */
export function AlsoLike({ categoryId, productId }: { categoryId: string; productId: string }) {
  const t = useT();
  const page = useProductPage({ categoryId, page: 1, size: ALSO_LIKE_PAGE_SIZE });
  const others = (page.data?.products ?? []).filter((product) => product.id !== productId).slice(0, ALSO_LIKE_COUNT);
  if (others.length === 0) return null;
  return (
    <section className="also-like container" aria-labelledby="also-like">
      <h2 id="also-like">{t('product.alsoLike')}</h2>
      <div className="also-like__row">
        {others.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </section>
  );
}
