import '#src/ui/price.css';
import { Link } from 'react-router';
import type { ProductDetail as ProductDetailAnswer } from '@haat/contract/catalogue/catalogue.schemas';
import { discountPercent, formatCount, formatRupees } from '@haat/contract/format';
import { unitPricePaid } from '@haat/contract/pricing/line-pricing';
import { usePackSize, useT } from '#src/lib/i18n.tsx';
import { AddToCartControl } from '#src/features/cart-checkout/index.ts';
import { ProductGallery } from '#src/features/product/components/product-gallery.tsx';
import { taxLine } from '#src/features/product/lib/tax-line.ts';
import { AlsoLike } from '#src/features/product/components/also-like.tsx';
import { ProductDeclarations } from '#src/features/product/components/product-declarations.tsx';
import { PackSizePicker, usePackSizes } from '#src/ui/pack-size-picker.tsx';
import { ProductReviews } from '#src/features/reviews/index.ts';

/**
 * Product detail (spec §2): gallery, brand-name title, price, MRP and saving, tax, weight, cart and subscribe,
 * what its package declares;
 * the rating where there is one (and buyers' reviews, where the store takes them), a choice of pack size when there are several (the first is the default,
 * and the price, images and stock follow the choice), and more from the same category.
 */
export function ProductDetail({ product }: { product: ProductDetailAnswer }) {
  const t = useT();
  const packSize = usePackSize();
  const { sizes, chosen: variant, choose } = usePackSizes(product.variants);
  if (!variant) return null;
  const tax = taxLine(product);
  const images =
    variant.imagePathList.length > 0 ? variant.imagePathList : product.thumbnail ? [product.thumbnail] : [];
  const percent = discountPercent(variant.mrp, unitPricePaid(variant.sellingPrice, product));
  const title = product.brand ? `${product.brand} ${product.name}` : product.name;
  return (
    <>
      <article className="product-detail container">
        <ProductGallery key={variant.variantId} images={images} name={title} />
        <div className="product-detail__info">
          <h1>{title}</h1>
          {product.averageRating > 0 ? <ProductRating product={product} /> : null}
          {sizes.length > 1 ? (
            <PackSizePicker
              productName={product.name}
              variants={sizes}
              selectedId={variant.variantId}
              onSelect={choose}
              tax={product}
            />
          ) : (
            <p className="product-detail__weight">{packSize(variant.weight, variant.weightUnit)}</p>
          )}
          <p className="product-detail__price">
            <span className="price">{formatRupees(variant.sellingPrice)}</span>
            {percent > 0 ? (
              <s className="price--mrp">
                <span className="visually-hidden">{t('common.mrp')} </span>
                {formatRupees(variant.mrp)}
              </s>
            ) : null}
          </p>
          {percent > 0 ? <p className="product-detail__save">{t('product.save', { percent })}</p> : null}
          <p className="muted product-detail__tax">{t(tax.id, tax.values)}</p>
          <div className="product-detail__actions">
            <AddToCartControl product={product} place="page" packSize={variant} />
            {product.isSubscribable ? (
              <Link className="button" to={`/subscription/${product.id}`}>
                {t('product.subscribe')}
              </Link>
            ) : null}
          </div>
          {product.description ? (
            <section className="product-detail__description" aria-labelledby="product-description">
              <h2 id="product-description">{t('product.about')}</h2>
              <p>{product.description}</p>
            </section>
          ) : null}
          <ProductDeclarations product={product} variant={variant} />
        </div>
      </article>
      <ProductReviews productId={product.id} />
      {product.categoryId ? <AlsoLike categoryId={product.categoryId} productId={product.id} /> : null}
    </>
  );
}

/**
 * The average rating and how many ratings it comes from ("★ 3.6 (128 ratings)"), read out as one sentence;
 * the count is left out for a store that never imported one.
 */
function ProductRating({ product }: { product: Pick<ProductDetailAnswer, 'averageRating' | 'ratingCount'> }) {
  const t = useT();
  const rating = product.averageRating.toFixed(1);
  const count = formatCount(product.ratingCount);
  return (
    <p
      className="product-detail__rating"
      role="img"
      aria-label={product.ratingCount > 0 ? t('product.ratedBy', { rating, count }) : t('common.rated', { rating })}
    >
      <span aria-hidden="true">
        <span className="product-detail__stars">★ {rating}</span>
        {product.ratingCount > 0 ? (
          <span className="product-detail__rating-count"> {t('product.ratingCount', { count })}</span>
        ) : null}
      </span>
    </p>
  );
}
