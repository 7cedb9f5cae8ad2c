import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StoreImportInput } from '@haat/contract/store-import/store-import.schemas';
import * as schema from '#src/db/schema/index.ts';
import { createStore, fixtureImagesDir, storeDocument } from '#src/testing/factories.ts';
import { createTestApp } from '#src/testing/test-app.ts';
import { importStore } from './store-import.service.ts';

/** The store's links are rendered as hrefs on every page: the import takes only what such a link needs. */
const context = await createTestApp();
const { db } = context.database;
const importDoc = (doc: StoreImportInput) => importStore({ db, storage: context.storage }, doc, fixtureImagesDir);
const totalStores = async () => (await db.select({ n: count() }).from(schema.stores))[0]!.n;

type LinkField = 'facebookUrl' | 'xurl' | 'linkedInUrl' | 'instagramUrl' | 'callSupportNumber' | 'supportEmail';
const setLink = (doc: StoreImportInput, field: LinkField, value: string) => {
  if (field === 'callSupportNumber' || field === 'supportEmail') doc.store[field] = value;
  else doc.store.social[field] = value;
};
const pathOf = (field: LinkField) =>
  field === 'callSupportNumber' || field === 'supportEmail' ? `store.${field}` : `store.social.${field}`;

const HOSTILE: Array<[LinkField, string, string]> = [
  ['facebookUrl', 'javascript:alert(8)', 'must be an http(s) address'],
  ['facebookUrl', 'JaVaScRiPt:alert(8)//https://facebook.com', 'must be an http(s) address'],
  ['xurl', 'data:text/html,<script>alert(8)</script>', 'must be an http(s) address'],
  ['linkedInUrl', '//evil.example/profile', 'must be an http(s) address'],
  ['instagramUrl', 'https://instagram.com/x"><script>alert(8)</script>', 'must be an http(s) address'],
  ['instagramUrl', 'https://instagram.com@evil.example/x', 'must be an http(s) address'],
  ['facebookUrl', 'facebook.com/shop', 'must be an http(s) address'],
  ['supportEmail', '"><script>alert(8)</script>', 'must be an e-mail address'],
  ['supportEmail', 'help@shop.example?subject=x&body=y', 'must be an e-mail address'],
  ['supportEmail', 'javascript:alert(8)//@shop.example', 'must be an e-mail address'],
  ['callSupportNumber', 'javascript:alert(8)', 'must be a phone number'],
  ['callSupportNumber', '98765"><x', 'must be a phone number'],
];

describe('importStore: the store’s links', () => {
  it.each(HOSTILE)('refuses %s = %j, naming the field, and creates nothing', async (field, value, message) => {
    const doc = storeDocument();
    setLink(doc, field, value);
    const before = await totalStores();
    const result = await importDoc(doc);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('INVALID_DOCUMENT');
    expect(result.error.problems).toEqual([`${pathOf(field)}: ${message}`]);
    expect(await totalStores()).toBe(before);
  });

  it('leaves an existing store unchanged when its re-import holds a hostile link', async () => {
    const store = await createStore(context);
    const doc = structuredClone(store.document);
    doc.store.name = 'Renamed';
    doc.store.social.facebookUrl = 'javascript:alert(8)';
    doc.store.supportEmail = '"><script>alert(8)</script>';
    const result = await importDoc(doc);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.problems).toEqual([
      'store.social.facebookUrl: must be an http(s) address',
      'store.supportEmail: must be an e-mail address',
    ]);
    const [row] = await db.select().from(schema.stores).where(eq(schema.stores.id, store.storeId));
    expect(row).toMatchObject({
      name: store.document.store.name,
      facebookUrl: store.document.store.social.facebookUrl,
      supportEmail: store.document.store.supportEmail,
    });
  });

  it('accepts http(s) profiles, a phone number and an e-mail address, trimmed, or none', async () => {
    const doc = storeDocument();
    doc.store.social = {
      facebookUrl: ' https://www.facebook.com/shop ',
      xurl: 'http://x.com/shop?ref=haat',
      linkedInUrl: null,
      instagramUrl: 'https://www.instagram.com/shop_in/',
    };
    doc.store.callSupportNumber = '+91 (80) 1234-5678';
    doc.store.supportEmail = 'care.team+orders@shop-example.in';
    const result = await importDoc(doc);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [row] = await db.select().from(schema.stores).where(eq(schema.stores.id, result.value.storeId));
    expect(row).toMatchObject({
      facebookUrl: 'https://www.facebook.com/shop',
      xUrl: 'http://x.com/shop?ref=haat',
      linkedInUrl: null,
      callSupportNumber: '+91 (80) 1234-5678',
      supportEmail: 'care.team+orders@shop-example.in',
    });
  });
});
