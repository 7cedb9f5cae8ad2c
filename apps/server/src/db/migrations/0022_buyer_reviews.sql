-- Buyers' ratings and reviews (issue 40, decision 046). A product's average and count become the imported
-- rating and its buyers' shown ratings together: generated from four columns, the buyers' two kept by a
-- trigger on product_reviews, so every writer (the review API, the console, the CLI, an erased account's
-- cascade) keeps them right without knowing about them.
CREATE TABLE "product_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by_staff_id" uuid,
	CONSTRAINT "product_reviews_one_per_shopper_key" UNIQUE("store_id","product_id","customer_id"),
	CONSTRAINT "product_reviews_rating_check" CHECK ("product_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "reviews_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "imported_average_rating" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "imported_rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "buyer_rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "buyer_rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What products had so far came from their import documents.
UPDATE "products" SET "imported_average_rating" = "average_rating", "imported_rating_count" = "rating_count";--> statement-breakpoint
-- Dropping the column drops its index too; it is made again below on the generated column.
ALTER TABLE "products" DROP COLUMN "average_rating";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "average_rating" double precision GENERATED ALWAYS AS (CASE WHEN buyer_rating_count = 0 THEN imported_average_rating ELSE (imported_average_rating * imported_rating_count + buyer_rating_sum) / (imported_rating_count + buyer_rating_count) END) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "rating_count";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer GENERATED ALWAYS AS (imported_rating_count + buyer_rating_count) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_shown_stock_rating_idx" ON "products" USING btree ("store_id","shown_in_stock" DESC NULLS LAST,"average_rating") WHERE "products"."is_shown";--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_hidden_by_staff_id_staff_id_fk" FOREIGN KEY ("hidden_by_staff_id") REFERENCES "staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_reviews_shown_idx" ON "product_reviews" USING btree ("store_id","product_id","updated_at" DESC NULLS LAST,"id") WHERE "product_reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "product_reviews_store_updated_idx" ON "product_reviews" USING btree ("store_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
ALTER TABLE "console_audit" DROP CONSTRAINT "console_audit_action_check";--> statement-breakpoint
ALTER TABLE "console_audit" DROP CONSTRAINT "console_audit_target_type_check";--> statement-breakpoint
ALTER TABLE "console_audit" ADD CONSTRAINT "console_audit_action_check" CHECK ("console_audit"."action" in ('STAFF_SIGNED_IN', 'STAFF_ADDED', 'STAFF_REMOVED', 'ORDER_ACCEPTED', 'ORDER_PACKED', 'ORDER_SHIPPED', 'ORDER_DELIVERED', 'ORDER_CANCELLED', 'CASH_RECHARGE_CONFIRMED', 'CASH_RECHARGE_REJECTED', 'VARIANT_CHANGED', 'REVIEW_HIDDEN', 'REVIEW_SHOWN'));--> statement-breakpoint
ALTER TABLE "console_audit" ADD CONSTRAINT "console_audit_target_type_check" CHECK ("console_audit"."target_type" in ('STAFF', 'ORDER', 'WALLET_TRANSACTION', 'VARIANT', 'REVIEW'));--> statement-breakpoint
-- Recounts the product's shown buyer ratings after any change to one of its reviews. The product row is
-- locked first (NO KEY UPDATE, which the reviews' foreign-key checks do not wait for), so two reviews of one
-- product written at once are counted one after the other, the second seeing the first.
CREATE FUNCTION product_reviews_recount() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END;
BEGIN
  PERFORM 1 FROM products WHERE id = target FOR NO KEY UPDATE;
  UPDATE products SET buyer_rating_count = counted.n, buyer_rating_sum = counted.total
  FROM (
    SELECT count(*)::int AS n, coalesce(sum(rating), 0)::int AS total
    FROM product_reviews WHERE product_id = target AND hidden_at IS NULL
  ) counted
  WHERE products.id = target;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_reviews_recount AFTER INSERT OR DELETE OR UPDATE OF rating, hidden_at ON product_reviews
  FOR EACH ROW EXECUTE FUNCTION product_reviews_recount();
