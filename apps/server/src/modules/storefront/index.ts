// The public surface of storefront: the inline scripts the security headers allow by hash. Other code imports
// only this file (eslint.config.js).
export { BOOTSTRAP_LOADER } from './storefront.html.ts';
export { SCRIPT_LOADER } from './storefront.scripts.ts';
