import type { Page } from '@playwright/test';
import { expect, snapshot, test, viewports } from '../fixtures.ts';
import { addAddressInDialog, ashaInBengaluru } from '../address-dialog.ts';
import { addFirstProduct } from '../cart.ts';

/** `demo` takes online payments through CASHFREE (a dialog), `demo-dairy` through PHONEPE (a redirect). */
const CASHFREE_STORE = 'demo';
const PHONEPE_STORE = 'demo-dairy';

/** Cart → a new delivery address → Online (the store's default) → review. */
async function reviewOnlineOrder(page: Page, store: string) {
  await page.goto(`/${store}/cart`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await addAddressInDialog(page, ashaInBengaluru, { save: false });
  await expect(page.getByRole('radio', { name: 'Online' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
}

/** Cashfree and PhonePe ask how to pay an order first: their own page ("Cards, netbanking and more"). */
async function payOnProviderPage(page: Page) {
  await page
    .getByRole('dialog', { name: 'How would you like to pay?' })
    .getByRole('button', { name: 'Cards, netbanking and more' })
    .click();
}

function orderState(page: Page, label: string) {
  return page.locator('.order-page__header').getByText(label, { exact: true });
}

test.describe('A shopper pays an order online', () => {
  test('pays in the provider dialog and lands on the order, Placed', async ({ page, login }) => {
    await page.setViewportSize(viewports.desktop);
    await login(CASHFREE_STORE);
    await addFirstProduct(page, CASHFREE_STORE);
    await reviewOnlineOrder(page, CASHFREE_STORE);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await payOnProviderPage(page);

    const dialog = page.getByRole('dialog', { name: 'Complete your payment' });
    await expect(dialog).toBeVisible();
    const gateway = dialog.frameLocator('iframe[title="Payment page"]');
    await expect(gateway.getByRole('button', { name: 'Pay' })).toBeVisible();
    await snapshot(page, 'payment-dialog-1280');
    await page.setViewportSize(viewports.mobile);
    await snapshot(page, 'payment-dialog-375');
    await page.setViewportSize(viewports.desktop);
    await gateway.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(new RegExp(`/${CASHFREE_STORE}/order/[^/]+/status`), { timeout: 20_000 });
    await expect(orderState(page, 'Placed')).toBeVisible();
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
    // The server emptied the cart once the payment succeeded.
    await expect(page.getByRole('link', { name: 'Cart', exact: true }).first()).toBeVisible();
  });

  test('leaves the payment page, then pays the waiting order from its page with Retry payment', async ({
    page,
    login,
  }) => {
    await page.setViewportSize(viewports.mobile);
    await login(CASHFREE_STORE);
    await addFirstProduct(page, CASHFREE_STORE);
    await reviewOnlineOrder(page, CASHFREE_STORE);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await payOnProviderPage(page);
    await expect(page.getByRole('dialog', { name: 'Complete your payment' })).toBeVisible();

    // The shopper wanders off (a reload, another tab) without paying: the order waits, its stock held.
    await page.goto(`/${CASHFREE_STORE}/account/orders`);
    const row = page.getByRole('row').nth(1);
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: /^Actions for order/ }).click();
    await row.getByRole('link', { name: 'View' }).click();
    await expect(page.getByText('Waiting for the payment to complete.')).toBeVisible();
    await snapshot(page, 'order-retry-payment-375');
    await page.getByRole('button', { name: 'Retry payment' }).click();
    await payOnProviderPage(page);
    const gateway = page.getByRole('dialog', { name: 'Complete your payment' }).frameLocator('iframe');
    await gateway.getByRole('button', { name: 'Pay' }).click();
    await expect(orderState(page, 'Placed')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Retry payment' })).toHaveCount(0);
  });

  test('fails the payment and sees the order Failed', async ({ page, login }) => {
    await page.setViewportSize(viewports.mobile);
    await login(CASHFREE_STORE);
    await addFirstProduct(page, CASHFREE_STORE);
    await reviewOnlineOrder(page, CASHFREE_STORE);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await payOnProviderPage(page);

    const gateway = page.getByRole('dialog', { name: 'Complete your payment' }).frameLocator('iframe');
    await gateway.getByRole('button', { name: 'Fail' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Payment failed or user dropped' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(new RegExp(`/${CASHFREE_STORE}/order/[^/]+/status`));
    await expect(orderState(page, 'Failed')).toBeVisible();
    await snapshot(page, 'payment-failed-order-375');
  });

  test('goes to PhonePe in the same window and comes back to the order, Placed', async ({ page, login }) => {
    await page.setViewportSize(viewports.desktop);
    await login(PHONEPE_STORE);
    await addFirstProduct(page, PHONEPE_STORE);
    await reviewOnlineOrder(page, PHONEPE_STORE);
    const storefront = new URL(page.url()).origin;
    await page.getByRole('button', { name: 'Place Order' }).click();
    await payOnProviderPage(page);

    // The provider's own page, in the whole window (no dialog of ours).
    await expect(page).not.toHaveURL(new RegExp(`/${PHONEPE_STORE}/cart`), { timeout: 15_000 });
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(new RegExp(`^${storefront}/${PHONEPE_STORE}/order/[^/]+/status`), {
      timeout: 20_000,
    });
    await expect(orderState(page, 'Placed')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Confirming your payment…')).toHaveCount(0);
  });
});
