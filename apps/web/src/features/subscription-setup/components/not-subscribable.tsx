import { Link } from 'react-router';
import type { Product } from '@haat/contract/catalogue/catalogue.schemas';

/**
 * A product the store does not sell by subscription. The spec does not say what this page shows; we say so
 * plainly, with no form, and offer the product page (to buy it once) and the catalogue:
 * 'This product is not available for subscription'.
 */
export function NotSubscribable({ product }: { product: Product }) {
  return (
    <section className="subscription-unavailable">
      <h1>This product is not available for subscription</h1>
      <p>{product.name} can only be bought as a one-time order. You can add it to your cart instead.</p>
      <div className="subscription-unavailable__actions">
        <Link className="button button--primary" to={`/product/${product.id}`}>
          View product
        </Link>
        <Link className="button" to="/category">
          Shop more
        </Link>
      </div>
    </section>
  );
}
