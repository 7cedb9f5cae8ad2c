// The public surface of catalogue: variants as the cart, checkout and orders read them; the product SQL search
// shares; the reads the storefront renders. Other modules import only this file (eslint.config.js).
export {
  type CatalogueVariant,
  catalogueVariantColumns,
  catalogueVariantSelect,
  findCatalogueVariants,
} from './catalogue-variants.repository.ts';
export { type StoreRead, type StoreScope } from './catalogue.repository.ts';
export { getCategories, getProduct, getProductPage } from './catalogue.service.ts';
export {
  type PageOf,
  compactJson,
  popularInStockFirst,
  productPageJson,
  productsJson,
  productText,
} from './product-rows.ts';
