import { expect, snapshot, test, viewports } from '../fixtures.ts';

const STORE = 'demo'; // CASHFREE: online recharge works
const PHONEPE_STORE = 'demo-dairy'; // online recharge is CASHFREE only (spec §8)

test.describe('A shopper keeps a wallet', () => {
  test('recharges online through the provider dialog and sees the balance and the history', async ({ page, login }) => {
    await page.setViewportSize(viewports.desktop);
    await login(STORE);
    await page.goto(`/${STORE}/account/wallet`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Wallet' })).toBeVisible();
    await expect(page.getByText('Current Balance')).toBeVisible();
    await expect(page.getByText('₹0.00')).toBeVisible();
    await expect(page.getByText('No Transactions Found')).toBeVisible();

    await page.getByRole('button', { name: 'Recharge Wallet' }).click();
    const form = page.getByRole('dialog', { name: 'Recharge Wallet' });
    await expect(form.getByRole('radio', { name: 'Online' })).toBeChecked();
    await form.getByRole('button', { name: 'Recharge' }).click();
    await expect(form.getByText('Amount is required')).toBeVisible();
    await form.getByLabel('Amount').fill('12.345');
    await form.getByRole('button', { name: 'Recharge' }).click();
    await expect(form.getByText('Amount can have at most 2 decimals')).toBeVisible();
    await form.getByLabel('Amount').fill('500');
    await snapshot(page, 'wallet-recharge-1280');
    await page.setViewportSize(viewports.mobile);
    await snapshot(page, 'wallet-recharge-375');
    await page.setViewportSize(viewports.desktop);
    await form.getByRole('button', { name: 'Recharge' }).click();

    const payment = page.getByRole('dialog', { name: 'Complete your payment' });
    await payment.frameLocator('iframe').getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Wallet recharged successfully')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('₹500.00', { exact: true }).first()).toBeVisible();
    const row = page.getByRole('row', { name: /Wallet recharge \(online payment\)/ });
    await expect(row).toContainText('+₹500.00');
    await expect(row).toContainText('Credit');
    await snapshot(page, 'wallet-1280');
    await page.setViewportSize(viewports.mobile);
    await snapshot(page, 'wallet-375');
  });

  test('recharges with cash on delivery: the line waits as pending and the balance stays', async ({ page, login }) => {
    await page.setViewportSize(viewports.mobile);
    await login(STORE);
    await page.goto(`/${STORE}/account/wallet`);
    await page.getByRole('button', { name: 'Recharge Wallet' }).click();
    const form = page.getByRole('dialog', { name: 'Recharge Wallet' });
    await form.getByRole('radio', { name: 'Cash on delivery' }).check();
    await form.getByLabel('Amount').fill('250.50');
    await form.getByRole('button', { name: 'Recharge' }).click();
    await expect(page.getByText('Recharge requested: pay ₹250.50 in cash at your next delivery.')).toBeVisible();
    await expect(form).toBeHidden();
    const row = page.getByRole('row', { name: /Wallet recharge \(cash on delivery\)/ });
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('+₹250.50');
    await expect(page.locator('.wallet-balance')).toContainText('₹0.00');
    await expect(page.getByText('₹250.50 to pay on delivery — added once the shop collects it')).toBeVisible();
    await snapshot(page, 'wallet-pending-375');
    await page.setViewportSize(viewports.desktop);
    await snapshot(page, 'wallet-pending-1280');
  });

  test('is told online recharge is not supported where the store pays through PhonePe', async ({ page, login }) => {
    await page.setViewportSize(viewports.mobile);
    await login(PHONEPE_STORE);
    await page.goto(`/${PHONEPE_STORE}/account/wallet`);
    await page.getByRole('button', { name: 'Recharge Wallet' }).click();
    const form = page.getByRole('dialog', { name: 'Recharge Wallet' });
    await form.getByLabel('Amount').fill('100');
    await form.getByRole('button', { name: 'Recharge' }).click();
    await expect(page.getByText('Payment method not supported')).toBeVisible();
  });
});
