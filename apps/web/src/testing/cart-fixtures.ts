import type { CartItem } from '@haat/contract/carts/carts.schemas';

/** Two kilos of basmati rice at ₹100 (MRP ₹120), 5 % GST included; `overrides` changes any field. */
export function makeCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    productVariantId: '6f5e4d3c-2b1a-4098-8765-4321fedcba08',
    productId: '6f5e4d3c-2b1a-4098-8765-4321fedcba09',
    sku: 'SKU-1',
    productName: 'Basmati Rice',
    thumbnail: null,
    mrp: 120,
    sellingPrice: 100,
    quantity: 2,
    isPriceChanged: false,
    insufficientStock: false,
    currentAvailableQuantity: 10,
    weight: 1,
    weightUnit: 'KG',
    taxType: 'INCLUSIVE',
    taxPercent: 5,
    ...overrides,
  } as CartItem;
}
