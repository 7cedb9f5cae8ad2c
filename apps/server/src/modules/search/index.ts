// The public surface of search: the storefront renders a search's first page with it, and a store import
// writes its own synonyms as search reads words. Other modules import only this file (eslint.config.js).
export { searchProducts } from './search.service.ts';
export { normalWord } from './search-synonyms.ts';
