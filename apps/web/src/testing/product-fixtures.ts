import type { Product, ProductPage, ProductVariant } from '@haat/contract/catalogue/catalogue.schemas';

let seq = 0;
function productUuid(): string {
  seq += 1;
  return `00000000-0000-4000-9000-${String(seq).padStart(12, '0')}`;
}

/** A shown product: first variant visible, ₹90 MRP sold at ₹76 (16% off), 200 g, in stock. */
export function makeProduct(overrides: Partial<Product> = {}, variant: Partial<ProductVariant> = {}): Product {
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
    ...overrides,
  };
}

export function makeProductPage(products: Product[], overrides: Partial<ProductPage> = {}): ProductPage {
  return { products, page: 1, size: 30, totalPages: 1, totalCount: products.length, ...overrides };
}
