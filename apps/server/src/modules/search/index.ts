// The public surface of search: the storefront renders a search's first page with it. Other modules import
// only this file (eslint.config.js).
export { searchProducts } from './search.service.ts';
