// The public surface of reviews: the shop hiding a review and listing them (the console and the CLI).
// Other modules import only this file (eslint.config.js).
export { findReviewStoreId, lockStoreReview, setReviewHiddenAt } from './reviews.repository.ts';
export { consoleReview, listConsoleReviews, listOwnReviews, shownProductReviews } from './reviews.service.ts';
