ALTER TABLE "stores" ADD COLUMN "search_synonyms" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- The thing a product's name ends on, for search's ranking (decision 042): the last word, before a bracket
-- ('Palak (Spinach)' → palak) and not a size ('Whole Cashews W320' → cashews), and its last hyphened part
-- ('Coca-Cola' → cola). String functions only, so it is immutable and a generated column may use it.
CREATE FUNCTION name_thing(name text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY[thing, reverse(split_part(reverse(thing), '-', 1))]
  FROM (
    SELECT CASE WHEN translate(last, '0123456789', '') <> last THEN before ELSE last END AS thing
    FROM (
      SELECT reverse(split_part(r, ' ', 1)) AS last, reverse(split_part(r, ' ', 2)) AS before
      FROM (SELECT reverse(lower(split_part(btrim(name), ' (', 1))) AS r) AS reversed
    ) AS words
  ) AS chosen
$$;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_things" text[] GENERATED ALWAYS AS (name_thing(name) || name_thing(coalesce(translations #>> '{hi,name}', ''))) STORED NOT NULL;
