import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storeImportSchema } from '@haat/contract/store-import/store-import.schemas';
import { paths } from '#src/config.ts';
import { fixtureImagesDir, storeDocument } from '#src/testing/factories.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { findLiveStaffByMobile, listLiveStaff } from '#src/modules/console/staff.repository.ts';
import { DEMO_OWNER_MOBILE } from './demo-owner.ts';
import { findDemoStoreFiles, seedDemoStores } from './demo-seed.ts';

const context = await createTestApp();
const deps = { db: context.database.db, storage: context.storage };

/** A demo folder laid out like data/demo: <friendlyId>/store.json with the images beside it. */
function demoFolder(friendlyIds: string[], broken: string[] = []): string {
  const root = mkdtempSync(path.join(tmpdir(), 'haat-demo-'));
  for (const friendlyId of [...friendlyIds, ...broken]) {
    const dir = path.join(root, friendlyId);
    cpSync(fixtureImagesDir, dir, { recursive: true });
    const doc = storeDocument(friendlyId);
    writeFileSync(path.join(dir, 'store.json'), broken.includes(friendlyId) ? '{"org": {}}' : JSON.stringify(doc));
  }
  mkdirSync(path.join(root, 'generate')); // a folder without store.json is not a store
  return root;
}

describe('seedDemoStores', () => {
  it('imports every store of the demo folder on a first start, reporting a broken one', async () => {
    const root = demoFolder(['demo', 'demo-dairy'], ['demo-broken']);
    expect(findDemoStoreFiles(root).map((file) => path.basename(path.dirname(file)))).toEqual([
      'demo',
      'demo-broken',
      'demo-dairy',
    ]);
    const outcome = await seedDemoStores(deps, root, { ownerMobile: DEMO_OWNER_MOBILE });
    expect(outcome.seeded).toBe(true);
    // Outside production (main.ts passes the phone) each demo store has an owner, so its console opens.
    for (const store of outcome.imported) {
      const owner = await findLiveStaffByMobile(deps.db, store.storeId, DEMO_OWNER_MOBILE);
      expect(owner?.role).toBe('OWNER');
    }
    expect(outcome.imported.map((store) => store.friendlyId)).toEqual(['demo', 'demo-dairy']);
    expect(outcome.failed).toEqual([
      { file: path.join(root, 'demo-broken', 'store.json'), message: expect.stringContaining('org.name') },
    ]);
    const lookup = await context.app.inject({
      method: 'GET',
      url: '/api/orgs/lookup?identifier=demo-dairy&isFriendlyId=true',
    });
    expect(lookup.statusCode).toBe(200);
  });

  it('does nothing once the database has stores', async () => {
    const outcome = await seedDemoStores(deps, demoFolder(['another-demo']));
    expect(outcome).toEqual({ seeded: false, imported: [], failed: [] });
    const lookup = await context.app.inject({
      method: 'GET',
      url: '/api/orgs/lookup?identifier=another-demo&isFriendlyId=true',
    });
    expect(lookup.statusCode).toBe(404);
  });

  it('adds no owner when not asked to (production)', async () => {
    const fresh = await createTestApp();
    const outcome = await seedDemoStores({ db: fresh.database.db, storage: fresh.storage }, demoFolder(['demo']));
    expect(await listLiveStaff(fresh.database.db, outcome.imported[0]!.storeId)).toEqual([]);
  });

  it('finds nothing in a missing folder', () => {
    expect(findDemoStoreFiles(path.join(tmpdir(), 'no-such-haat-folder'))).toEqual([]);
  });

  const demoDocument = (friendlyId: string) =>
    storeImportSchema.parse(JSON.parse(readFileSync(path.join(paths.demoDataDir, friendlyId, 'store.json'), 'utf8')));

  it('offers the demo stores in both languages: the grocery English first, the dairy Hindi first', () => {
    expect(demoDocument('demo').store.languages).toEqual({ offered: ['en', 'hi'], default: 'en' });
    expect(demoDocument('demo-dairy').store.languages).toEqual({ offered: ['en', 'hi'], default: 'hi' });
  });

  it("writes the demo stores' texts in Hindi too: every category, product, FAQ and policy", () => {
    for (const friendlyId of ['demo', 'demo-dairy']) {
      const doc = demoDocument(friendlyId);
      const untranslated = [
        ...doc.categories.filter((category) => !category.translations.hi?.name).map((c) => c.name),
        ...doc.products.filter((product) => !product.translations.hi?.name).map((p) => p.name),
        ...doc.products.filter((product) => !product.translations.hi?.description).map((p) => p.name),
        ...doc.faqs.filter((faq) => !faq.translations.hi?.q || !faq.translations.hi.a).map((faq) => faq.q),
      ];
      expect(untranslated, friendlyId).toEqual([]);
      expect(Object.keys(doc.store.policies.translations.hi ?? {}).sort(), friendlyId).toEqual([
        'privacyPolicy',
        'refundPolicy',
        'shippingPolicy',
        'termsConditions',
      ]);
    }
  });
});
