import type {
  ConsoleReview,
  ConsoleReviewPage,
  MyReview,
  OwnReview,
  ProductReviews,
} from '@haat/contract/reviews/reviews.schemas';
import {
  CONSOLE_REVIEWS_PAGE_SIZE,
  LATEST_REVIEWS_SHOWN,
  reviewerName,
  type ConsoleReviewFilter,
} from '@haat/contract/reviews/reviews.values';
import type { Db } from '#src/db/connect.ts';
import type { CustomerPrincipal } from '#src/modules/identity/index.ts';
import { fail, ok, type Result } from '#src/result.ts';
import {
  findOwnReview,
  findRatedProduct,
  findReviewsEnabled,
  hasReceivedProduct,
  listCustomerReviews,
  listShownReviews,
  listStoreReviews,
  saveOwnReview,
  type ReviewRow,
} from './reviews.repository.ts';

const productNotFound = () => fail('NOT_FOUND', 'server.productNotFound');

/** The product page's reviews: its average and count, and its latest shown reviews (none while reviews are off). */
export async function getProductReviews(
  db: Db,
  storeId: string,
  productId: string,
): Promise<Result<ProductReviews, 'NOT_FOUND'>> {
  const product = await findRatedProduct(db, storeId, productId);
  if (!product) return productNotFound();
  const enabled = (await findReviewsEnabled(db, storeId)) === true;
  return ok(await shownProductReviews(db, storeId, product, enabled));
}

/**
 * A shown product's reviews from its rating and whether its store takes them: what the product page's
 * server render already holds, so it reads only the reviews (and nothing while reviews are off).
 */
export async function shownProductReviews(
  db: Db,
  storeId: string,
  product: { id: string; averageRating: number; ratingCount: number },
  enabled: boolean,
): Promise<ProductReviews> {
  const { rows, total } = enabled
    ? await listShownReviews(db, storeId, product.id, LATEST_REVIEWS_SHOWN)
    : { rows: [], total: 0 };
  return {
    enabled,
    averageRating: product.averageRating,
    ratingCount: product.ratingCount,
    reviewCount: total,
    reviews: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      text: row.body,
      author: reviewerName(row.customerName),
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

/** Whether the shopper may review the product, and their review of it to edit. */
export async function getMyReview(
  db: Db,
  customer: CustomerPrincipal,
  productId: string,
): Promise<Result<MyReview, 'NOT_FOUND'>> {
  const { storeId, customerId } = customer;
  if (!(await findRatedProduct(db, storeId, productId))) return productNotFound();
  const enabled = (await findReviewsEnabled(db, storeId)) === true;
  const canReview = enabled && (await hasReceivedProduct(db, storeId, customerId, productId));
  const review = enabled ? await findOwnReview(db, storeId, customerId, productId) : null;
  return ok({ canReview, review: review && ownReview(review) });
}

/**
 * Writes the shopper's review of the product, or edits the one they wrote. Only a buyer may: the store takes
 * reviews and a delivered order of theirs in it held the product. The words were checked by the contract.
 */
export async function saveMyReview(
  db: Db,
  customer: CustomerPrincipal,
  productId: string,
  review: { rating: number; text: string | null },
): Promise<Result<MyReview, 'NOT_FOUND' | 'NOT_ALLOWED' | 'NOT_DELIVERED'>> {
  const { storeId, customerId } = customer;
  if (!(await findRatedProduct(db, storeId, productId))) return productNotFound();
  if ((await findReviewsEnabled(db, storeId)) !== true) return fail('NOT_ALLOWED', 'reviews.off');
  if (!(await hasReceivedProduct(db, storeId, customerId, productId))) {
    return fail('NOT_DELIVERED', 'reviews.notReceived');
  }
  await saveOwnReview(db, { storeId, customerId, productId, rating: review.rating, body: review.text });
  const saved = await findOwnReview(db, storeId, customerId, productId);
  return ok({ canReview: true, review: ownReview(saved!) });
}

/** The shopper's reviews in the store, each with its product: their part of their data's copy (decision 029). */
export async function listOwnReviews(
  db: Db,
  customer: CustomerPrincipal,
): Promise<(OwnReview & { productId: string; productName: string })[]> {
  const rows = await listCustomerReviews(db, customer.storeId, customer.customerId);
  return rows.map((row) => ({ ...ownReview(row), productId: row.productId, productName: row.productName }));
}

function ownReview(row: ReviewRow): OwnReview {
  return {
    id: row.id,
    rating: row.rating,
    text: row.body,
    updatedAt: row.updatedAt.toISOString(),
    hidden: row.hiddenAt !== null,
  };
}

/** A review as the console lists it. */
export function consoleReview(row: ReviewRow): ConsoleReview {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    rating: row.rating,
    text: row.body,
    author: reviewerName(row.customerName),
    updatedAt: row.updatedAt.toISOString(),
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
  };
}

/** One page of the store's reviews for its console, newest first. */
export async function listConsoleReviews(
  db: Db,
  storeId: string,
  query: { show: ConsoleReviewFilter; page: number },
): Promise<ConsoleReviewPage> {
  const limit = CONSOLE_REVIEWS_PAGE_SIZE;
  const { rows, total } = await listStoreReviews(db, storeId, query.show, { limit, offset: (query.page - 1) * limit });
  return { reviews: rows.map(consoleReview), totalPages: Math.max(1, Math.ceil(total / limit)) };
}
