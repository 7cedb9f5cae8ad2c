import type { Product } from '@haat/contract/catalogue/catalogue.schemas';
import type { MessageId, MessageValues } from '#src/lib/i18n.tsx';

/** The tax line under a price: inclusive prices say so; exclusive ones name the GST added on top. */
export function taxLine(product: Pick<Product, 'taxType' | 'taxPercent'>): { id: MessageId; values?: MessageValues } {
  if (product.taxType === 'INCLUSIVE' || product.taxPercent === 0) return { id: 'product.inclusiveTaxes' };
  return { id: 'product.gst', values: { percent: product.taxPercent } };
}
