import '#src/features/catalogue/components/catalogue.css';
import '#src/ui/price.css';
import { Link } from 'react-router';
import type { Product } from '@haat/contract/catalogue/catalogue.schemas';
import { discountPercent, formatRupees } from '@haat/contract/format';
import { unitPricePaid } from '@haat/contract/pricing/line-pricing';
import { usePackSize, useT } from '#src/lib/i18n.tsx';
import { AddToCartControl } from '#src/features/cart-checkout/index.ts';
import { PackSizePicker, usePackSizes } from '#src/ui/pack-size-picker.tsx';

/**
 * A product's image, name, brand, weight and price with its cart control (spec §2 product cards). The first
 * variant is the card's default; a product sold in several pack sizes lets the shopper choose one here.
 */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const t = useT();
  const packSize = usePackSize();
  const { sizes, chosen: variant, choose } = usePackSizes(product.variants);
  if (!variant) return null;
  const image = variant.imagePathList[0] ?? product.thumbnail;
  const percent = discountPercent(variant.mrp, unitPricePaid(variant.sellingPrice, product));
  return (
    <article className="product-card">
      <Link className="product-card__link" to={`/product/${product.id}`}>
        <div className="product-card__media">
          {image ? (
            <img src={image} alt="" width="240" height="240" loading={eager ? 'eager' : 'lazy'} decoding="async" />
          ) : null}
          {percent > 0 ? <span className="product-card__ribbon">{t('catalogue.percentOff', { percent })}</span> : null}
        </div>
        <h3 className="product-card__name">{product.name}</h3>
      </Link>
      <p className="product-card__meta">
        {product.brand ? <span>{product.brand}</span> : null}
        {sizes.length === 1 ? <span>{packSize(variant.weight, variant.weightUnit)}</span> : null}
      </p>
      {sizes.length > 1 ? (
        <PackSizePicker
          productName={product.name}
          variants={sizes}
          selectedId={variant.variantId}
          onSelect={choose}
          tax={product}
          compact
        />
      ) : null}
      <p className="product-card__price">
        <span className="price">{formatRupees(variant.sellingPrice)}</span>
        {variant.mrp > variant.sellingPrice ? (
          <s className="price--mrp">
            <span className="visually-hidden">{t('common.mrp')} </span>
            {formatRupees(variant.mrp)}
          </s>
        ) : null}
      </p>
      <div className="product-card__action">
        <AddToCartControl product={product} place="card" packSize={variant} />
      </div>
    </article>
  );
}
