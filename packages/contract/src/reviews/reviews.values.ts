// The rules of buyers' reviews (decision 046), apart from the schemas so the storefront checks a review
// as it is typed without loading the schema library.

/** The longest review, in characters (a phone screen's worth); longer answers 'reviews.tooLong'. */
export const REVIEW_MAX_LENGTH = 500;
/** How many of its latest shown reviews a product page lists. */
export const LATEST_REVIEWS_SHOWN = 5;
/** Reviews per page of the console's list. */
export const CONSOLE_REVIEWS_PAGE_SIZE = 20;

/**
 * Markup: a `<` that opens a tag, a comment or a declaration (`<b>`, `</i>`, `<!--`, `<?`), or an HTML
 * entity (`&lt;`, `&#60;`). A review is plain text and is refused with it, not stripped, so the shopper
 * sees their words as they will be shown; '<3' and 'a < b' are not markup.
 */
const MARKUP = /<\s*[a-z/!?]|&(#\d+|#x[0-9a-f]+|[a-z]+);/i;

/** Whether a text holds markup a review may not: see MARKUP. */
export const holdsMarkup = (text: string): boolean => MARKUP.test(text);

/** Which reviews the console lists. */
export const consoleReviewFilters = ['ALL', 'SHOWN', 'HIDDEN'] as const;
export type ConsoleReviewFilter = (typeof consoleReviewFilters)[number];

/**
 * The reviewer's name as shown: the first word of their name and the first letter of the last ('Asha Rao' →
 * 'Asha R.', 'प्रिया शर्मा' → 'प्रिया श.'); one word stays whole; no name is null.
 */
export function reviewerName(name: string | null | undefined): string | null {
  const words = (name ?? '').trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return null;
  if (words.length === 1) return words[0]!;
  const last = words.at(-1)!;
  const initial = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(last)[Symbol.iterator]().next()
    .value!.segment;
  return `${words[0]} ${initial.toLocaleUpperCase('en-IN')}.`;
}
