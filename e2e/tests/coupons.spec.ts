import type { Page } from '@playwright/test';
import { addAddressInDialog, ashaInBengaluru } from '../address-dialog.ts';
import { expect, snapshot, test, viewports } from '../fixtures.ts';
import type { SignedInShopper } from '../login.ts';
import { openPage } from '../navigation.ts';

const STORE = 'demo';

/** Fills the shopper's cart through the API with stocked packs until the goods come to ₹350 or more. */
async function fillCart(page: Page, shopper: SignedInShopper): Promise<void> {
  const answer = await page.request.get(`/api/products?storeId=${shopper.storeId}&page=1&size=30`);
  const { products } = (await answer.json()) as {
    products: {
      variants: { variantId: string; availableQuantity: number; isVisible: boolean; sellingPrice: number }[];
    }[];
  };
  let total = 0;
  for (const { variants } of products) {
    const pack = variants[0];
    if (!pack || !pack.isVisible || pack.availableQuantity < 2 || total >= 350) continue;
    const added = await page.request.post(`/api/carts/${shopper.cartId}/add-item`, {
      headers: { Authorization: `Bearer ${shopper.token}` },
      data: { storeId: shopper.storeId, item: { productVariantId: pack.variantId }, quantity: 2 },
    });
    expect(added.ok(), await added.text()).toBe(true);
    total += 2 * pack.sellingPrice;
  }
}

test('A first-time shopper applies the store’s welcome coupon in the cart and sees it on the order at 375 px', async ({
  page,
  login,
}) => {
  await page.setViewportSize(viewports.mobile);
  const shopper = await login(STORE);
  await fillCart(page, shopper);
  await openPage(page, `/${STORE}/cart`);
  const coupons = page.getByRole('region', { name: 'Coupons and offers' });
  await expect(coupons.getByText('WELCOME50', { exact: true })).toBeVisible();
  await expect(coupons).toContainText('₹50.00 off on orders of ₹299.00 or more');

  // A code the shop does not have says why, and goes with Remove.
  await coupons.getByRole('textbox', { name: 'Coupon code' }).fill('notreal');
  await coupons.getByRole('button', { name: 'Apply' }).click();
  await expect(coupons.getByRole('alert')).toHaveText('This coupon code is not valid in this store');
  await coupons.getByRole('button', { name: 'Remove' }).click();

  await coupons.getByRole('button', { name: 'Use WELCOME50' }).click();
  await expect(coupons.getByRole('status')).toHaveText('WELCOME50 applied: you save ₹50.00');
  const bill = page.getByRole('region', { name: 'Price details' });
  await expect(bill.getByText('Coupon (WELCOME50)')).toBeVisible();
  await snapshot(page, 'coupons-cart-375');
  await page.setViewportSize(viewports.desktop);
  await snapshot(page, 'coupons-cart-1280');
  await page.setViewportSize(viewports.mobile);

  await page.getByRole('button', { name: 'Continue' }).click();
  await addAddressInDialog(page, ashaInBengaluru);
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'Billing Info' }).getByText('Coupon (WELCOME50)')).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/${STORE}/order/[^/]+/status$`));
  const orderId = new URL(page.url()).pathname.split('/').at(-2)!;

  await openPage(page, `/${STORE}/order/${orderId}/view`);
  await expect(page.getByText('Coupon (WELCOME50)')).toBeVisible();
  await snapshot(page, 'coupons-order-375');
  await page.setViewportSize(viewports.desktop);
  await snapshot(page, 'coupons-order-1280');

  // Used once, a welcome coupon is not offered to the same shopper's next cart as working.
  const check = await page.request.post('/api/coupons/check', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: {
      storeId: shopper.storeId,
      couponCode: 'WELCOME50',
      cartItems: [{ productVariantId: await anyPack(page, shopper), quantity: 2 }],
    },
  });
  expect(check.status()).toBe(400);
});

async function anyPack(page: Page, shopper: SignedInShopper): Promise<string> {
  const answer = await page.request.get(`/api/products?storeId=${shopper.storeId}&page=1&size=5`);
  const { products } = (await answer.json()) as { products: { variants: { variantId: string }[] }[] };
  return products[0]!.variants[0]!.variantId;
}
