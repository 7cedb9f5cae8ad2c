// What other features may import from this one; the rest of the folder is private (eslint.config.js).
export { shoppableCategories, useCategories } from '#src/features/catalogue/api/get-categories.ts';
export { useProduct } from '#src/features/catalogue/api/get-product.ts';
// Features that change what the catalogue shows (a review changes a product's rating) read it again.
export { catalogueKeys } from '#src/features/catalogue/api/catalogue-keys.ts';
export { useProductPage } from '#src/features/catalogue/api/get-products.ts';
export { ProductCard } from '#src/features/catalogue/components/product-card.tsx';
export { ProductGrid } from '#src/features/catalogue/components/product-grid.tsx';
export { catalogueGridColumns } from '#src/features/catalogue/lib/grid-columns.ts';
