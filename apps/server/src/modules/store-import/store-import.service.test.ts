import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StoreImportInput } from '@haat/contract/store-import/store-import.schemas';
import { filesDirOf } from '#src/config.ts';
import * as schema from '#src/db/schema/index.ts';
import { createStore, fixtureImagesDir, storeDocument } from '#src/testing/factories.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { stableId } from './stable-id.ts';
import { importStore, importStoreFile } from './store-import.service.ts';
import { inEnglish } from '#src/result.ts';

const context = await createTestApp();
const { db } = context.database;
const deps = { db, storage: context.storage };
const importDoc = (doc: StoreImportInput | unknown) => importStore(deps, doc, fixtureImagesDir);

const storeTables = [
  schema.storeDomains,
  schema.shippingConfigs,
  schema.banners,
  schema.announcementBars,
  schema.testimonials,
  schema.faqs,
  schema.deliverySlots,
  schema.categories,
  schema.products,
  schema.productVariants,
] as const;

/** Row counts of every table for one store, by table name. */
async function rowCounts(storeId: string): Promise<number[]> {
  return Promise.all(
    storeTables.map(
      async (table) => (await db.select({ n: count() }).from(table).where(eq(table.storeId, storeId)))[0]!.n,
    ),
  );
}

const totalStores = async () => (await db.select({ n: count() }).from(schema.stores))[0]!.n;
const storeFiles = (storeId: string) => {
  const dir = path.join(filesDirOf(context.config), 'stores', storeId);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

describe('importStore', () => {
  it('writes the store and every row, and copies its images into file storage', async () => {
    const store = await createStore(context, (doc) => {
      doc.store.domains = ['Fresh.Example.in'];
    });
    expect(store.created).toBe(true);
    expect(store.counts).toEqual({ categories: 2, products: 3, variants: 4, banners: 2, images: 9 });
    expect(await rowCounts(store.storeId)).toEqual([1, 1, 2, 2, 2, 2, 2, 2, 3, 4]);
    const [domain] = await db.select().from(schema.storeDomains).where(eq(schema.storeDomains.storeId, store.storeId));
    expect(domain!.domain).toBe('fresh.example.in');
    expect(storeFiles(store.storeId)).toHaveLength(9);
    expect(storeFiles(store.storeId)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^product-3\.[0-9a-f]{12}\.png$/)]),
    );

    const [variant] = await db
      .select()
      .from(schema.productVariants)
      .where(eq(schema.productVariants.sku, `${store.friendlyId}-rice-5`));
    expect(variant).toMatchObject({
      mrpPaise: 45050,
      sellingPricePaise: 39999,
      weight: 5,
      weightUnit: 'KG',
      availableQuantity: 0,
    });
    expect(variant!.imagePaths[0]).toMatch(/^\/files\/stores\/.+\/product-3\.[0-9a-f]{12}\.png$/);
    const [product] = await db.select().from(schema.products).where(eq(schema.products.id, variant!.productId));
    expect(product!.thumbnail).toBe(variant!.imagePaths[0]);
  });

  it("copies a banner's Hindi image beside its English one, and keeps the products' order and rating counts", async () => {
    const store = await createStore(context, (doc) => {
      doc.banners[0]!.translations = { hi: { alt: 'ताज़ा सब्ज़ियाँ', image: 'banner-2.svg' } };
      doc.products![0]!.ratingCount = 128;
      doc.products!.reverse();
    });
    const [banner] = await db
      .select()
      .from(schema.banners)
      .where(and(eq(schema.banners.storeId, store.storeId), eq(schema.banners.position, 0)));
    expect(banner!.bannerPath).toMatch(/\/banner-1\.[0-9a-f]{12}\.svg$/);
    expect(banner!.translations).toEqual({
      hi: {
        alt: 'ताज़ा सब्ज़ियाँ',
        bannerPath: expect.stringMatching(/^\/files\/stores\/.+\/banner-2\.[0-9a-f]{12}\.svg$/),
      },
    });
    const rows = await db
      .select({
        name: schema.products.name,
        position: schema.products.position,
        ratingCount: schema.products.ratingCount,
      })
      .from(schema.products)
      .where(eq(schema.products.storeId, store.storeId))
      .orderBy(schema.products.position);
    const document = storeDocument();
    const names = document.products!.map((product) => product.name).reverse();
    expect(rows.map((row) => row.name)).toEqual(names);
    expect(rows.map((row) => row.position)).toEqual([0, 1, 2]);
    expect(rows.at(-1)!.ratingCount).toBe(128);
    expect(rows[0]!.ratingCount).toBe(0);
  });

  it("refuses a banner's Hindi image that is not beside the document, naming it", async () => {
    const doc = storeDocument();
    doc.banners[0]!.translations = { hi: { image: 'banner-hi-missing.svg' } };
    const before = await totalStores();
    const result = await importDoc(doc);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(inEnglish(result.error.message)).toContain('banner-hi-missing.svg');
    expect(await totalStores()).toBe(before);
  });

  it('replaces a store with the same friendly id in place: same ids, no duplicates', async () => {
    const first = await createStore(context);
    const before = await db.select().from(schema.banners).where(eq(schema.banners.storeId, first.storeId));
    const again = await importDoc(first.document);
    expect(again).toMatchObject({ ok: true, value: { storeId: first.storeId, orgId: first.orgId, created: false } });
    expect(await rowCounts(first.storeId)).toEqual([0, 1, 2, 2, 2, 2, 2, 2, 3, 4]);
    const after = await db.select().from(schema.banners).where(eq(schema.banners.storeId, first.storeId));
    expect(after.map((row) => row.id).sort()).toEqual(before.map((row) => row.id).sort());
    expect(storeFiles(first.storeId)).toHaveLength(9);
  });

  it('applies changes on re-import: updated fields, removed rows gone, new rows added', async () => {
    const first = await createStore(context);
    const changed = structuredClone(first.document);
    changed.store.name = 'Renamed Store';
    changed.banners = [{ image: 'banner-2.svg', isActive: true }];
    changed.faqs.push({ q: 'New?', a: 'Yes.' });
    changed.products = changed.products.slice(0, 1);
    changed.products[0]!.variants[0]!.sellingPrice = 20;
    const result = await importDoc(changed);
    expect(result.ok).toBe(true);
    const [store] = await db.select().from(schema.stores).where(eq(schema.stores.id, first.storeId));
    expect(store!.name).toBe('Renamed Store');
    expect(await rowCounts(first.storeId)).toEqual([0, 1, 1, 2, 2, 3, 2, 2, 1, 2]);
    const [variant] = await db
      .select()
      .from(schema.productVariants)
      .where(eq(schema.productVariants.sku, `${first.friendlyId}-milk-500`));
    expect(variant!.sellingPricePaise).toBe(2000);
  });

  it('refuses a document that does not match the schema, saying where', async () => {
    const doc = storeDocument() as unknown as { store: { friendlyId: string; theme: { primaryColor: string } } };
    doc.store.friendlyId = 'Not Valid!';
    doc.store.theme.primaryColor = 'green';
    const before = await totalStores();
    const result = await importDoc(doc);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('INVALID_DOCUMENT');
    expect(inEnglish(result.error.message)).toContain('store.friendlyId');
    expect(inEnglish(result.error.message)).toContain('store.theme.primaryColor');
    expect(await totalStores()).toBe(before);
    expect((await importDoc('not an object')).ok).toBe(false);
  });

  it('keeps the languages a store offers, both with English first when the document names none', async () => {
    const named = storeDocument();
    named.store.languages = { offered: ['hi'], default: 'hi' };
    const unnamed = storeDocument();
    const languagesOf = async (doc: StoreImportInput) => {
      const result = await importDoc(doc);
      if (!result.ok) throw new Error(inEnglish(result.error.message));
      const [row] = await db
        .select({ offered: schema.stores.languagesOffered, default: schema.stores.defaultLanguage })
        .from(schema.stores)
        .where(eq(schema.stores.id, result.value.storeId));
      return row;
    };
    expect(await languagesOf(named)).toEqual({ offered: ['hi'], default: 'hi' });
    expect(await languagesOf(unnamed)).toEqual({ offered: ['en', 'hi'], default: 'en' });
  });

  it("keeps the store's own search words, lower-case, and only its own searches read them", async () => {
    const withWords = storeDocument();
    // Kannada shoppers type 'haalu' for milk; the built-in dictionary does not have it.
    withWords.store.searchSynonyms = [['Haalu', 'milk']];
    const own = await importDoc(withWords);
    const other = await importDoc(storeDocument());
    if (!own.ok || !other.ok) throw new Error('import failed');
    const [row] = await db
      .select({ searchSynonyms: schema.stores.searchSynonyms })
      .from(schema.stores)
      .where(eq(schema.stores.id, own.value.storeId));
    expect(row!.searchSynonyms).toEqual([['haalu', 'milk']]);
    const found = async (storeId: string) => {
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/search/products',
        query: { storeId, query: 'haalu' },
      });
      return (response.json() as { products: { name: string }[] }).products.map((product) => product.name);
    };
    expect(await found(own.value.storeId)).toEqual(['Toned Milk']);
    expect(await found(other.value.storeId)).toEqual([]);
  });

  it('refuses search words that are not single words, too long, alone in a group or too many', async () => {
    const bad: unknown[][] = [
      [['<b>kanda</b>', 'onion']],
      [['lady finger', 'okra']],
      [['x'.repeat(41), 'onion']],
      [['onion']],
      Array.from({ length: 301 }, () => ['kanda', 'onion']),
    ];
    for (const searchSynonyms of bad) {
      const doc = storeDocument() as unknown as { store: { searchSynonyms: unknown } };
      doc.store.searchSynonyms = searchSynonyms;
      const result = await importDoc(doc);
      expect(result.ok, JSON.stringify(searchSynonyms).slice(0, 60)).toBe(false);
      if (result.ok) return;
      expect(result.error.code).toBe('INVALID_DOCUMENT');
      expect(inEnglish(result.error.message)).toContain('store.searchSynonyms');
    }
  });

  it('refuses a default language the store does not offer, saying so', async () => {
    const doc = storeDocument();
    doc.store.languages = { offered: ['en'], default: 'hi' };
    const before = await totalStores();
    const result = await importDoc(doc);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('INVALID_DOCUMENT');
    expect(inEnglish(result.error.message)).toBe(
      'store.languages.default: The default language must be one of the offered languages',
    );
    expect(await totalStores()).toBe(before);
  });

  it("links each banner to its target: a category's or product's page, a search, or an https URL", async () => {
    const doc = storeDocument();
    const sku = doc.products[1]!.variants[0]!.sku;
    doc.banners = [
      { image: 'banner-1.svg', isActive: true, alt: 'Dairy week', link: { category: 'dairy' } },
      { image: 'banner-2.svg', isActive: true, alt: 'The new rice', link: { product: sku } },
      { image: 'banner-1.svg', isActive: true, alt: 'Paneer, any way', link: { search: 'paneer tikka' } },
      { image: 'banner-2.svg', isActive: false, alt: 'Our farm', link: { url: 'https://farm.example.in/visit' } },
      { image: 'banner-1.svg', isActive: true, alt: null, link: null },
    ];
    const result = await importDoc(doc);
    if (!result.ok) throw new Error(inEnglish(result.error.message));
    const { storeId } = result.value;
    const [dairy] = await db
      .select()
      .from(schema.categories)
      .where(and(eq(schema.categories.storeId, storeId), eq(schema.categories.name, 'Dairy')));
    const [variant] = await db.select().from(schema.productVariants).where(eq(schema.productVariants.sku, sku));
    const rows = await db
      .select({ alt: schema.banners.alt, link: schema.banners.link })
      .from(schema.banners)
      .where(eq(schema.banners.storeId, storeId))
      .orderBy(schema.banners.position);
    expect(rows).toEqual([
      { alt: 'Dairy week', link: `/category/${dairy!.id}` },
      { alt: 'The new rice', link: `/product/${variant!.productId}` },
      { alt: 'Paneer, any way', link: '/search?query=paneer%20tikka' },
      { alt: 'Our farm', link: 'https://farm.example.in/visit' },
      { alt: null, link: null },
    ]);
  });

  it('refuses a banner whose target is missing, or an address that is not https', async () => {
    const unknown = storeDocument();
    unknown.banners[0]!.link = { category: 'nowhere' };
    unknown.banners[1]!.link = { product: 'NO-SUCH-SKU' };
    const refused = await importDoc(unknown);
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.error.problems).toEqual([
        'banners[0]: unknown category "nowhere"',
        'banners[1]: no product whose first sku is "NO-SUCH-SKU"',
      ]);
    const plain = storeDocument();
    plain.banners[0]!.link = { url: 'http://farm.example.in' };
    const insecure = await importDoc(plain);
    expect(insecure.ok).toBe(false);
    if (!insecure.ok) expect(inEnglish(insecure.error.message)).toContain('https');
  });

  it('refuses a price whose GST on top takes it past the MRP, naming the product and pack size, and writes nothing', async () => {
    const doc = storeDocument();
    const before = await totalStores();
    const product = doc.products[0]!;
    product.taxType = 'EXCLUSIVE';
    product.taxPercent = 18;
    product.variants.splice(1); // one pack, so that only it breaks the ceiling
    Object.assign(product.variants[0]!, { mrp: 399, sellingPrice: 339 });
    const result = await importDoc(doc);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const variant = product.variants[0]!;
    expect(result.error.problems).toEqual([
      `products[0] "${product.name}" ${variant.weight} ${variant.weightUnit} (sku "${variant.sku}"): ₹339.00 + 18% GST = ₹400.02 is above its MRP ₹399.00 (the MRP includes all taxes)`,
    ]);
    expect(await totalStores()).toBe(before);
    // ₹338.13 + 18 % = ₹398.99: within the MRP, imported.
    variant.sellingPrice = 338.13;
    expect((await importDoc(doc)).ok).toBe(true);
  });

  it('refuses broken references, prices above mrp and bad images, listing every problem', async () => {
    const doc = storeDocument();
    doc.products[0]!.category = 'nowhere';
    doc.products[1]!.variants[0]!.sku = doc.products[0]!.variants[0]!.sku;
    doc.products[2]!.variants[0]!.sellingPrice = 1000;
    doc.banners[0]!.image = 'missing.svg';
    doc.banners[1]!.image = '../../config.ts';
    doc.store.logo = 'notes.txt';
    doc.categories.push({ key: 'dairy', name: 'Again', isActive: true });
    const result = await importDoc(doc);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('unknown category "nowhere"'),
        expect.stringContaining('is used twice'),
        expect.stringContaining('is above its MRP'),
        expect.stringContaining('"missing.svg" was not found'),
        expect.stringContaining("inside the document's folder"),
        expect.stringContaining('"notes.txt" is not one of'),
        expect.stringContaining('category key "dairy" is used twice'),
      ]),
    );
    expect(await totalStores()).toBeGreaterThan(0);
    expect(
      (await db.select().from(schema.stores).where(eq(schema.stores.friendlyId, doc.store.friendlyId))).length,
    ).toBe(0);
  });

  it('rolls everything back when a write fails half-way: nothing of the new store is left', async () => {
    const owner = await createStore(context, (doc) => {
      doc.store.domains = ['taken.example.in'];
    });
    const before = await totalStores();
    const doc = storeDocument();
    doc.store.domains = ['taken.example.in'];
    const result = await importDoc(doc);
    expect(result).toMatchObject({ ok: false, error: { code: 'DOMAIN_TAKEN' } });
    expect(await totalStores()).toBe(before);
    const orgRows = await db.select().from(schema.orgs).where(eq(schema.orgs.name, doc.org.name));
    expect(orgRows).toHaveLength(0);
    const [domain] = await db
      .select()
      .from(schema.storeDomains)
      .where(eq(schema.storeDomains.domain, 'taken.example.in'));
    expect(domain!.storeId).toBe(owner.storeId);
  });

  it('rolls back an unexpected database error too, and removes the files it copied', async () => {
    const doc = storeDocument();
    doc.products[2]!.name = 'Nul \u0000 byte'; // PostgreSQL text refuses NUL: fails after the store row is written
    await expect(importDoc(doc)).rejects.toThrow();
    expect(
      (await db.select().from(schema.stores).where(eq(schema.stores.friendlyId, doc.store.friendlyId))).length,
    ).toBe(0);
    expect(storeFiles(stableId('store', doc.store.friendlyId))).toEqual([]);
    const created = await createStore(context, (next) => {
      next.store.friendlyId = doc.store.friendlyId;
    });
    expect(created.created).toBe(true);
  });

  it('keeps the old store intact when its re-import fails', async () => {
    await createStore(context, (doc) => {
      doc.store.domains = ['other.example.in'];
    });
    const first = await createStore(context);
    const changed = structuredClone(first.document);
    changed.store.name = 'Should not stick';
    changed.banners = [];
    changed.store.domains = ['other.example.in'];
    expect((await importDoc(changed)).ok).toBe(false);
    const [store] = await db.select().from(schema.stores).where(eq(schema.stores.id, first.storeId));
    expect(store!.name).toBe(first.document.store.name);
    expect((await rowCounts(first.storeId))[2]).toBe(2);
  });
});

describe('importStoreFile', () => {
  it('reads a store.json and takes its images from the same folder', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'haat-import-'));
    const doc = storeDocument();
    doc.banners = [];
    doc.testimonials = [];
    doc.categories = doc.categories.map((category) => ({ ...category, image: null }));
    doc.products = doc.products.map((product) => ({
      ...product,
      variants: product.variants.map((v) => ({ ...v, images: [] })),
    }));
    doc.org.logo = null;
    doc.store.favicon = null;
    doc.store.logo = 'shop-logo.svg';
    writeFileSync(path.join(dir, 'shop-logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dir, 'store.json'), JSON.stringify(doc));
    const result = await importStoreFile(deps, path.join(dir, 'store.json'));
    expect(result).toMatchObject({ ok: true, value: { friendlyId: doc.store.friendlyId, counts: { images: 1 } } });
  });

  it('answers UNREADABLE_FILE for a missing file or broken JSON', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'haat-import-'));
    writeFileSync(path.join(dir, 'broken.json'), '{ "org": ');
    for (const file of ['missing.json', 'broken.json']) {
      const result = await importStoreFile(deps, path.join(dir, file));
      expect(result, file).toMatchObject({ ok: false, error: { code: 'UNREADABLE_FILE' } });
    }
  });
});
