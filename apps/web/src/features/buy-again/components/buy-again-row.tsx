import '#src/features/buy-again/components/buy-again.css';
import { ProductCard } from '#src/features/catalogue/index.ts';
import { useT } from '#src/lib/i18n.tsx';
import { useBuyAgain } from '#src/features/buy-again/api/get-buy-again.ts';

/**
 * Home's "Buy again": the signed-in shopper's most-ordered products, most often first, in a row that scrolls
 * sideways. Nothing at all for a guest, a shopper with no orders, or a store that does not offer it.
 */
export function BuyAgainRow() {
  const t = useT();
  const { data } = useBuyAgain();
  const products = data?.products ?? [];
  if (products.length === 0) return null;
  return (
    <section className="home-section container" aria-labelledby="buy-again">
      <div className="home-section__header">
        <h2 id="buy-again">{t('home.buyAgain')}</h2>
      </div>
      <ul className="buy-again-row">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
