import type { Page } from '@playwright/test';
import { DEMO_OWNER_MOBILE, setStock, signInStaffThroughApi } from '../console.ts';
import { expect, snapshot, test, viewports } from '../fixtures.ts';
import type { SignedInShopper } from '../login.ts';
import { openPage } from '../navigation.ts';
import { raviInPuneAddress } from '../shopper.ts';

const STORE = 'demo';

interface Pack {
  productName: string;
  variantId: string;
  stock: number;
}

/** Two products of the shop with a few packs in stock, as its listing shows them. */
async function twoStockedPacks(page: Page, storeId: string): Promise<[Pack, Pack]> {
  const answer = await page.request.get(`/api/products?storeId=${storeId}&page=1&size=30`);
  const { products } = (await answer.json()) as {
    products: { name: string; variants: { variantId: string; availableQuantity: number; isVisible: boolean }[] }[];
  };
  const packs = products
    .map((product) => ({ product, first: product.variants[0] }))
    .filter(({ first }) => first && first.isVisible && first.availableQuantity >= 5)
    .map(({ product, first }) => ({
      productName: product.name,
      variantId: first!.variantId,
      stock: first!.availableQuantity,
    }));
  if (packs.length < 2) throw new Error('Fewer than two stocked products');
  return [packs[0]!, packs[1]!];
}

/** A delivered cash-on-delivery order of these lines, placed through the API as the checkout would. */
async function deliveredOrder(
  page: Page,
  shopper: SignedInShopper,
  lines: { productVariantId: string; quantity: number }[],
) {
  const headers = { Authorization: `Bearer ${shopper.token}` };
  const checkout = await page.request.post('/api/checkouts', {
    headers,
    data: { storeId: shopper.storeId, customerId: shopper.customerId, cartItems: lines },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
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
  const { id } = (await order.json()) as { id: string };
  for (const state of ['SHIPPED', 'DELIVERED']) {
    const moved = await page.request.post(`/api/dev/orders/${id}/state`, { data: { orderState: state } });
    expect(moved.ok()).toBe(true);
  }
  return id;
}

test('A regular shopper buys again from home and reorders a delivered order at 375 px', async ({ page, login }) => {
  await page.setViewportSize(viewports.mobile);
  const shopper = await login(STORE);
  const [ghee, rice] = await twoStockedPacks(page, shopper.storeId);
  const orderId = await deliveredOrder(page, shopper, [
    { productVariantId: ghee.variantId, quantity: 1 },
    { productVariantId: rice.variantId, quantity: 2 },
  ]);
  // The shop runs out of the second since: the reorder says so, and the row offers "Notify me" for it.
  const owner = await signInStaffThroughApi(page, STORE, DEMO_OWNER_MOBILE);
  expect((await setStock(page, owner, rice.variantId, 0)).ok()).toBe(true);
  try {
    await openPage(page, `/${STORE}`);
    const row = page.getByRole('region', { name: 'Buy again' });
    await expect(row.getByRole('heading', { name: 'Buy again' })).toBeVisible();
    await expect(row.locator('.product-card')).toHaveCount(2);
    await expect(row.locator('.product-card', { hasText: rice.productName })).toContainText('Out of stock');
    await row.scrollIntoViewIfNeeded();
    await snapshot(page, 'buy-again-home-375', { fullPage: false });

    await openPage(page, `/${STORE}/order/${orderId}/view`);
    await page.getByRole('button', { name: 'Reorder' }).click();
    const summary = page.getByRole('status').filter({ hasText: 'added to your cart' });
    await expect(summary).toContainText('1 item added to your cart');
    await expect(summary).toContainText(`${rice.productName}: not added, out of stock`);
    await snapshot(page, 'buy-again-reorder-375', { fullPage: false });

    await summary.getByRole('link', { name: 'Go to cart' }).click();
    await expect(page).toHaveURL(new RegExp(`/${STORE}/cart$`));
    await expect(page.getByText(ghee.productName).first()).toBeVisible();
    await expect(page.getByText(rice.productName)).toHaveCount(0);
    await snapshot(page, 'buy-again-cart-375', { fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  } finally {
    // The shelf as it was, for the journeys after this one (less the pack this order took).
    await setStock(page, owner, rice.variantId, rice.stock - 2);
  }
});
