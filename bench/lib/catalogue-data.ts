import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/connect.ts';

/** A store of `productCount` grocery products, written with a few set-based INSERTs (the triggers index them). */
export interface BenchStore {
  storeId: string;
  orgId: string;
  /** The store's path on the shared host: its pages are `/{friendlyId}/…`. */
  friendlyId: string;
  categoryIds: string[];
  productIds: string[];
  /** Many more shown products, across the categories: pages no cache holds when each is asked for once. */
  longTailProductIds: string[];
}

/** More than a 10 s load at the rate of pages rendered each time asks for, so none is asked twice. */
const LONG_TAIL_PRODUCTS = 5_000;

const categoryNames = [
  'Vegetables',
  'Fruits',
  'Dairy',
  'Staples',
  'Snacks',
  'Beverages',
  'Bakery',
  'Personal Care',
  'Household',
  'Frozen',
  'Spices',
  'Dry Fruits',
  'Oils',
  'Pulses',
  'Rice',
  'Breakfast',
  'Sweets',
  'Baby Care',
  'Pet Care',
  'Organic',
];
const bases = [
  'Tomato',
  'Onion',
  'Potato',
  'Paneer',
  'Atta',
  'Basmati Rice',
  'Toor Dal',
  'Moong Dal',
  'Ghee',
  'Butter',
  'Curd',
  'Milk',
  'Biscuits',
  'Namkeen',
  'Tea',
  'Coffee',
  'Sugar',
  'Salt',
  'Mustard Oil',
  'Sunflower Oil',
  'Jaggery',
  'Poha',
  'Besan',
  'Rava',
  'Maida',
  'Chana',
  'Rajma',
  'Soap',
  'Shampoo',
  'Detergent',
  'Honey',
  'Jam',
  'Ketchup',
  'Pickle',
  'Papad',
  'Noodles',
  'Chocolate',
  'Juice',
  'Water',
  'Bread',
  'Eggs',
  'Apple',
  'Banana',
  'Mango',
  'Orange',
  'Spinach',
  'Cauliflower',
  'Cabbage',
  'Carrot',
  'Ginger',
  'Garlic',
  'Chilli',
  'Coriander',
  'Cumin',
  'Turmeric',
  'Garam Masala',
  'Almonds',
  'Cashew',
  'Raisins',
  'Dates',
];
const brands = [
  'Aashirvaad',
  'Amul',
  'Tata',
  'Fortune',
  'Daawat',
  'Britannia',
  'Haldiram',
  'Parle',
  'MDH',
  'Everest',
  'Mother Dairy',
  'Nestle',
  'Patanjali',
  'Organic India',
  '24 Mantra',
  'Dabur',
  'Saffola',
  'Surf Excel',
  'Dove',
  'Fresh Farm',
];
const kinds = ['Premium', 'Organic', 'Classic', 'Fresh', 'Select', 'Gold', 'Pure', 'Natural', 'Daily', 'Family'];
const sizes = ['250 g', '500 g', '1 kg', '2 kg', '5 kg', '10 kg', '200 ml', '500 ml', '1 L', '6 pcs'];

const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

export async function createBenchStore(db: Db, productCount: number): Promise<BenchStore> {
  const [ids] = await rows<{ storeId: string; orgId: string; friendlyId: string }>(
    db,
    sql`WITH org AS (INSERT INTO orgs (name) VALUES ('Bench Org') RETURNING id)
      INSERT INTO stores (org_id, friendly_id, name, location_name, primary_color, secondary_color, neutral_color)
      SELECT org.id, 'bench-' || substr(md5(random()::text), 1, 8), 'Bench Store', 'Pune', '#0f766e', '#f59e0b', '#64748b'
      FROM org RETURNING id AS "storeId", org_id AS "orgId", friendly_id AS "friendlyId"`,
  );
  const { storeId, orgId, friendlyId } = ids!;
  await db.execute(sql`INSERT INTO categories (store_id, position, name)
    SELECT ${storeId}, n - 1, name FROM unnest(${textArray(categoryNames)}) WITH ORDINALITY AS c(name, n)`);
  // Names mix brand, kind, base product and size so that words repeat as in a real shop.
  await db.execute(sql`INSERT INTO products
      (store_id, category_id, name, brand, description, thumbnail, is_subscribable, tax_percent, tax_type, imported_average_rating, created_at)
    SELECT ${storeId}, c.id,
      b.brand || ' ' || k.kind || ' ' || base.name || ' ' || s.size, b.brand,
      'Everyday ' || lower(base.name) || ' from ' || b.brand || '.', '/files/bench/' || (i % 500) || '.webp',
      abs(hashtext('s' || i)::bigint) % 5 = 0, 5, 'INCLUSIVE', (abs(hashtext('r' || i)::bigint) % 51) / 10.0,
      now() - i * interval '1 minute'
    FROM generate_series(1, ${productCount}) AS i
    JOIN unnest(${textArray(bases)}) WITH ORDINALITY AS base(name, n) ON base.n = i % ${bases.length} + 1
    JOIN unnest(${textArray(brands)}) WITH ORDINALITY AS b(brand, n) ON b.n = (i / ${bases.length}) % ${brands.length} + 1
    JOIN unnest(${textArray(kinds)}) WITH ORDINALITY AS k(kind, n) ON k.n = (i / 1200) % ${kinds.length} + 1
    JOIN unnest(${textArray(sizes)}) WITH ORDINALITY AS s(size, n) ON s.n = (i / 7) % ${sizes.length} + 1
    JOIN categories c ON c.store_id = ${storeId} AND c.position = (i % ${bases.length}) % ${categoryNames.length}`);
  // One to three variants each; the first variant of one product in fifty is hidden.
  await db.execute(sql`INSERT INTO product_variants
      (store_id, product_id, position, sku, weight, weight_unit, mrp_paise, selling_price_paise, available_quantity, is_visible, image_paths)
    SELECT p.store_id, p.id, pos, 'SKU-' || left(p.id::text, 8) || '-' || pos, 1 + pos, 'KG',
      price * 11 / 10, price, 25, pos > 0 OR h % 50 <> 0, ARRAY[p.thumbnail]
    FROM (SELECT id, store_id, thumbnail, abs(hashtext(id::text)::bigint) AS h FROM products WHERE store_id = ${storeId}) p
    CROSS JOIN LATERAL generate_series(0, p.h % 3) AS pos
    CROSS JOIN LATERAL (SELECT 1000 + (p.h / 3 + pos * 7919) % 200000 AS price) priced`);
  await db.execute(sql`VACUUM ANALYZE products`);
  await db.execute(sql`VACUUM ANALYZE product_variants`);
  await db.execute(sql`VACUUM ANALYZE search_terms`);
  await db.execute(sql`ANALYZE categories`);

  const categoryIds = (
    await rows<{ id: string }>(db, sql`SELECT id FROM categories WHERE store_id = ${storeId} ORDER BY position`)
  ).map((r) => r.id);
  const productIds = (
    await rows<{ id: string }>(
      db,
      sql`SELECT id FROM products WHERE store_id = ${storeId} AND is_shown ORDER BY created_at DESC LIMIT 20`,
    )
  ).map((r) => r.id);
  const longTailProductIds = (
    await rows<{ id: string }>(
      db,
      sql`SELECT id FROM products WHERE store_id = ${storeId} AND is_shown ORDER BY id LIMIT ${LONG_TAIL_PRODUCTS}`,
    )
  ).map((r) => r.id);
  return { storeId, orgId, friendlyId, categoryIds, productIds, longTailProductIds };
}

async function rows<Row>(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
