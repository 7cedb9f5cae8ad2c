// What other features may import from this one; the rest of the folder is private (eslint.config.js).
export { ProductReviews } from '#src/features/reviews/components/product-reviews.tsx';
