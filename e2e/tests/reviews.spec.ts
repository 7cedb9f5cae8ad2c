import type { Page } from '@playwright/test';
import { translate, type MessageId, type MessageValues } from '@haat/contract/i18n/translate';
import { DEMO_OWNER_MOBILE, keepStaffSession, signInStaffThroughApi } from '../console.ts';
import { expect, snapshot, test, viewports } from '../fixtures.ts';
import type { SignedInShopper } from '../login.ts';
import { openPage, untilAppRuns } from '../navigation.ts';
import { raviInPuneAddress } from '../shopper.ts';

const STORE = 'demo';

/** A text as the Hindi page says it: the journey finds the form and its messages by the catalogue's words. */
const hi = (id: MessageId, values?: MessageValues) => translate('hi', id, values);

/**
 * The shopper, named in their profile, buys the catalogue's first product in stock with cash on delivery
 * through the API, and the shop delivers it (the development operator route runs the shop's own service).
 */
async function receiveAProduct(page: Page, shopper: SignedInShopper): Promise<string> {
  const headers = { Authorization: `Bearer ${shopper.token}` };
  const named = await page.request.put(`/api/customers/${shopper.customerId}`, {
    headers,
    data: { storeId: shopper.storeId, name: 'प्रिया शर्मा' },
  });
  expect(named.ok(), await named.text()).toBe(true);
  const listed = await page.request.get(`/api/products?storeId=${shopper.storeId}&page=1&size=30`);
  const { products } = (await listed.json()) as {
    products: { id: string; variants: { variantId: string; availableQuantity: number }[] }[];
  };
  const product = products.find((candidate) => (candidate.variants[0]?.availableQuantity ?? 0) > 0)!;
  const checkout = await page.request.post('/api/checkouts', {
    headers,
    data: {
      storeId: shopper.storeId,
      customerId: shopper.customerId,
      cartItems: [{ productVariantId: product.variants[0]!.variantId, quantity: 1 }],
    },
  });
  const { id: checkoutId } = (await checkout.json()) as { id: string };
  const patched = await page.request.patch(`/api/checkouts/${checkoutId}`, {
    headers,
    data: { storeId: shopper.storeId, shippingAddress: raviInPuneAddress, paymentMethod: 'COD' },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  const order = await page.request.post('/api/orders', {
    headers,
    data: { storeId: shopper.storeId, customerId: shopper.customerId, checkoutId },
  });
  expect(order.ok(), await order.text()).toBe(true);
  const { id: orderId } = (await order.json()) as { id: string };
  for (const orderState of ['SHIPPED', 'DELIVERED']) {
    const moved = await page.request.post(`/api/dev/orders/${orderId}/state`, { data: { orderState } });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  return product.id;
}

test.describe('Buyers’ reviews', () => {
  test('a buyer rates and reviews in Hindi at 375 px, sees it on the page, and the shop hides it', async ({
    page,
    browser,
    login,
  }) => {
    test.slow(); // a shopper's page and a console, each in its own browser
    await page.setViewportSize(viewports.mobile);
    const shopper = await login(STORE);
    const productId = await receiveAProduct(page, shopper);

    await openPage(page, `/${STORE}/product/${productId}`);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'हिंदी' }).click()]);
    await untilAppRuns(page);
    const reviews = page.getByRole('region', { name: hi('reviews.title') });
    const form = reviews.locator('form');
    await expect(form.getByRole('heading', { name: hi('reviews.writeTitle') })).toBeVisible();
    await form.scrollIntoViewIfNeeded();
    await snapshot(page, 'reviews-form-hi-375', { fullPage: false });

    // Markup is refused as it is typed, and nothing is sent.
    await form.getByRole('radio', { name: hi('reviews.star', { rating: 4 }) }).check({ force: true });
    const words = form.getByRole('textbox', { name: hi('reviews.yourText') });
    await words.fill('बढ़िया <b>ताज़ा</b>');
    await expect(form.getByRole('alert')).toHaveText(hi('reviews.noMarkup'));
    await snapshot(page, 'reviews-markup-hi-375', { fullPage: false });

    await words.fill('बढ़िया और ताज़ा, पैकिंग भी अच्छी थी।');
    await form.getByRole('button', { name: hi('reviews.submit') }).click();
    await expect(form.getByRole('heading', { name: hi('reviews.editTitle') })).toBeVisible();
    const mine = reviews.getByRole('listitem').filter({ hasText: 'बढ़िया और ताज़ा, पैकिंग भी अच्छी थी।' });
    await expect(mine).toContainText('प्रिया श.');
    await expect(mine).toContainText(hi('reviews.verifiedBuyer'));
    await expect(mine.getByRole('img', { name: hi('reviews.stars', { rating: 4 }) })).toBeVisible();
    await mine.scrollIntoViewIfNeeded();
    await snapshot(page, 'reviews-saved-hi-375', { fullPage: false });

    // The shop's owner hides it from the console, on a phone of their own.
    const owner = await signInStaffThroughApi(page, STORE, DEMO_OWNER_MOBILE);
    const shop = await browser.newContext({ serviceWorkers: 'block', viewport: viewports.mobile });
    await keepStaffSession(shop, STORE, owner);
    const consolePage = await shop.newPage();
    await consolePage.goto(`/${STORE}/console/reviews`);
    await expect(consolePage.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
    const card = consolePage.getByRole('listitem').filter({ hasText: 'बढ़िया और ताज़ा, पैकिंग भी अच्छी थी।' });
    await expect(card).toContainText('प्रिया श.');
    await snapshot(consolePage, 'reviews-console-375');
    await card.getByRole('button', { name: 'Hide' }).click();
    await expect(card.getByRole('button', { name: 'Show again' })).toBeVisible();
    await expect(card).toContainText('Hidden on');
    await snapshot(consolePage, 'reviews-console-hidden-375');
    await shop.close();

    // It no longer shows on the page; the buyer is told why.
    await page.reload();
    await untilAppRuns(page);
    await expect(form.getByText(hi('reviews.hiddenByShop'))).toBeVisible();
    await expect(reviews.getByRole('listitem').filter({ hasText: 'बढ़िया और ताज़ा' })).toHaveCount(0);
    await form.scrollIntoViewIfNeeded();
    await snapshot(page, 'reviews-hidden-hi-375', { fullPage: false });
  });
});
