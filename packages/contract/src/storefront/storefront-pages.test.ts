import { describe, expect, it } from 'vitest';
import { matchStorefrontPage } from './storefront-pages.ts';

// The web app's router test compares this matcher with React Router's on every page of the table.
describe('matchStorefrontPage', () => {
  const shown = (path: string) => {
    const match = matchStorefrontPage(path);
    return match && { screens: match.screens.map((screen) => screen.path), params: match.params };
  };

  it("reads a page's segments as written, in any case, with or without trailing slashes", () => {
    const id = '3F2504E0-4F89-41D3-9A0C-0305E82C3301';
    expect(shown(`/Product/${id}//`)).toEqual({ screens: ['product/:productId'], params: { productId: id } });
    expect(shown('/')).toEqual({ screens: [''], params: {} });
    expect(shown('')).toEqual({ screens: [''], params: {} });
    expect(shown('/order/o1/true')).toEqual({
      screens: ['order/:orderId/:isFromCheckoutPage'],
      params: { orderId: 'o1', isFromCheckoutPage: 'true' },
    });
  });

  it('matches a section inside its page, and the page alone', () => {
    expect(shown('/account/wallet/')).toEqual({ screens: ['account', 'wallet'], params: {} });
    expect(shown('/account')).toEqual({ screens: ['account'], params: {} });
  });

  it('matches nothing else: the app says Not Found', () => {
    for (const path of ['/nothing', '/product', '/product/a/b', '/category/a/b', '/account/nothing', '//search']) {
      expect(matchStorefrontPage(path), path).toBeNull();
    }
  });
});
