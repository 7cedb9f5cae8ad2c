import type { Locator, Page } from '@playwright/test';
import { expect, snapshot, test, viewports } from '../fixtures.ts';
import { addAddressInDialog, ashaInBengaluru } from '../address-dialog.ts';
import { logInThroughPage } from '../login.ts';
import { openPage } from '../navigation.ts';

const STORE = 'demo';

/** Adds the first `count` products of the catalogue to the cart from their cards. */
async function addProductsFromCatalogue(page: Page, count: number) {
  await openPage(page, `/${STORE}/category`);
  const cards = page.getByRole('article');
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    await card.getByRole('button', { name: /^Add( to Cart)?$/ }).click();
    await expect(page.getByText('Product added to cart').first()).toBeVisible();
    await expect(card.getByRole('group', { name: /^Quantity of / })).toContainText('1');
  }
}

/** Reads a price summary as a shopper with a pencil would: the rows as shown add up to the Total shown. */
async function expectBillAddsUp(bill: Locator) {
  const terms = await bill.getByRole('term').allTextContents();
  const values = await bill.getByRole('definition').allTextContents();
  const paise = (value: string) =>
    value === 'Included' || value === 'Free' ? 0 : Math.round(Number(value.replace(/[₹,]/g, '')) * 100);
  const total = terms.indexOf('Total');
  expect(total).toBeGreaterThan(0);
  const sum = values.filter((_, index) => index !== total).reduce((sum, value) => sum + paise(value), 0);
  expect(sum, `${terms.join(', ')} = ${values.join(', ')}`).toBe(paise(values[total]!));
}

