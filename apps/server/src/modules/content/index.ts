// The public surface of content: the content the storefront renders. Other modules import only this file
// (eslint.config.js).
export { getAnnouncementBars, getBanners, getFaqs, getTestimonials } from './content.service.ts';
