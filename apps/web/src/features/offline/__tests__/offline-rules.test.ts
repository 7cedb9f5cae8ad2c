import { describe, expect, it } from 'vitest';
import { translate } from '@haat/contract/i18n/translate';
import { isCataloguePage, isCatalogueRead, needsNetworkText } from '#src/features/offline/lib/offline-rules.ts';

describe('isCatalogueRead', () => {
  it('lets the public catalogue reads be answered from the cache', () => {
    for (const path of [
      '/api/products',
      '/api/products/3f1c',
      '/api/categories',
      '/api/store-banners',
      '/api/search/products',
      '/api/orgs/lookup',
      '/api/stores/abc',
      '/api/stores/abc/policies',
      '/api/store-themes/abc/web-store-config',
      '/api/store-customization/abc/announcement-bars',
      '/api/faqs/abc',
    ]) {
      expect(isCatalogueRead(path), path).toBe(true);
    }
  });

  it('never lets cart, checkout, orders, wallet, account or payment reads come from the cache', () => {
    for (const path of [
      '/api/carts/1',
      '/api/checkouts/1',
      '/api/orders',
      '/api/orders/1',
      '/api/orders/1/invoice',
      '/api/wallets/1',
      '/api/wallet-transactions/1',
      '/api/customers/1',
      '/api/addresses',
      '/api/subscriptions',
      '/api/payment-transactions/1',
      '/api/stores/abc/payment-config',
      '/api/stores/abc/shipping-config',
      '/api/delivery-slots',
      '/api/identity/renewAccessToken',
      '/api/products/1/anything-else',
    ]) {
      expect(isCatalogueRead(path), path).toBe(false);
    }
  });
});

describe('isCataloguePage', () => {
  it("keeps the catalogue pages under the store's path", () => {
    for (const path of [
      '/demo',
      '/demo/',
      '/demo/category',
      '/demo/category/x',
      '/demo/product/p1',
      '/demo/search',
      '/demo/privacypolicy',
    ]) {
      expect(isCataloguePage(path, '/demo'), path).toBe(true);
    }
    expect(isCataloguePage('/', '')).toBe(true);
    expect(isCataloguePage('/product/p1', '')).toBe(true);
  });

  it("keeps no signed-in page and no other store's page", () => {
    for (const path of ['/demo/cart', '/demo/account/orders', '/demo/order/1/view', '/demo/login', '/demo-dairy/']) {
      expect(isCataloguePage(path, '/demo'), path).toBe(false);
    }
    expect(isCataloguePage('/cart', '')).toBe(false);
    expect(isCataloguePage('/demo-dairy/product/p1', '/demo')).toBe(false);
  });
});

describe('needsNetworkText', () => {
  it('names what needs the network', () => {
    expect(translate('en', needsNetworkText('/cart'))).toBe(
      'Your cart and checkout need the network, so that what you see is up to date.',
    );
    expect(translate('en', needsNetworkText('/account/wallet'))).toMatch(/^Your account needs the network/);
    expect(translate('en', needsNetworkText('/login'))).toMatch(/^Logging in needs the network/);
    expect(translate('en', needsNetworkText('/elsewhere'))).toMatch(/^This page needs the network/);
  });

  it('says a catalogue page not seen yet was not kept for offline use', () => {
    for (const path of ['/category', '/product/p1', '/privacypolicy', '/search']) {
      expect(translate('en', needsNetworkText(path)), path).toMatch(/^This was not saved on this device/);
    }
  });
});
