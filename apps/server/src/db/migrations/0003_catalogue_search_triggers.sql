-- Catalogue search and the shop window, kept by the database so every writer (store import, CLI, tests)
-- keeps them right without knowing about them. See src/db/schema/catalogue.ts and modules/search.

-- A product's search document: name (weight A), brand (B), category name (C). The 'simple' configuration
-- neither stems nor drops words, which suits Indian product names (atta, paneer, dahi).
CREATE FUNCTION catalogue_search_vector(product_name text, product_brand text, product_category_id uuid)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('simple', coalesce(product_name, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(product_brand, '')), 'B')
      || setweight(to_tsvector('simple', coalesce((SELECT c.name FROM categories c WHERE c.id = product_category_id), '')), 'C')
$$;
--> statement-breakpoint
CREATE FUNCTION catalogue_set_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := catalogue_search_vector(NEW.name, NEW.brand, NEW.category_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_vector BEFORE INSERT OR UPDATE OF name, brand, category_id ON products
  FOR EACH ROW EXECUTE FUNCTION catalogue_set_search_vector();
--> statement-breakpoint
-- Every word of the store's products goes into the store's dictionary (search_terms): once per statement
-- for inserts (bulk imports), per row for the rare update that changes a search document. Search writes
-- these words into tsquery text, so a word with a quote or backslash (which the parser never makes) is
-- kept out rather than escaped.
CREATE FUNCTION catalogue_remember_inserted_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (store_id, term)
  SELECT DISTINCT inserted.store_id, word.term
  FROM inserted_products inserted, unnest(tsvector_to_array(inserted.search_vector)) AS word(term)
  WHERE word.term !~ '[''\\]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_terms_on_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS inserted_products FOR EACH STATEMENT EXECUTE FUNCTION catalogue_remember_inserted_terms();
--> statement-breakpoint
CREATE FUNCTION catalogue_remember_updated_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (store_id, term)
  SELECT NEW.store_id, word.term FROM unnest(tsvector_to_array(NEW.search_vector)) AS word(term)
  WHERE word.term !~ '[''\\]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_terms_on_update AFTER UPDATE ON products
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector)
  EXECUTE FUNCTION catalogue_remember_updated_terms();
--> statement-breakpoint
-- A renamed category changes the search document of its products.
CREATE FUNCTION catalogue_category_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET search_vector = catalogue_search_vector(name, brand, category_id) WHERE category_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_search_vector AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION catalogue_category_renamed();
--> statement-breakpoint
-- The shop window: a product is shown when its first variant (lowest position) exists and is visible; its
-- price for filters and sorting is that variant's. Products whose values did not change are not written,
-- so a stock update costs nothing here. (A variant moved to another product is not a case we have.)
CREATE FUNCTION catalogue_refresh_shown_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p
  SET is_shown = coalesce(first_variant.is_visible, false),
      shown_selling_price_paise = first_variant.selling_price_paise
  FROM (SELECT DISTINCT product_id FROM changed_variants) touched
  LEFT JOIN LATERAL (
    SELECT v.is_visible, v.selling_price_paise FROM product_variants v
    WHERE v.product_id = touched.product_id ORDER BY v.position LIMIT 1
  ) first_variant ON true
  WHERE p.id = touched.product_id
    AND (p.is_shown, p.shown_selling_price_paise)
      IS DISTINCT FROM (coalesce(first_variant.is_visible, false), first_variant.selling_price_paise);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_shown_on_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS changed_variants FOR EACH STATEMENT EXECUTE FUNCTION catalogue_refresh_shown_variant();
--> statement-breakpoint
CREATE TRIGGER product_variants_shown_on_update AFTER UPDATE ON product_variants
  REFERENCING NEW TABLE AS changed_variants FOR EACH STATEMENT EXECUTE FUNCTION catalogue_refresh_shown_variant();
--> statement-breakpoint
CREATE TRIGGER product_variants_shown_on_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS changed_variants FOR EACH STATEMENT EXECUTE FUNCTION catalogue_refresh_shown_variant();
--> statement-breakpoint
-- Rows written before this migration.
UPDATE products SET search_vector = catalogue_search_vector(name, brand, category_id);
--> statement-breakpoint
UPDATE products p
SET is_shown = coalesce(first_variant.is_visible, false),
    shown_selling_price_paise = first_variant.selling_price_paise
FROM products touched
LEFT JOIN LATERAL (
  SELECT v.is_visible, v.selling_price_paise FROM product_variants v
  WHERE v.product_id = touched.id ORDER BY v.position LIMIT 1
) first_variant ON true
WHERE p.id = touched.id;
