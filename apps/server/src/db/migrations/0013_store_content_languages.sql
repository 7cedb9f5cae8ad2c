ALTER TABLE "stores" ADD COLUMN "policy_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "announcement_bars" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- A product's search document also holds its translated name, brand and category name, at the same weights
-- as the English (decision 026): a shopper finds पनीर by typing पनीर or paneer. Rows written before this
-- migration have no translations, so their documents stay as they are.
CREATE FUNCTION catalogue_translated_texts(translations jsonb, field text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(string_agg(language.texts ->> field, ' '), '') FROM jsonb_each(translations) AS language(code, texts)
$$;
--> statement-breakpoint
CREATE FUNCTION catalogue_search_vector(product_name text, product_brand text, product_translations jsonb, product_category_id uuid)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('simple', coalesce(product_name, '') || ' ' || catalogue_translated_texts(product_translations, 'name')), 'A')
      || setweight(to_tsvector('simple', coalesce(product_brand, '') || ' ' || catalogue_translated_texts(product_translations, 'brand')), 'B')
      || setweight(to_tsvector('simple', coalesce((
           SELECT c.name || ' ' || catalogue_translated_texts(c.translations, 'name') FROM categories c WHERE c.id = product_category_id
         ), '')), 'C')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_set_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := catalogue_search_vector(NEW.name, NEW.brand, NEW.translations, NEW.category_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER products_search_vector ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_vector BEFORE INSERT OR UPDATE OF name, brand, translations, category_id ON products
  FOR EACH ROW EXECUTE FUNCTION catalogue_set_search_vector();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_category_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET search_vector = catalogue_search_vector(name, brand, translations, category_id)
  WHERE category_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER categories_search_vector ON categories;
--> statement-breakpoint
CREATE TRIGGER categories_search_vector AFTER UPDATE OF name, translations ON categories
  FOR EACH ROW WHEN ((OLD.name, OLD.translations) IS DISTINCT FROM (NEW.name, NEW.translations))
  EXECUTE FUNCTION catalogue_category_renamed();
--> statement-breakpoint
DROP FUNCTION catalogue_search_vector(text, text, uuid);
