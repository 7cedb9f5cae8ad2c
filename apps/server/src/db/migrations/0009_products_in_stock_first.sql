DROP INDEX "products_shown_newest_idx";--> statement-breakpoint
DROP INDEX "products_shown_category_newest_idx";--> statement-breakpoint
DROP INDEX "products_shown_price_idx";--> statement-breakpoint
DROP INDEX "products_shown_rating_idx";--> statement-breakpoint
DROP INDEX "products_shown_name_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shown_in_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_shown_stock_newest_idx" ON "products" USING btree ("store_id","shown_in_stock" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") WHERE "products"."is_shown";--> statement-breakpoint
CREATE INDEX "products_shown_category_stock_newest_idx" ON "products" USING btree ("store_id","category_id","shown_in_stock" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id") WHERE "products"."is_shown";--> statement-breakpoint
CREATE INDEX "products_shown_stock_price_idx" ON "products" USING btree ("store_id","shown_in_stock" DESC NULLS LAST,"shown_selling_price_paise") WHERE "products"."is_shown";--> statement-breakpoint
CREATE INDEX "products_shown_stock_rating_idx" ON "products" USING btree ("store_id","shown_in_stock" DESC NULLS LAST,"average_rating") WHERE "products"."is_shown";--> statement-breakpoint
CREATE INDEX "products_shown_stock_name_idx" ON "products" USING btree ("store_id","shown_in_stock" DESC NULLS LAST,"name") WHERE "products"."is_shown";--> statement-breakpoint
-- The shop window, as in 0003, now also keeping whether the first variant has stock: listings show those
-- first. Products whose values did not change are not written, so a stock update costs a write only when
-- the first variant runs out or comes back.
CREATE OR REPLACE FUNCTION catalogue_refresh_shown_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p
  SET is_shown = coalesce(first_variant.is_visible, false),
      shown_selling_price_paise = first_variant.selling_price_paise,
      shown_in_stock = coalesce(first_variant.available_quantity > 0, false)
  FROM (SELECT DISTINCT product_id FROM changed_variants) touched
  LEFT JOIN LATERAL (
    SELECT v.is_visible, v.selling_price_paise, v.available_quantity FROM product_variants v
    WHERE v.product_id = touched.product_id ORDER BY v.position LIMIT 1
  ) first_variant ON true
  WHERE p.id = touched.product_id
    AND (p.is_shown, p.shown_selling_price_paise, p.shown_in_stock)
      IS DISTINCT FROM (
        coalesce(first_variant.is_visible, false),
        first_variant.selling_price_paise,
        coalesce(first_variant.available_quantity > 0, false)
      );
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rows written before this migration.
UPDATE products p
SET shown_in_stock = true
WHERE EXISTS (
  SELECT 1 FROM (
    SELECT v.available_quantity FROM product_variants v WHERE v.product_id = p.id ORDER BY v.position LIMIT 1
  ) first_variant
  WHERE first_variant.available_quantity > 0
);
