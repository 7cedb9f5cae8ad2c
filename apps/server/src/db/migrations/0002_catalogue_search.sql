CREATE TABLE "search_terms" (
	"store_id" uuid NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "search_terms_store_id_term_pk" PRIMARY KEY("store_id","term")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_shown" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shown_selling_price_paise" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_shown_newest_idx" ON "products" USING btree ("store_id","created_at" DESC NULLS LAST,"id") WHERE "products"."is_shown";--> statement-breakpoint
CREATE INDEX "products_shown_category_newest_idx" ON "products" USING btree ("store_id","category_id","created_at" DESC NULLS LAST,"id") WHERE "products"."is_shown";--> statement-breakpoint
CREATE INDEX "products_shown_price_idx" ON "products" USING btree ("store_id","shown_selling_price_paise") WHERE "products"."is_shown";--> statement-breakpoint
CREATE INDEX "products_shown_rating_idx" ON "products" USING btree ("store_id","average_rating") WHERE "products"."is_shown";--> statement-breakpoint
CREATE INDEX "products_shown_name_idx" ON "products" USING btree ("store_id","name") WHERE "products"."is_shown";--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");