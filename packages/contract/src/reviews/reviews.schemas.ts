import { z } from 'zod';
import { idSchema, storeScopeQuerySchema } from '../common/ids.ts';
import { consoleStoreParamsSchema } from '../console/staff.schemas.ts';
import { consoleReviewFilters, holdsMarkup, REVIEW_MAX_LENGTH } from './reviews.values.ts';

/** Stars, whole from 1 to 5. */
export const reviewRatingSchema = z
  .number({ error: 'reviews.ratingInvalid' })
  .int('reviews.ratingInvalid')
  .min(1, 'reviews.ratingInvalid')
  .max(5, 'reviews.ratingInvalid');

/** The words: plain text, trimmed, at most REVIEW_MAX_LENGTH; empty (or absent) is a rating alone (null). */
export const reviewTextSchema = z
  .string({ error: 'reviews.textInvalid' })
  .trim()
  .max(REVIEW_MAX_LENGTH, 'reviews.tooLong')
  .refine((text) => !holdsMarkup(text), 'reviews.noMarkup')
  .nullish()
  .transform((text) => (text ? text : null));

export const productReviewsParamsSchema = z.object({ id: idSchema });
export type ProductReviewsParams = z.infer<typeof productReviewsParamsSchema>;

/** `GET /api/products/{id}/reviews?storeId=…` and `GET /api/products/{id}/my-review?storeId=…`. */
export const productReviewsQuerySchema = storeScopeQuerySchema;

/** A shown review as every shopper reads it. */
export const publicReviewSchema = z.object({
  id: idSchema,
  rating: z.number().int().min(1).max(5),
  text: z.string().nullable(),
  /**
   * The reviewer as a shop shows a buyer: first name and the initial of the last ('Asha R.'); null when the
   * shopper gave no name (the page says 'A buyer' in its language). Never a phone number.
   */
  author: z.string().nullable(),
  /** ISO date-time of the review's last change. */
  updatedAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/**
 * A product's reviews: whether its store takes them, its average and count (the imported rating and its
 * buyers' together, as search and cards have them, decision 046), and its latest shown reviews, newest first.
 */
export const productReviewsSchema = z.object({
  enabled: z.boolean(),
  averageRating: z.number().min(0).max(5),
  ratingCount: z.number().int().nonnegative(),
  /** How many shown reviews from buyers there are (the latest few are listed). */
  reviewCount: z.number().int().nonnegative(),
  reviews: z.array(publicReviewSchema),
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;

/** The signed-in shopper's own review, hidden ones included (they are told it is not shown). */
export const ownReviewSchema = z.object({
  id: idSchema,
  rating: z.number().int().min(1).max(5),
  text: z.string().nullable(),
  updatedAt: z.string(),
  /** The shop hid it: it neither shows nor counts, and editing does not show it again. */
  hidden: z.boolean(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/**
 * `GET /api/products/{id}/my-review?storeId=…`: whether the shopper may review it (the store takes reviews
 * and a delivered order of theirs held it) and their review, if any, to edit.
 */
export const myReviewSchema = z.object({
  canReview: z.boolean(),
  review: ownReviewSchema.nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** `PUT /api/products/{id}/my-review`: writes the shopper's one review of the product (a second call edits it). */
export const saveReviewBodySchema = z.object({
  storeId: idSchema,
  rating: reviewRatingSchema,
  text: reviewTextSchema,
});
export type SaveReviewBody = z.input<typeof saveReviewBodySchema>;

/** `GET /api/stores/{storeId}/console/reviews?show=ALL&page=1`: newest first. */
export const consoleReviewsQuerySchema = z.object({
  show: z.enum(consoleReviewFilters).default('ALL'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ConsoleReviewsQuery = z.input<typeof consoleReviewsQuerySchema>;

export const consoleReviewSchema = z.object({
  id: idSchema,
  productId: idSchema,
  productName: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string().nullable(),
  /** As the product page shows it. */
  author: z.string().nullable(),
  updatedAt: z.string(),
  /** ISO date-time the shop hid it; null while it shows. */
  hiddenAt: z.string().nullable(),
});
export type ConsoleReview = z.infer<typeof consoleReviewSchema>;

export const consoleReviewPageSchema = z.object({
  reviews: z.array(consoleReviewSchema),
  totalPages: z.number().int().min(1),
});
export type ConsoleReviewPage = z.infer<typeof consoleReviewPageSchema>;

export const consoleReviewParamsSchema = consoleStoreParamsSchema.extend({ reviewId: idSchema });
