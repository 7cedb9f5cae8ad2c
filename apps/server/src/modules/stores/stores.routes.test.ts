import { describe, expect, it } from 'vitest';
import { orgLookupResponseSchema, storeSchema } from '@haat/contract/stores/stores.schemas';
import { createStore } from '#src/testing/factories.ts';
import { createTestApp } from '#src/testing/test-app.ts';

const context = await createTestApp();
const { app } = context;
const storeA = await createStore(context, (doc) => {
  doc.store.domains = ['shop-a.example.in'];
});
const storeB = await createStore(context);
const hindiFirst = await createStore(context, (doc) => {
  doc.store.languages = { offered: ['hi', 'en'], default: 'hi' };
});
const unknownId = '3f0b8a1e-2c4d-4e5f-8a9b-0c1d2e3f4a5b';

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/orgs/lookup', () => {
  it('finds a store by its friendly id', async () => {
    const response = await get(`/api/orgs/lookup?identifier=${storeA.friendlyId}&isFriendlyId=true`);
    expect(response.statusCode).toBe(200);
    const body = orgLookupResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      orgId: storeA.orgId,
      name: storeA.document.org.name,
      store: { id: storeA.storeId, friendlyId: storeA.friendlyId, name: storeA.document.store.name },
      location: { name: 'Koramangala' },
    });
    expect(body.logoPath).toMatch(new RegExp(`^/files/stores/${storeA.storeId}/logo\\.[0-9a-f]{12}\\.svg$`));
  });

  it('finds a store by one of its domains, whatever the case or port', async () => {
    const response = await get('/api/orgs/lookup?identifier=Shop-A.Example.in:443&isDomain=true');
    expect(response.statusCode).toBe(200);
    expect(response.json().store.id).toBe(storeA.storeId);
  });

  it('answers 404 for an unknown friendly id or domain', async () => {
    for (const query of ['identifier=no-such-store&isFriendlyId=true', 'identifier=nowhere.example&isDomain=true']) {
      const response = await get(`/api/orgs/lookup?${query}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Store not found', code: 'NOT_FOUND' });
    }
  });

  it('answers 400 with a message when the query is malformed', async () => {
    for (const query of [
      '',
      'identifier=demo',
      'identifier=demo&isFriendlyId=true&isDomain=true',
      'identifier=demo&isFriendlyId=yes',
    ]) {
      const response = await get(`/api/orgs/lookup?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
    }
  });
});

