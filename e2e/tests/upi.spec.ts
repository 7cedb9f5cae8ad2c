import type { Page } from '@playwright/test';
import { expect, snapshot, test, viewports } from '../fixtures.ts';
import { addAddressInDialog, ashaInBengaluru } from '../address-dialog.ts';
import { addFirstProduct } from '../cart.ts';

// Issue 40 (4): an order paid by UPI without the provider's page. `demo` takes payments through CASHFREE;
// in development its UPI link opens the gateway emulator's page that plays the UPI app.
const STORE = 'demo';

async function placeOnlineOrder(page: Page) {
  await addFirstProduct(page, STORE);
  await page.goto(`/${STORE}/cart`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await addAddressInDialog(page, ashaInBengaluru, { save: false });
  await expect(page.getByRole('radio', { name: 'Online' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  return page.getByRole('dialog', { name: 'How would you like to pay?' });
}

const placed = (page: Page) => page.locator('.order-page__header').getByText('Placed', { exact: true });

test.describe('on a phone (touch, 375 px)', () => {
  test.use({ viewport: viewports.mobile, hasTouch: true, isMobile: true });

  test('pays with the UPI app: the intent opens the UPI app, Approve, and the order is Placed', async ({
    page,
    login,
  }) => {
    await login(STORE);
    const question = await placeOnlineOrder(page);
    // A touch-first device is offered the UPI app first.
    await expect(question.locator('.payment-ways button').first()).toHaveText('Pay by UPI app');
    await snapshot(page, 'upi-choose-375', { fullPage: false });
    await question.getByRole('button', { name: 'Pay by UPI app' }).click();

    const dialog = page.getByRole('dialog', { name: 'Pay in your UPI app' });
    await expect(dialog.getByText('Waiting for your payment…')).toBeVisible();
    await snapshot(page, 'upi-app-375', { fullPage: false });
    const [upiApp] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('link', { name: 'Pay by UPI app' }).click(),
    ]);
    await expect(upiApp.getByRole('heading', { name: 'UPI app (emulator)' })).toBeVisible();
    await snapshot(upiApp, 'upi-emulated-app-375', { fullPage: false });
    await upiApp.getByRole('button', { name: 'Approve' }).click();
    await expect(upiApp.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await upiApp.close();

    await expect(page).toHaveURL(new RegExp(`/${STORE}/order/[^/]+/status`), { timeout: 20_000 });
    await expect(placed(page)).toBeVisible();
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
    await snapshot(page, 'upi-paid-order-375');
  });
});

test.describe('on a laptop (1280 px)', () => {
  test.use({ viewport: viewports.desktop });

  test('shows the QR code; paying it in the emulated UPI app places the order', async ({ page, login }) => {
    await login(STORE);
    const question = await placeOnlineOrder(page);
    await expect(question.locator('.payment-ways button').first()).toHaveText('Scan a QR code');
    await question.getByRole('button', { name: 'Scan a QR code' }).click();

    const dialog = page.getByRole('dialog', { name: 'Scan to pay' });
    const qr = dialog.getByRole('img', { name: 'UPI QR code' });
    await expect(qr).toBeVisible();
    await snapshot(page, 'upi-qr-1280', { fullPage: false });
    const link = (await qr.getAttribute('data-upi-link')) ?? '';
    expect(link).toMatch(/^upi:\/\/pay\?/);
    const reference = new URLSearchParams(link.split('?')[1]).get('tr');

    // The phone that scanned it: the emulated UPI app for the QR's transaction reference.
    const phone = await page.context().newPage();
    await phone.goto(`${new URL(page.url()).origin}/__gateway/upi/pay?tr=${reference}`);
    await phone.getByRole('button', { name: 'Approve' }).click();
    await expect(phone.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await phone.close();

    await expect(page).toHaveURL(new RegExp(`/${STORE}/order/[^/]+/status`), { timeout: 20_000 });
    await expect(placed(page)).toBeVisible();
    await snapshot(page, 'upi-paid-order-1280');
  });
});
