import { describe, expect, it } from 'vitest';
import {
  categoriesResponseSchema,
  productPageSchema,
  productDetailSchema,
  productSearchPageSchema,
  type Product,
} from '@haat/contract/catalogue/catalogue.schemas';
import type { Locale } from '@haat/contract/i18n/locales';
import { createCommerceTestApp, readyCheckout, signIn } from '#src/modules/orders/commerce-test-kit.ts';
import { createSubscriptionShop, subscribe } from '#src/modules/subscriptions/subscription-test-kit.ts';
import { expectContractBody } from '#src/testing/contract-body.ts';
import { createStore } from '#src/testing/factories.ts';

// A store whose texts are partly in Hindi (decision 026): every read answers the page's language, and a
// text without a Hindi version answers as the store wrote it. The public-read cache is on, as in production.
const context = await createCommerceTestApp();
const { app } = context;
const shop = await createSubscriptionShop(context, (doc) => {
  doc.categories[0]!.translations = { hi: { name: 'डेयरी' } }; // "staples" has none
  doc.products![0]!.translations = { hi: { name: 'गाय का घी', brand: 'अमूल', description: 'दानेदार, शुद्ध घी।' } };
  doc.products![1]!.translations = { hi: { name: 'बासमती चावल' } }; // brand and description stay English
  // Iodised Salt has no Hindi at all.
  doc.banners[0]!.alt = 'Fresh milk every morning';
  doc.banners[0]!.translations = { hi: { alt: 'हर सुबह ताज़ा दूध' } };
  doc.announcementBars[0]!.translations = { hi: { message: '₹499 से ऊपर मुफ़्त डिलीवरी' } };
  doc.testimonials[0]!.translations = { hi: { message: 'हर सुबह ताज़ा।', city: 'बेंगलुरु' } };
  doc.faqs[0]!.translations = { hi: { q: 'क्या आप रविवार को डिलीवरी करते हैं?', a: 'हाँ, हर दिन।' } };
  doc.store.policies.translations = { hi: { privacyPolicy: '<h2>गोपनीयता</h2><p>आपकी जानकारी सुरक्षित है।</p>' } };
});
const scope = `storeId=${shop.storeId}`;

const read = (url: string, locale?: Locale) =>
  app.inject({ method: 'GET', url, headers: locale ? { 'accept-language': locale } : {} });
const names = (products: Product[]) => products.map((product) => product.name);

