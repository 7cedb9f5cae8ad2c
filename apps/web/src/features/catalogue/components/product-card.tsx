import { Link } from 'react-router';
import type { Product } from '@haat/contract/catalogue/catalogue.schemas';
import { weightUnitLabels } from '@haat/contract/content/content.schemas';
import { discountPercent, formatRupees } from '@haat/contract/format';
import { AddToCartControl } from '#src/features/cart-checkout/components/add-to-cart-control.tsx';

/** A product's image, name, brand, weight and price with its cart control (spec §2 product cards). */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const variant = product.variants[0];
  if (!variant) return null;
  const image = variant.imagePathList[0] ?? product.thumbnail;
  const percent = discountPercent(variant.mrp, variant.sellingPrice);
  return (
    <article className="product-card">
      <Link className="product-card__link" to={`/product/${product.id}`}>
        <div className="product-card__media">
          {image ? (
            <img src={image} alt="" width="240" height="240" loading={eager ? 'eager' : 'lazy'} decoding="async" />
          ) : null}
          {percent > 0 ? <span className="product-card__ribbon">{percent}% Off</span> : null}
        </div>
        <h3 className="product-card__name">{product.name}</h3>
      </Link>
      <p className="product-card__meta">
        {product.brand ? <span>{product.brand}</span> : null}
        <span>
          {variant.weight} {weightUnitLabels[variant.weightUnit]}
        </span>
      </p>
      <p className="product-card__price">
        <span className="price">{formatRupees(variant.sellingPrice)}</span>
        {variant.mrp > variant.sellingPrice ? (
          <s className="price--mrp">
            <span className="visually-hidden">MRP </span>
            {formatRupees(variant.mrp)}
          </s>
        ) : null}
      </p>
      <div className="product-card__action">
        <AddToCartControl product={product} variant="card" />
      </div>
    </article>
  );
}
