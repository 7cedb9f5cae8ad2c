import { describe, expect, it } from 'vitest';
import { enumValuesResponseSchema } from '@haat/contract/content/content.schemas';
import { createStore } from '#src/testing/factories.ts';
import { createTestApp } from '#src/testing/test-app.ts';

const context = await createTestApp();
const { app } = context;
const storeA = await createStore(context);
const storeB = await createStore(context, (doc) => {
  doc.banners = [{ image: 'banner-2.svg', isActive: true }];
  doc.announcementBars = [{ message: 'Only at B', backgroundColor: '#111111', color: '#eeeeee', enabled: true }];
  doc.testimonials = [
    { customerName: 'B customer', message: 'B only', city: null, image: null, rating: 5, enabled: true },
  ];
  doc.faqs = [{ q: 'B question?', a: 'B answer.' }];
  doc.deliverySlots = [{ startTime: '10:00', endTime: '11:00' }];
});
const unknownId = '3f0b8a1e-2c4d-4e5f-8a9b-0c1d2e3f4a5b';

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/store-banners', () => {
  it("answers the store's banners in order", async () => {
    const response = await get(`/api/store-banners?storeId=${storeA.storeId}&orgId=${storeA.orgId}`);
    expect(response.statusCode).toBe(200);
    const banners = response.json();
    expect(banners).toHaveLength(2);
    expect(banners.map((banner: { isActive: boolean }) => banner.isActive)).toEqual([true, false]);
    expect(banners[0].bannerPath).toMatch(
      new RegExp(`^/files/stores/${storeA.storeId}/banner-1\\.[0-9a-f]{12}\\.svg$`),
    );
  });

  it('filters by isActive', async () => {
    const active = (await get(`/api/store-banners?isActive=true&storeId=${storeA.storeId}`)).json();
    const inactive = (await get(`/api/store-banners?isActive=false&storeId=${storeA.storeId}`)).json();
    expect(active).toHaveLength(1);
    expect(active[0].isActive).toBe(true);
    expect(inactive).toHaveLength(1);
    expect(inactive[0].isActive).toBe(false);
  });

  it("never answers another store's banners", async () => {
    const a = (await get(`/api/store-banners?storeId=${storeA.storeId}`)).json();
    const b = (await get(`/api/store-banners?storeId=${storeB.storeId}`)).json();
    expect(b).toHaveLength(1);
    expect(a.map((x: { id: string }) => x.id)).not.toContain(b[0].id);
    expect(b[0].bannerPath).toContain(`/stores/${storeB.storeId}/`);
  });

  it('answers 404 for an unknown store or an orgId of another store', async () => {
    expect((await get(`/api/store-banners?storeId=${unknownId}`)).statusCode).toBe(404);
    const response = await get(`/api/store-banners?storeId=${storeA.storeId}&orgId=${storeB.orgId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Store not found', code: 'NOT_FOUND' });
  });

  it('answers 400 with a message without a storeId, with a malformed one, or a bad flag', async () => {
    for (const query of ['', 'storeId=abc', `storeId=${storeA.storeId}&isActive=maybe`]) {
      const response = await get(`/api/store-banners?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
    }
  });
});