describe("a store's texts in the page's language", () => {
  it('names categories in Hindi where the store wrote Hindi, and as written where it did not', async () => {
    const hindi = expectContractBody(await read(`/api/categories?${scope}`, 'hi'), categoriesResponseSchema);
    expect(hindi.map((category) => category.name)).toEqual(['डेयरी', 'Staples']);
    const english = expectContractBody(await read(`/api/categories?${scope}`, 'en'), categoriesResponseSchema);
    expect(english.map((category) => category.name)).toEqual(['Dairy', 'Staples']);
    // Only the texts differ: ids, images and counts are the same answer.
    expect(hindi.map(({ name: _name, ...rest }) => rest)).toEqual(english.map(({ name: _name, ...rest }) => rest));
  });

  it('answers products with their Hindi name, brand and description, field by field', async () => {
    const page = expectContractBody(await read(`/api/products?${scope}&page=1&size=30`, 'hi'), productPageSchema);
    const byName = new Map(page.products.map((product) => [product.name, product]));
    expect(byName.get('गाय का घी')).toMatchObject({ brand: 'अमूल', description: 'दानेदार, शुद्ध घी।' });
    expect(byName.get('बासमती चावल')).toMatchObject({ brand: 'India Gate', description: null });
    expect(byName.get('Iodised Salt')).toMatchObject({ brand: null });
    const english = expectContractBody(await read(`/api/products?${scope}&page=1&size=30`, 'en'), productPageSchema);
    expect(names(english.products).sort()).toEqual(['Basmati Rice', 'Cow Ghee', 'Iodised Salt']);
    // Prices, stock and order are the language's business not at all.
    const withoutTexts = ({ name: _n, brand: _b, description: _d, ...rest }: Product) => rest;
    expect(page.products.map(withoutTexts)).toEqual(english.products.map(withoutTexts));
  });

  it('answers the product page in Hindi, and a browser asking for neither language in English', async () => {
    const list = expectContractBody(await read(`/api/products?${scope}&page=1&size=30`, 'en'), productPageSchema);
    const ghee = list.products.find((product) => product.name === 'Cow Ghee')!;
    const url = `/api/products/${ghee.id}?${scope}`;
    expect(expectContractBody(await read(url, 'hi'), productDetailSchema).name).toBe('गाय का घी');
    expect(expectContractBody(await read(url, 'en'), productDetailSchema).name).toBe('Cow Ghee');
    expect(expectContractBody(await read(url), productDetailSchema).name).toBe('Cow Ghee');
    expect(
      expectContractBody(
        await app.inject({ method: 'GET', url, headers: { 'accept-language': 'fr, hi;q=0.5' } }),
        productDetailSchema,
      ).name,
    ).toBe('गाय का घी');
  });

  it('finds products by their Hindi words and their English ones, in either language', async () => {
    const search = async (query: string, locale: Locale) =>
      names(
        expectContractBody(
          await read(`/api/search/products?${scope}&query=${encodeURIComponent(query)}&page=1&size=30`, locale),
          productSearchPageSchema,
        ).products,
      );
    expect(await search('घी', 'hi')).toEqual(['गाय का घी']);
    expect(await search('ghee', 'hi')).toEqual(['गाय का घी']);
    expect(await search('घी', 'en')).toEqual(['Cow Ghee']);
    // The Hindi brand and the Hindi category name are searched too.
    expect(await search('अमूल', 'hi')).toEqual(['गाय का घी']);
    expect(await search('डेयरी', 'hi')).toEqual(['गाय का घी']);
  });

  it('sorts by the name the shopper reads', async () => {
    const sorted = async (locale: Locale) =>
      names(
        expectContractBody(
          await read(`/api/search/products?${scope}&sortBy=name&sortOrder=ASC&page=1&size=30`, locale),
          productSearchPageSchema,
        ).products,
      ).filter((name) => name !== 'Iodised Salt');
    expect(await sorted('en')).toEqual(['Basmati Rice', 'Cow Ghee']);
    // ग comes before ब.
    expect(await sorted('hi')).toEqual(['गाय का घी', 'बासमती चावल']);
  });

  it('answers banners, the announcement bar, testimonials, FAQs and policies in Hindi, each falling back alone', async () => {
    const [banner] = (await read(`/api/store-banners?${scope}&isActive=true`, 'hi')).json();
    expect(banner.alt).toBe('हर सुबह ताज़ा दूध');
    expect((await read(`/api/store-banners?${scope}&isActive=true`, 'en')).json()[0].alt).toBe(
      'Fresh milk every morning',
    );
    const bars = (await read(`/api/store-customization/${shop.storeId}/announcement-bars?${scope}`, 'hi')).json();
    expect(bars.map((bar: { message: string }) => bar.message)).toEqual(['₹499 से ऊपर मुफ़्त डिलीवरी', 'Second bar']);
    const testimonials = (await read(`/api/store-customization/${shop.storeId}/testimonials?${scope}`, 'hi')).json();
    expect(testimonials[0]).toMatchObject({ customerName: 'Asha Rao', message: 'हर सुबह ताज़ा।', city: 'बेंगलुरु' });
    expect(testimonials[1]).toMatchObject({ message: 'Hidden one.', city: null });
    const { faqs } = (await read(`/api/faqs/${shop.storeId}?${scope}`, 'hi')).json();
    expect(faqs).toEqual([
      { q: 'क्या आप रविवार को डिलीवरी करते हैं?', a: 'हाँ, हर दिन।' },
      { q: 'Can I pay cash?', a: 'Cash on delivery is available.' },
    ]);
    const policies = (await read(`/api/stores/${shop.storeId}/policies?${scope}`, 'hi')).json();
    expect(policies.privacyPolicy).toBe('<h2>गोपनीयता</h2><p>आपकी जानकारी सुरक्षित है।</p>');
    expect(policies.refundPolicy).toBe('<p>Refunds within 7 days.</p>');
  });

  it('keeps one cached answer per language: an English answer never reaches a Hindi page', async () => {
    const url = `/api/store-customization/${shop.storeId}/announcement-bars?${scope}`;
    for (const _round of [1, 2]) {
      const english = await read(url, 'en');
      const hindi = await read(url, 'hi');
      expect(english.json()[0].message).toMatch(/^Free delivery above ₹499/);
      expect(hindi.json()[0].message).toBe('₹499 से ऊपर मुफ़्त डिलीवरी');
      expect(hindi.headers.etag).not.toBe(english.headers.etag);
      expect(hindi.headers.vary).toMatch(/accept-language/i);
    }
    // Asked with the English answer's tag, a Hindi request gets the Hindi body, not 304.
    const english = await read(url, 'en');
    const revalidated = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'hi', 'if-none-match': String(english.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.json()[0].message).toBe('₹499 से ऊपर मुफ़्त डिलीवरी');
  });

  it('names cart, checkout and order lines in the shopper’s language', async () => {
    const shopper = await signIn(app, shop);
    const inHindi = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({
        method,
        url: method === 'GET' ? `${url}?${scope}` : url,
        headers: { authorization: `Bearer ${shopper.session.accessToken}`, 'accept-language': 'hi' },
        ...(payload ? { payload: { storeId: shop.storeId, ...payload } } : {}),
      });
    const added = await inHindi('POST', `/api/carts/${shopper.cartId}/add-item`, {
      item: { productVariantId: shop.variants.ghee },
      quantity: 1,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().items[0].productName).toBe('गाय का घी');
    expect((await shopper.call('GET', `/api/carts/${shopper.cartId}`)).json().items[0].productName).toBe('Cow Ghee');

    const checkoutId = await readyCheckout(shopper, [{ productVariantId: shop.variants.ghee, quantity: 1 }], 'COD');
    expect((await inHindi('GET', `/api/checkouts/${checkoutId}`)).json().cartItems[0].productName).toBe('गाय का घी');
    const placed = await inHindi('POST', '/api/orders', { checkoutId, customerId: shopper.customerId });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().orderItems[0].productName).toBe('गाय का घी');
    // The order keeps the name the shopper bought by, whatever language it is read in later.
    const order = await shopper.call('GET', `/api/orders/${placed.json().id as string}`);
    expect(order.json().orderItems[0].productName).toBe('गाय का घी');
  });
  it('names subscriptions in the language they are read in', async () => {
    const shopper = await signIn(app, shop);
    await subscribe(shop, shopper);
    const list = (locale: Locale) =>
      app.inject({
        method: 'GET',
        url: `/api/subscriptions?${scope}&customerId=${shopper.customerId}&page=1&size=8`,
        headers: { authorization: `Bearer ${shopper.session.accessToken}`, 'accept-language': locale },
      });
    expect((await list('hi')).json().subscriptions[0].subscriptionItem.productName).toBe('गाय का घी');
    expect((await list('en')).json().subscriptions[0].subscriptionItem.productName).toBe('Cow Ghee');
  });
});

describe('translations in the store document', () => {
  it('refuses a language or a field the storefront does not have, and an empty text', async () => {
    await expect(
      createStore(context, (doc) => {
        doc.categories[0]!.translations = { fr: { name: 'Laitier' } } as never;
      }),
    ).rejects.toThrow(/Unrecognized key: "fr"/);
    await expect(
      createStore(context, (doc) => {
        doc.products![0]!.translations = { hi: { title: 'घी' } } as never;
      }),
    ).rejects.toThrow(/Unrecognized key: "title"/);
    await expect(
      createStore(context, (doc) => {
        doc.faqs[0]!.translations = { hi: { q: '  ' } };
      }),
    ).rejects.toThrow(/VALIDATION|too small|at least/i);
  });
});
