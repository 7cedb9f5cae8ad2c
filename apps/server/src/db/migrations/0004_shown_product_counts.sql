CREATE TABLE "shown_product_counts" (
	"store_id" uuid NOT NULL,
	"category_key" uuid NOT NULL,
	"shown_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shown_product_counts_store_id_category_key_pk" PRIMARY KEY("store_id","category_key")
);
--> statement-breakpoint
ALTER TABLE "shown_product_counts" ADD CONSTRAINT "shown_product_counts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept per statement from the transition tables, so a bulk import adds one delta per category. Deltas
-- for a store that no longer exists (being deleted, its products and categories cascading) are skipped:
-- its counts go with it.
CREATE FUNCTION catalogue_count_shown_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  nil CONSTANT uuid := '00000000-0000-0000-0000-000000000000';
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO shown_product_counts AS c (store_id, category_key, shown_count)
    SELECT added.store_id, coalesce(added.category_id, nil), count(*)
    FROM new_products added
    WHERE added.is_shown AND EXISTS (SELECT 1 FROM stores s WHERE s.id = added.store_id)
    GROUP BY 1, 2
    ON CONFLICT (store_id, category_key) DO UPDATE SET shown_count = c.shown_count + excluded.shown_count;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO shown_product_counts AS c (store_id, category_key, shown_count)
    SELECT moved.store_id, coalesce(moved.category_id, nil), sum(moved.delta)
    FROM (
      SELECT store_id, category_id, 1 AS delta FROM new_products WHERE is_shown
      UNION ALL
      SELECT store_id, category_id, -1 FROM old_products WHERE is_shown
    ) moved
    WHERE EXISTS (SELECT 1 FROM stores s WHERE s.id = moved.store_id)
    GROUP BY 1, 2
    HAVING sum(moved.delta) <> 0
    ON CONFLICT (store_id, category_key) DO UPDATE SET shown_count = c.shown_count + excluded.shown_count;
  ELSE
    UPDATE shown_product_counts c SET shown_count = c.shown_count - gone.n
    FROM (
      SELECT store_id, coalesce(category_id, nil) AS category_key, count(*) AS n
      FROM old_products WHERE is_shown GROUP BY 1, 2
    ) gone
    WHERE c.store_id = gone.store_id AND c.category_key = gone.category_key;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_shown_counts_on_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION catalogue_count_shown_products();
--> statement-breakpoint
CREATE TRIGGER products_shown_counts_on_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_products OLD TABLE AS old_products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_count_shown_products();
--> statement-breakpoint
CREATE TRIGGER products_shown_counts_on_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_products FOR EACH STATEMENT EXECUTE FUNCTION catalogue_count_shown_products();
--> statement-breakpoint
-- TRUNCATE fires no row triggers: the counts go too.
CREATE FUNCTION catalogue_clear_shown_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM shown_product_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_shown_counts_on_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_clear_shown_counts();
--> statement-breakpoint
-- Rows written before this migration.
INSERT INTO shown_product_counts (store_id, category_key, shown_count)
SELECT store_id, coalesce(category_id, '00000000-0000-0000-0000-000000000000'), count(*)
FROM products WHERE is_shown GROUP BY 1, 2;
