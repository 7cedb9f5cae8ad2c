import type { Product } from '@haat/contract/catalogue/catalogue.schemas';

/** The tax line under a price: inclusive prices say so; exclusive ones name the GST added on top. */
export function taxLine(product: Pick<Product, 'taxType' | 'taxPercent'>): string {
  if (product.taxType === 'INCLUSIVE' || product.taxPercent === 0) return 'Inclusive of all taxes';
  return `+ ${product.taxPercent}% GST`;
}