describe('GET /api/store-customization/:id/announcement-bars', () => {
  it("answers the store's bars in order, enabled or not", async () => {
    const response = await get(
      `/api/store-customization/${storeA.storeId}/announcement-bars?storeId=${storeA.storeId}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject([
      {
        message: `Free delivery above ₹499 at ${storeA.friendlyId}`,
        backgroundColor: '#1e7a46',
        color: '#ffffff',
        enabled: true,
      },
      { message: 'Second bar', enabled: false },
    ]);
  });

  it("keeps stores apart and answers 404 for another store's scope or an unknown store", async () => {
    const b = (await get(`/api/store-customization/${storeB.storeId}/announcement-bars`)).json();
    expect(b).toEqual([expect.objectContaining({ message: 'Only at B' })]);
    expect(
      (await get(`/api/store-customization/${storeA.storeId}/announcement-bars?storeId=${storeB.storeId}`)).statusCode,
    ).toBe(404);
    expect((await get(`/api/store-customization/${unknownId}/announcement-bars`)).statusCode).toBe(404);
    expect((await get('/api/store-customization/nope/announcement-bars')).statusCode).toBe(400);
  });
});

describe('GET /api/store-customization/:id/testimonials', () => {
  it('answers testimonials with half-star ratings, enabled or not', async () => {
    const response = await get(`/api/store-customization/${storeA.storeId}/testimonials`);
    expect(response.statusCode).toBe(200);
    const [first, second] = response.json();
    expect(first).toMatchObject({ customerName: 'Asha Rao', city: 'Bengaluru', rating: 4.5, enabled: true });
    expect(first.imagePath).toMatch(/^\/files\/stores\/.+\/testimonial\.[0-9a-f]{12}\.svg$/);
    expect(second).toMatchObject({
      customerName: 'Vikram Shah',
      city: null,
      imagePath: null,
      rating: 3,
      enabled: false,
    });
  });

  it('keeps stores apart', async () => {
    const b = (await get(`/api/store-customization/${storeB.storeId}/testimonials`)).json();
    expect(b).toEqual([expect.objectContaining({ customerName: 'B customer' })]);
    expect((await get(`/api/store-customization/${unknownId}/testimonials`)).statusCode).toBe(404);
  });
});

describe('GET /api/faqs/:id', () => {
  it('answers { faqs: [{ q, a }] } in order', async () => {
    const response = await get(`/api/faqs/${storeA.storeId}?orgId=${storeA.orgId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      faqs: [
        { q: 'Do you deliver on Sundays?', a: 'Yes, every day.' },
        { q: 'Can I pay cash?', a: 'Cash on delivery is available.' },
      ],
    });
  });

  it('keeps stores apart, 404 for unknown or foreign scope, 400 for a malformed id', async () => {
    expect((await get(`/api/faqs/${storeB.storeId}`)).json()).toEqual({ faqs: [{ q: 'B question?', a: 'B answer.' }] });
    expect((await get(`/api/faqs/${storeA.storeId}?orgId=${storeB.orgId}`)).statusCode).toBe(404);
    expect((await get(`/api/faqs/${unknownId}`)).statusCode).toBe(404);
    expect((await get('/api/faqs/12')).statusCode).toBe(400);
  });
});

describe('GET /api/delivery-slots', () => {
  it("answers the store's slots in order", async () => {
    const response = await get(`/api/delivery-slots?storeId=${storeA.storeId}&orgId=${storeA.orgId}`);
    expect(response.statusCode).toBe(200);
    const slots = response.json();
    expect(slots.map(({ startTime, endTime }: { startTime: string; endTime: string }) => [startTime, endTime])).toEqual(
      [
        ['07:00', '09:00'],
        ['18:00', '20:30'],
      ],
    );
  });

  it('keeps stores apart; 404 for unknown store; 400 without or with a malformed storeId', async () => {
    expect((await get(`/api/delivery-slots?storeId=${storeB.storeId}`)).json()).toEqual([
      expect.objectContaining({ startTime: '10:00', endTime: '11:00' }),
    ]);
    expect((await get(`/api/delivery-slots?storeId=${unknownId}`)).statusCode).toBe(404);
    expect((await get('/api/delivery-slots')).statusCode).toBe(400);
    expect((await get('/api/delivery-slots?storeId=x')).statusCode).toBe(400);
  });
});

describe('GET /api/common/enum-values', () => {
  it('answers the enum set from the contract, cacheable for ten hours', async () => {
    const response = await get('/api/common/enum-values');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=36000');
    const body = enumValuesResponseSchema.parse(response.json());
    expect(body.ProductWeightUnit).toEqual(expect.arrayContaining(['KG', 'GM', 'LITRE', 'ML']));
    expect(body.OrderState).toContain('DELIVERED');
    expect(body.DayOfWeek[0]).toBe('SUNDAY');
  });
});
