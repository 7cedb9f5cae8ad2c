import { expect, snapshot, test, viewports } from '../fixtures.ts';
import { addAddressInDialog, ashaInBengaluru } from '../address-dialog.ts';
import { openPage } from '../navigation.ts';

const STORE = 'demo';

// Issue 39: cash on delivery chosen, a reload, and the checkout started again with Online selected; the next
// Place Order opened the gateway and left a Pending order.
test('a reload during checkout keeps the step and cash on delivery, and the order is COD', async ({ page, login }) => {
  await page.setViewportSize(viewports.mobile);
  await login(STORE);
  await openPage(page, `/${STORE}/category`);
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: /^Add( to Cart)?$/ }).click();
  await expect(card.getByRole('group', { name: /^Quantity of / })).toContainText('1');

  await page.goto(`/${STORE}/cart`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await addAddressInDialog(page, { ...ashaInBengaluru, email: 'asha@example.in' });
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await expect(page).toHaveURL(new RegExp(`/${STORE}/cart\\?checkout=[^&]+&step=1$`));

  await page.reload();
  await expect(page.getByRole('group', { name: 'Select a delivery address' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();

  // The review says how the order will be paid where it can't be missed, and a reload keeps the review.
  const payment = page.getByRole('region', { name: 'Payment Method' });
  await expect(payment).toContainText('Cash on delivery');
  await expect(page).toHaveURL(/step=2$/);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Payment Method' })).toContainText('Cash on delivery');
  await snapshot(page, 'checkout-review-after-reload-375');
  await page.setViewportSize(viewports.desktop);
  await snapshot(page, 'checkout-review-after-reload-1280');

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/${STORE}/order/[^/]+/status$`));
  await expect(page.getByRole('status').filter({ hasText: 'Order placed' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order timeline' }).getByRole('listitem')).toHaveText([/^Placed/]);
});
