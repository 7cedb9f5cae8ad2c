import type { Product, ProductDetail, ProductPage, ProductVariant } from '@haat/contract/catalogue/catalogue.schemas';

let seq = 0;
function productUuid(): string {
  seq += 1;
  return `00000000-0000-4000-9000-${String(seq).padStart(12, '0')}`;
}

/**
 * A shown product: first variant visible, ₹90 MRP sold at ₹76 (16% off), 200 g, in stock; as the product
 * page reads it, with no declarations unless given (a listing's product is the same less that field).
 */
export function makeProduct(
  overrides: Partial<ProductDetail> = {},
  variant: Partial<ProductVariant> = {},
): ProductDetail {
  return {
    id: productUuid(),
    name: 'Fresh Paneer',
    brand: 'Amul',
    description: 'Soft paneer.',
    thumbnail: '/files/p/paneer.svg',
    isSubscribable: false,
    categoryId: null,
    taxPercent: 0,
    taxType: 'INCLUSIVE',
    averageRating: 4.5,
    ratingCount: 12,
    variants: [
      {
        variantId: productUuid(),
        imagePathList: ['/files/p/paneer.svg'],
        availableQuantity: 10,
        weight: 200,
        weightUnit: 'GM',
        mrp: 90,
        sellingPrice: 76,
        sku: 'SKU-1',
        isVisible: true,
        ...variant,
      },
    ],
    declarations: null,
    ...overrides,
  };
}

export function makeProductPage(products: Product[], overrides: Partial<ProductPage> = {}): ProductPage {
  return { products, page: 1, size: 30, totalPages: 1, totalCount: products.length, ...overrides };
}
