// The public surface of content: the content the storefront renders. Other modules import only this file
// (eslint.config.js).
export { getBanners } from './content.service.ts';