test.describe('A shopper checks out', () => {
  test('a guest logs in, buys two products with cash on delivery and cancels the order', async ({ page }) => {
    test.slow(); // the longest journey: login, catalogue, three steps, order page, account, cancel
    await page.setViewportSize(viewports.desktop);
    // A guest pressing Add goes to log in and comes back to the catalogue: this journey logs in through the
    // page on purpose, as the one checkout that starts as a guest (the others sign in with `login`).
    await openPage(page, `/${STORE}/category`);
    const cards = page.getByRole('article');
    // Found by name: best sellers come first, and the journeys before this one sell things.
    const guestsPick = (await cards.first().getByRole('heading', { level: 3 }).textContent())!;
    await cards
      .first()
      .getByRole('button', { name: /^Add( to Cart)?$/ })
      .click();
    await expect(page).toHaveURL(/\/login/);
    await logInThroughPage(page, STORE);
    await expect(page).toHaveURL(new RegExp(`/${STORE}/category`));
    // The Add pressed as a guest is finished once logged in (the cart below holds it); a second product is
    // added as usual.
    await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
    const second = cards.filter({ hasNot: page.getByRole('group', { name: /^Quantity of / }) }).first();
    await second.getByRole('button', { name: /^Add( to Cart)?$/ }).click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' }).first()).toBeVisible();
    await snapshot(page, 'catalogue-cart-steppers-1280');

    // Step 0: the cart.
    await page.goto(`/${STORE}/cart`);
    await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
    await expect(page.getByText('2 Items in cart')).toBeVisible();
    await expect(page.getByRole('main').getByText(guestsPick, { exact: true }).first()).toBeVisible();
    const summary = page.getByRole('region', { name: 'Price details' });
    for (const row of ['Subtotal', 'Tax', 'Discounts', 'Shipping', 'Total'])
      await expect(summary.getByRole('term').filter({ hasText: new RegExp(`^${row}`) })).toBeVisible();
    await expectBillAddsUp(summary);
    await expect(page.getByRole('link', { name: 'Shop more' })).toHaveAttribute('href', `/${STORE}/category`);
    await snapshot(page, 'checkout-cart-1280');
    await page.setViewportSize(viewports.mobile);
    await snapshot(page, 'checkout-cart-375');
    await page.setViewportSize(viewports.desktop);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 1: a new address (saved), cash on delivery. Online is the store's default.
    await expect(page.getByRole('group', { name: 'Select a delivery address' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Online' })).toBeChecked();
    await addAddressInDialog(page, { ...ashaInBengaluru, email: 'asha@example.in' });
    await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked();
    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    await snapshot(page, 'checkout-delivery-1280');
    await page.setViewportSize(viewports.mobile);
    await snapshot(page, 'checkout-delivery-375');
    await page.setViewportSize(viewports.desktop);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 2: review; the Cart step is a way back.
    for (const heading of ['Order Items', 'Shipping Address', 'Payment Method', 'Billing Info']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Payment Method' })).toContainText('Cash on delivery');
    await expect(page.getByRole('button', { name: /Cart/ }).first()).toBeEnabled();
    await snapshot(page, 'checkout-review-1280');
    await page.setViewportSize(viewports.mobile);
    await snapshot(page, 'checkout-review-375');
    await page.setViewportSize(viewports.desktop);
    await page.getByRole('button', { name: 'Place Order' }).click();

    // The order status page; the cart is empty now.
    await expect(page).toHaveURL(new RegExp(`/${STORE}/order/[^/]+/status$`));
    const heading = page.getByRole('heading', { level: 1, name: /^Order HAAT-/ });
    await expect(heading).toBeVisible();
    const orderNumber = ((await heading.textContent()) ?? '').replace('Order ', '').trim();
    await expect(page.getByText('Expected delivery in 1 to 4 hours')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Order placed' })).toContainText(orderNumber);
    await expect(page.getByRole('region', { name: 'Order timeline' }).getByRole('listitem')).toHaveText([/^Placed/]);
    // The money adds up as shown: GST inside the prices is named, never added to a total that leaves it out.
    await expectBillAddsUp(page.getByRole('group', { name: 'Order total' }));
    await expect(page.getByRole('button', { name: 'Download Invoice' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Cart', exact: true }).first()).toBeVisible();
    await snapshot(page, 'order-status-1280');
    await page.setViewportSize(viewports.mobile);
    await snapshot(page, 'order-status-375');
    await page.setViewportSize(viewports.desktop);

    // Account orders: cancel it with a reason.
    await page.goto(`/${STORE}/account/orders`);
    const short = `#${orderNumber.slice(-4)}`;
    const row = page.getByRole('row', { name: new RegExp(short) });
    await expect(row).toContainText('Placed');
    await snapshot(page, 'account-orders-1280');
    await page.setViewportSize(viewports.mobile);
    await expect(page.getByRole('columnheader', { name: 'Date' })).toBeHidden();
    await snapshot(page, 'account-orders-375');
    await page.setViewportSize(viewports.desktop);
    await row.getByRole('button', { name: `Actions for order ${short}` }).click();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Cancellation Reason' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please tell us why you are cancelling');
    await dialog.getByRole('textbox').fill('Ordered by mistake');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Order cancelled successfully')).toBeVisible();
    await expect(row).toContainText('Cancelled');
    await row.getByRole('button', { name: `Actions for order ${short}` }).click();
    await expect(row.getByRole('link', { name: 'View' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
    await row.getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL(new RegExp(`/${STORE}/order/[^/]+/view$`));
    await expect(page.getByText('Cancellation reason: Ordered by mistake')).toBeVisible();
  });

  test('a new shopper paying from an empty wallet is told the balance is insufficient', async ({ page, login }) => {
    await page.setViewportSize(viewports.mobile);
    await login(STORE);
    await addProductsFromCatalogue(page, 1);
    await page.goto(`/${STORE}/cart`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await addAddressInDialog(page, { ...ashaInBengaluru, email: 'asha@example.in' }, { save: false });
    await page.getByRole('radio', { name: 'Wallet Money' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    // With a known balance the check happens before the review; otherwise the server refuses the order.
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    const insufficient = page.getByText('Insufficient Balance');
    await expect(placeOrder.or(insufficient).first()).toBeVisible();
    if (await placeOrder.isVisible()) await placeOrder.click();
    await expect(insufficient.first()).toBeVisible();
    // No order was made: the shopper is still in the checkout, which keeps its place in the address bar.
    await expect(page).toHaveURL(new RegExp(`/${STORE}/cart\\?checkout=[^&]+&step=1$`));
  });

  test('a shopper chooses the larger pack size on the product page and the cart line says which', async ({
    page,
    login,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await login(STORE);
    await openPage(page, `/${STORE}/search?query=Fresh%20Tomato`);
    await page.locator('.product-card', { hasText: 'Fresh Tomato' }).first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /Fresh Tomato/ })).toBeVisible();
    const sizes = page.getByRole('group', { name: 'Pack size of Fresh Tomato' });
    await expect(sizes.getByRole('radio')).toHaveCount(2);
    await expect(sizes.getByRole('radio').first()).toBeChecked();
    await sizes.getByRole('radio', { name: /^1 kg/ }).check();
    await expect(page.locator('.product-detail__price .price')).toHaveText('₹50.00');
    await snapshot(page, 'product-pack-sizes-1280');
    await page.locator('.product-detail').getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Product added to cart').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'You may also like' }).getByRole('article').first()).toBeVisible();
    await page.setViewportSize(viewports.mobile);
    // The row of other products scrolls within itself; the page never pans sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await snapshot(page, 'product-pack-sizes-375');
    await page.goto(`/${STORE}/cart`);
    const line = page.getByRole('listitem').filter({ hasText: 'Fresh Tomato' });
    await expect(line).toContainText('1 kg');
    await expect(line).toContainText('₹50.00');
  });
});
