DROP INDEX "search_terms_term_trgm_idx";--> statement-breakpoint
CREATE INDEX "products_store_search_vector_idx" ON "products" USING gin ("store_id","search_vector");--> statement-breakpoint
CREATE INDEX "search_terms_store_term_trgm_idx" ON "search_terms" USING gin ("store_id","term" gin_trgm_ops);