import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productDetailSchema } from '@haat/contract/catalogue/catalogue.schemas';
import { webStoreConfigSchema } from '@haat/contract/stores/stores.schemas';
import type { StoreImportInput } from '@haat/contract/store-import/store-import.schemas';
import * as schema from '#src/db/schema/index.ts';
import { expectContractBody } from '#src/testing/contract-body.ts';
import { createStore, fixtureImagesDir, storeDocument } from '#src/testing/factories.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { inEnglish } from '#src/result.ts';
import { importStore } from './store-import.service.ts';

/** The seller and package declarations a store imports, and what the storefront's API answers of them. */
const context = await createTestApp();
const { app } = context;
const { db } = context.database;

const totalStores = async () => (await db.select({ n: count() }).from(schema.stores))[0]!.n;

/** The import's refusal of `change` to a fresh factory document; nothing may be written. */
async function refusal(change: (doc: StoreImportInput) => void): Promise<string> {
  const doc = storeDocument();
  change(doc);
  const before = await totalStores();
  const result = await importStore({ db, storage: context.storage }, doc, fixtureImagesDir);
  expect(await totalStores()).toBe(before);
  if (result.ok) throw new Error('the import was accepted');
  expect(result.error.code).toBe('INVALID_DOCUMENT');
  return inEnglish(result.error.message);
}

describe('the import refuses a seller the law would not accept', () => {
  it('a GSTIN with a wrong check character, or registered in another state than the shop', async () => {
    expect(
      await refusal((doc) => {
        doc.store.seller.gstin = '29AAGCB7383J1Z5';
      }),
    ).toMatch(/store\.seller\.gstin.*29AAGCB7383J1Z5 has a wrong check character/);
    expect(
      await refusal((doc) => {
        doc.store.seller.stateCode = '33';
      }),
    ).toMatch(/registered in state 29, not the shop's state 33/);
  });

  it('a registered shop without a GSTIN, an unregistered one with one, an unknown state, a short FSSAI number', async () => {
    expect(
      await refusal((doc) => {
        doc.store.seller.gstin = null;
      }),
    ).toMatch(/a REGULAR registration needs its GSTIN/);
    expect(
      await refusal((doc) => {
        doc.store.seller.gstScheme = 'UNREGISTERED';
      }),
    ).toMatch(/an unregistered shop has no GSTIN/);
    expect(
      await refusal((doc) => {
        (doc.store.seller as { stateCode: string }).stateCode = '25';
      }),
    ).toMatch(/store\.seller\.stateCode/);
    expect(
      await refusal((doc) => {
        doc.store.seller.fssaiLicence = '1122334455667';
      }),
    ).toMatch(/FSSAI number is 14 digits/);
  });

  it('a grievance officer without a way to reach them', async () => {
    expect(
      await refusal((doc) => {
        doc.store.seller.grievanceOfficer.email = 'not an address';
      }),
    ).toMatch(/store\.seller\.grievanceOfficer\.email/);
  });
});

describe('the import refuses a product without its declarations', () => {
  it('an HSN code of the wrong length, an unknown country, a maker without an address', async () => {
    const message = await refusal((doc) => {
      doc.products[0]!.hsnCode = '04011';
      doc.products[1]!.declarations.countryOfOrigin = 'XX';
      doc.products[2]!.declarations.maker = { kind: 'PACKER', name: 'Somebody', address: ' ' };
    });
    expect(message).toMatch(/products\.0\.hsnCode.*an HSN code is 4, 6 or 8 digits/);
    expect(message).toMatch(/products\.1\.declarations\.countryOfOrigin.*two-letter country code/);
    expect(message).toMatch(/products\.2\.declarations\.maker\.address/);
  });

  it('a product with no declarations at all', async () => {
    const message = await refusal((doc) => {
      delete (doc.products[0] as { declarations?: unknown }).declarations;
    });
    expect(message).toMatch(/products\.0\.declarations/);
  });
});

const store = await createStore(context, (doc) => {
  doc.products[0]!.declarations = {
    maker: { kind: 'PACKER', name: 'Nandini Dairy Co-op', address: 'Dr M H Marigowda Road, Bengaluru 560029' },
    countryOfOrigin: 'IN',
    consumerCare: null,
  };
});

describe('what the storefront is told', () => {
  const get = (url: string, language = 'en') =>
    app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

  it('the seller, in the store config every page starts from', async () => {
    const config = expectContractBody(
      await get(`/api/store-themes/${store.storeId}/web-store-config`),
      webStoreConfigSchema,
    );
    expect(config.seller).toEqual({
      legalName: `${store.friendlyId} Retail Pvt Ltd`,
      address: '14 80 Feet Road, Koramangala, Bengaluru 560034',
      stateCode: '29',
      gstScheme: 'REGULAR',
      gstin: '29AAGCB7383J1Z4',
      fssaiLicence: '11223344556677',
      grievanceOfficer: {
        name: 'Meera Iyer',
        designation: 'Grievance Officer',
        phone: '9876500011',
        email: 'grievance@haat.example',
      },
    });
  });

  it("a product's declarations on its page, as written whatever the language, and never its HSN code", async () => {
    const [milk] = await db.select().from(schema.products).where(eq(schema.products.storeId, store.storeId));
    const url = `/api/products/${milk!.id}?storeId=${store.storeId}`;
    const english = expectContractBody(await get(url), productDetailSchema);
    const hindi = expectContractBody(await get(url, 'hi'), productDetailSchema);
    expect(english.declarations).toEqual({
      maker: { kind: 'PACKER', name: 'Nandini Dairy Co-op', address: 'Dr M H Marigowda Road, Bengaluru 560029' },
      countryOfOrigin: 'IN',
      consumerCare: null,
    });
    expect(hindi.declarations).toEqual(english.declarations);
    expect(JSON.stringify(english)).not.toContain('hsn');
  });

  it('a store imported before declarations answers null for both, not an error', async () => {
    const older = await createStore(context);
    await db.update(schema.stores).set({ seller: null }).where(eq(schema.stores.id, older.storeId));
    await db.update(schema.products).set({ declarations: null }).where(eq(schema.products.storeId, older.storeId));
    const config = await get(`/api/store-themes/${older.storeId}/web-store-config`);
    expect(expectContractBody(config, webStoreConfigSchema).seller).toBeNull();
    const [product] = await db.select().from(schema.products).where(eq(schema.products.storeId, older.storeId));
    const detail = await get(`/api/products/${product!.id}?storeId=${older.storeId}`);
    expect(expectContractBody(detail, productDetailSchema).declarations).toBeNull();
  });
});

describe('a shop that may not collect GST', () => {
  it('refuses a product with GST from a composition or unregistered shop, and takes it at 0 %', async () => {
    const composition = (doc: StoreImportInput) => {
      doc.store.seller.gstScheme = 'COMPOSITION';
    };
    expect(await refusal(composition)).toMatch(/"Sona Masoori Rice": a COMPOSITION shop collects no GST/);
    const store = await createStore(context, (doc) => {
      composition(doc);
      for (const product of doc.products) product.taxPercent = 0;
    });
    expect(store.created).toBe(true);
  });
});
