import '#src/ui/price.css';
import type { Product, ProductVariant } from '@haat/contract/catalogue/catalogue.schemas';
import { formatRupees } from '@haat/contract/format';
import { MAX_LINE_QUANTITY } from '@haat/contract/carts/carts.values';
import { SUBSCRIPTION_MIN_QUANTITY } from '@haat/contract/constants';
import { usePackSize, useT } from '#src/lib/i18n.tsx';
import { QuantityStepper } from '#src/ui/quantity-stepper.tsx';

interface SubscriptionProductCardProps {
  product: Product;
  variant: ProductVariant;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
}

/** The product being subscribed: thumbnail, name, MRP (struck through when it differs), price, weight, quantity. */
export function SubscriptionProductCard({
  product,
  variant,
  quantity,
  onQuantityChange,
}: SubscriptionProductCardProps) {
  const t = useT();
  const packSize = usePackSize();
  const image = product.thumbnail ?? variant.imagePathList[0] ?? null;
  return (
    <section className="subscription-product" aria-label={t('subscriptions.product')}>
      {image ? (
        <img className="subscription-product__image" src={image} alt="" width={96} height={96} />
      ) : (
        <span className="subscription-product__image" aria-hidden="true" />
      )}
      <div className="subscription-product__body">
        <h1 className="subscription-product__name">{product.name}</h1>
        <p className="subscription-product__price">
          <span className="price">{formatRupees(variant.sellingPrice)}</span>
          {variant.mrp !== variant.sellingPrice ? (
            <s className="price--mrp">
              <span className="visually-hidden">{t('subscriptions.mrp')} </span>
              {formatRupees(variant.mrp)}
            </s>
          ) : null}
        </p>
        <p className="muted subscription-product__weight">{packSize(variant.weight, variant.weightUnit)}</p>
      </div>
      <div className="subscription-product__quantity">
        {/* Minimum 1 (spec §2); the spec sets no maximum, the server caps a delivery like a cart line. */}
        <QuantityStepper
          quantity={quantity}
          productName={product.name}
          removeDisabled={quantity <= SUBSCRIPTION_MIN_QUANTITY}
          addDisabled={quantity >= MAX_LINE_QUANTITY}
          onAdd={() => onQuantityChange(Math.min(MAX_LINE_QUANTITY, quantity + 1))}
          onRemove={() => onQuantityChange(Math.max(SUBSCRIPTION_MIN_QUANTITY, quantity - 1))}
        />
      </div>
    </section>
  );
}
