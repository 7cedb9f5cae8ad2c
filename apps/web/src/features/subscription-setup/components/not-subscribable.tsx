import { Link } from 'react-router';
import type { Product } from '@haat/contract/catalogue/catalogue.schemas';
import { useT } from '#src/lib/i18n.tsx';

/**
 * A product the store does not sell by subscription. The spec does not say what this page shows; we say so
 * plainly, with no form, and offer the product page (to buy it once) and the catalogue:
 * 'This product is not available for subscription'.
 */
export function NotSubscribable({ product }: { product: Product }) {
  const t = useT();
  return (
    <section className="subscription-unavailable">
      <h1>{t('subscriptions.notSubscribable')}</h1>
      <p>{t('subscriptions.oneTimeOnly', { product: product.name })}</p>
      <div className="subscription-unavailable__actions">
        <Link className="button button--primary" to={`/product/${product.id}`}>
          {t('subscriptions.viewProduct')}
        </Link>
        <Link className="button" to="/category">
          {t('orders.shopMore')}
        </Link>
      </div>
    </section>
  );
}
