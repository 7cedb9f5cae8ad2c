import type { CSSProperties } from 'react';
import type { Product } from '@haat/contract/catalogue/catalogue.schemas';
import { useT } from '#src/lib/i18n.tsx';
import { columnsAtBreakpoints } from '#src/features/catalogue/lib/grid-columns.ts';
import { ProductCard } from '#src/features/catalogue/components/product-card.tsx';
import '#src/features/catalogue/components/catalogue.css';

interface ProductGridProps {
  products: readonly Product[];
  /** Columns at the widest breakpoint (the theme's grid, already clamped). */
  columns: number;
  /** How many cards sit above the fold: their images load eagerly. */
  eagerCount?: number;
}

/** Product cards in a grid whose column count steps up at 300 / 580 / 900 / 1280 px; 'No Product Found' when empty. */
export function ProductGrid({ products, columns, eagerCount = 0 }: ProductGridProps) {
  const t = useT();
  if (products.length === 0) return <p className="empty-state">{t('empty.products')}</p>;
  const [c300, c580, c900, c1280] = columnsAtBreakpoints(columns);
  const style = { '--cols-300': c300, '--cols-580': c580, '--cols-900': c900, '--cols-1280': c1280 } as CSSProperties;
  return (
    <ul className="product-grid" style={style}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
