import { Link } from 'react-router';
import type { Product } from '@haat/contract/catalogue/catalogue.schemas';
import { weightUnitLabels } from '@haat/contract/content/content.schemas';
import { discountPercent, formatRupees } from '@haat/contract/format';
import { AddToCartControl } from '#src/features/cart-checkout/components/add-to-cart-control.tsx';
import { ProductGallery } from '#src/features/product/components/product-gallery.tsx';
import { taxLine } from '#src/features/product/lib/tax-line.ts';

/** Product detail (spec §2): gallery, brand-name title, price, MRP and saving, tax, weight, cart and subscribe. */
export function ProductDetail({ product }: { product: Product }) {
  const variant = product.variants[0];
  if (!variant) return null;
  const images =
    variant.imagePathList.length > 0 ? variant.imagePathList : product.thumbnail ? [product.thumbnail] : [];
  const percent = discountPercent(variant.mrp, variant.sellingPrice);
  const title = product.brand ? `${product.brand} ${product.name}` : product.name;
  return (
    <article className="product-detail container">
      <ProductGallery images={images} name={title} />
      <div className="product-detail__info">
        <h1>{title}</h1>
        <p className="product-detail__weight">
          {variant.weight} {weightUnitLabels[variant.weightUnit]}
        </p>
        <p className="product-detail__price">
          <span className="price">{formatRupees(variant.sellingPrice)}</span>
          {percent > 0 ? (
            <s className="price--mrp">
              <span className="visually-hidden">MRP </span>
              {formatRupees(variant.mrp)}
            </s>
          ) : null}
        </p>
        {percent > 0 ? <p className="product-detail__save">Save {percent}% right now</p> : null}
        <p className="muted product-detail__tax">{taxLine(product)}</p>
        <div className="product-detail__actions">
          <AddToCartControl product={product} variant="page" />
          {product.isSubscribable ? (
            <Link className="button" to={`/subscription/${product.id}`}>
              Subscribe
            </Link>
          ) : null}
        </div>
        {product.description ? (
          <section className="product-detail__description" aria-labelledby="product-description">
            <h2 id="product-description">About this product</h2>
            <p>{product.description}</p>
          </section>
        ) : null}
      </div>
    </article>
  );
}
