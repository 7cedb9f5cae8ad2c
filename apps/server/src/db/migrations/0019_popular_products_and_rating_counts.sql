DROP INDEX "products_shown_category_stock_newest_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "recent_units_sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_shown_stock_popular_idx" ON "products" USING btree ("store_id","shown_in_stock" DESC NULLS LAST,"recent_units_sold" DESC NULLS LAST,"position","created_at" DESC NULLS LAST,"id") WHERE "products"."is_shown";--> statement-breakpoint
CREATE INDEX "products_shown_category_stock_popular_idx" ON "products" USING btree ("store_id","category_id","shown_in_stock" DESC NULLS LAST,"recent_units_sold" DESC NULLS LAST,"position","created_at" DESC NULLS LAST,"id") WHERE "products"."is_shown";