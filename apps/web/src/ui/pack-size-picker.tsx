import { useId, useState } from 'react';
import type { Product, ProductVariant } from '@haat/contract/catalogue/catalogue.schemas';
import { formatRupees } from '@haat/contract/format';
import { unitPricePaid } from '@haat/contract/pricing/line-pricing';
import { usePackSize, useT } from '#src/lib/i18n.tsx';
import './pack-size-picker.css';

/** The pack sizes a shopper may choose: the visible variants, the first (the spec's default) first. */
function packSizes(variants: readonly ProductVariant[]): ProductVariant[] {
  return variants.filter((variant, index) => index === 0 || variant.isVisible);
}

/** The pack sizes of a product and the one chosen (the first until the shopper picks another). */
export function usePackSizes(variants: readonly ProductVariant[]) {
  const sizes = packSizes(variants);
  const [chosenId, choose] = useState(sizes[0]?.variantId);
  const chosen = sizes.find((size) => size.variantId === chosenId) ?? sizes[0];
  return { sizes, chosen, choose };
}

interface PackSizePickerProps {
  productName: string;
  variants: readonly ProductVariant[];
  selectedId: string;
  onSelect: (variantId: string) => void;
  /** The product's GST: an MRP is struck through only above what a pack costs with it. */
  tax: Pick<Product, 'taxPercent' | 'taxType'>;
  /** On a card: size and price only; on the product page the MRP too. */
  compact?: boolean;
}

/** Each pack size with its own price (and MRP), as radio buttons: one choice, reachable by keyboard. */
export function PackSizePicker({
  productName,
  variants,
  selectedId,
  onSelect,
  tax,
  compact = false,
}: PackSizePickerProps) {
  const t = useT();
  const packSize = usePackSize();
  const name = useId();
  return (
    <fieldset className={`pack-sizes${compact ? ' pack-sizes--compact' : ''}`}>
      <legend className={compact ? 'visually-hidden' : 'pack-sizes__legend'}>
        {t('ui.packSizeOf', { product: productName })}
      </legend>
      {variants.map((variant) => (
        <label key={variant.variantId} className="pack-sizes__option">
          <input
            type="radio"
            name={name}
            value={variant.variantId}
            checked={variant.variantId === selectedId}
            onChange={() => onSelect(variant.variantId)}
          />
          <span className="pack-sizes__size">{packSize(variant.weight, variant.weightUnit)}</span>
          <span className="pack-sizes__price">{formatRupees(variant.sellingPrice)}</span>
          {!compact && variant.mrp > unitPricePaid(variant.sellingPrice, tax) ? (
            <s className="pack-sizes__mrp">
              <span className="visually-hidden">{t('common.mrp')} </span>
              {formatRupees(variant.mrp)}
            </s>
          ) : null}
          {variant.availableQuantity <= 0 ? <span className="pack-sizes__out">{t('ui.outOfStock')}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