describe('GET /api/stores/:id', () => {
  it('answers the store with its org, location and domains', async () => {
    const response = await get(`/api/stores/${storeA.storeId}?storeId=${storeA.storeId}&orgId=${storeA.orgId}`);
    expect(response.statusCode).toBe(200);
    const body = storeSchema.parse(response.json());
    expect(body).toMatchObject({
      id: storeA.storeId,
      orgId: storeA.orgId,
      friendlyId: storeA.friendlyId,
      domains: ['shop-a.example.in'],
    });
    expect(body.favicon).toMatch(/^\/files\/stores\/.+\/favicon\.[0-9a-f]{12}\.svg$/);
  });

  it('treats an empty orgId (a logged-out storefront) as absent', async () => {
    const response = await get(`/api/stores/${storeA.storeId}?orgId=&storeId=${storeA.storeId}`);
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for an unknown store', async () => {
    const response = await get(`/api/stores/${unknownId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Store not found', code: 'NOT_FOUND' });
  });

  it("answers 404 when the query's orgId or storeId belong to another store", async () => {
    for (const query of [`orgId=${storeB.orgId}`, `storeId=${storeB.storeId}`]) {
      const response = await get(`/api/stores/${storeA.storeId}?${query}`);
      expect(response.statusCode, query).toBe(404);
    }
  });

  it('answers 400 with a message for a malformed id', async () => {
    for (const url of [
      '/api/stores/not-a-uuid',
      `/api/stores/${storeA.storeId}?orgId=nope`,
      '/api/stores/1%27%20OR%201=1',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/id/i) });
    }
  });
});

describe('GET /api/stores/:id/payment-config', () => {
  it("answers the store's payment settings", async () => {
    const response = await get(`/api/stores/${storeA.storeId}/payment-config`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      onlinePayment: { enabled: true, activePaymentMethod: 'CASHFREE' },
      cashOnDelivery: { enabled: true },
      bmsWallet: { enabled: false },
    });
  });
});

describe('GET /api/stores/:id/support-and-social', () => {
  it('answers the support contacts and social links', async () => {
    const response = await get(`/api/stores/${storeB.storeId}/support-and-social`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      facebookUrl: 'https://facebook.com/haat',
      xurl: 'https://x.com/haat',
      linkedInUrl: null,
      instagramUrl: null,
      callSupportNumber: '9876543210',
      supportEmail: `help@${storeB.friendlyId}.example`,
    });
  });
});

describe('GET /api/stores/:id/policies', () => {
  it('answers the policies as rich text', async () => {
    const response = await get(`/api/stores/${storeA.storeId}/policies`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      privacyPolicy: '<h2>Privacy</h2><p>We keep your <strong>data</strong> safe.</p>',
      refundPolicy: '<p>Refunds within 7 days.</p>',
      shippingPolicy: null,
      termsConditions: null,
    });
  });

  it('sanitises what the store wrote: no script, no event handlers, no javascript: URLs', async () => {
    const store = await createStore(context, (doc) => {
      doc.store.policies = {
        privacyPolicy: '<p onmouseover="steal()">Safe</p><script>steal()</script>',
        refundPolicy: '<a href="javascript:steal()">Refund</a><img src=x onerror=steal()>',
        shippingPolicy: '<p>Ships fast</p><iframe src="https://evil.example"></iframe>',
      };
    });
    const body = (await get(`/api/stores/${store.storeId}/policies`)).json();
    expect(body).toEqual({
      privacyPolicy: '<p>Safe</p>',
      refundPolicy: '<a>Refund</a><img src="x" />',
      shippingPolicy: '<p>Ships fast</p>',
      termsConditions: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/script|onerror|onmouseover|javascript:|iframe/i);
  });
});

describe('GET /api/stores/:id/shipping-config', () => {
  it('answers the shipping rules in rupees', async () => {
    const response = await get(`/api/stores/${storeA.storeId}/shipping-config`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      shippingEnabled: true,
      manualShippingConfigs: [{ shippingTime: '1 to 4 hours', charge: 40, freeAbove: 499 }],
    });
  });
});

describe('GET /api/store-themes/:id/web-store-config', () => {
  it("answers the store's theme, logo, favicon and links", async () => {
    const response = await get(`/api/store-themes/${storeA.storeId}/web-store-config`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: storeA.storeId,
      logoPath: expect.stringMatching(/^\/files\//),
      favicon: expect.stringMatching(/^\/files\//),
      facebookUrl: 'https://facebook.com/haat',
      storeWebTheme: {
        primaryColor: '#1e7a46',
        secondaryColor: '#f2a93b',
        neutralColor: '#64748b',
        gridHomePage: 6,
        gridCatalogPage: 4,
      },
    });
  });

  it('answers the languages the store offers: both with English first unless its document says otherwise', async () => {
    const english = await get(`/api/store-themes/${storeA.storeId}/web-store-config`);
    expect(english.json().languages).toEqual({ offered: ['en', 'hi'], default: 'en' });
    const hindi = await get(`/api/store-themes/${hindiFirst.storeId}/web-store-config`);
    expect(hindi.json().languages).toEqual({ offered: ['hi', 'en'], default: 'hi' });
  });

  it('answers 404 for an unknown store and 400 for a malformed id', async () => {
    expect((await get(`/api/store-themes/${unknownId}/web-store-config`)).statusCode).toBe(404);
    expect((await get('/api/store-themes/123/web-store-config')).statusCode).toBe(400);
  });
});
