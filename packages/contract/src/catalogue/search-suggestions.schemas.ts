import { z } from 'zod';
import { idSchema, storeScopeQuerySchema } from '../common/ids.ts';
import { SEARCH_SUGGESTIONS_MAX, SEARCH_SUGGESTIONS_QUERY_MAX } from './catalogue.values.ts';

// The limits live with the other values (no zod), so the search box reads them without loading the schemas.
export { SEARCH_SUGGESTIONS_MAX, SEARCH_SUGGESTIONS_QUERY_MAX };

/**
 * `GET /api/search/suggestions?storeId=…&query=…`: what the shopper may be typing, the last word taken as
 * the beginning of a word ('pan' → paneer). Empty, blank or longer than SEARCH_SUGGESTIONS_QUERY_MAX: 400.
 */
export const searchSuggestionsQuerySchema = storeScopeQuerySchema.extend({
  query: z.string().trim().min(1).max(SEARCH_SUGGESTIONS_QUERY_MAX),
});
export type SearchSuggestionsQuery = z.infer<typeof searchSuggestionsQuerySchema>;

/**
 * One suggestion: words to search for (the last word completed, a Hinglish word the store knows or a typo
 * corrected: 'panne' → 'paneer'), a category, or a product. Names are in the page's language.
 */
export const searchSuggestionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('query'), query: z.string() }),
  z.object({ kind: z.literal('category'), id: idSchema, name: z.string() }),
  z.object({ kind: z.literal('product'), id: idSchema, name: z.string(), thumbnail: z.string().nullable() }),
]);
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

/**
 * Words first, then categories, then products, each best first; at most SEARCH_SUGGESTIONS_MAX in all. A
 * single letter is answered with words and categories only.
 */
export const searchSuggestionsSchema = z.object({
  suggestions: z.array(searchSuggestionSchema).max(SEARCH_SUGGESTIONS_MAX),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;
