import type { Page } from '@playwright/test';
import { expect, snapshot, test, viewports } from '../fixtures.ts';
import { addAddressInDialog, raviInPune } from '../address-dialog.ts';
import { openPage } from '../navigation.ts';

const STORE = 'demo-dairy';
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const messages = {
  selectDaysAndStart: 'Error! Please select repeated days and Start Date.',
  invalidStart: 'Error! Please select a valid Start Date.',
  endBeforeStart: 'Error! End date cannot be earlier than start date.',
  paymentDisabled: 'Error! Please contact store admin paymenthod is disabled.',
  selectPayment: 'Error! Please select payment mode.',
  selectDays: 'Error! Please select repeated days.',
};

/** A date `days` after today in India, as `YYYY-MM-DD` (the storefront's calendar). */
function indiaDate(days: number): string {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}
const dayName = (date: string) => DAY_NAMES[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

interface CatalogueProduct {
  id: string;
  name: string;
  isSubscribable: boolean;
}

/** The store's first subscribable product and its first one-time-only product, from the public catalogue. */
async function catalogueProducts(page: Page) {
  const lookup = await page.request.get(`/api/orgs/lookup?identifier=${STORE}&isFriendlyId=true`);
  const { store } = (await lookup.json()) as { store: { id: string } };
  const response = await page.request.get(`/api/products?storeId=${store.id}&page=1&size=30`);
  const { products } = (await response.json()) as { products: CatalogueProduct[] };
  const subscribable = products.find((product) => product.isSubscribable);
  const oneTime = products.find((product) => !product.isSubscribable);
  if (!subscribable || !oneTime) throw new Error('The demo dairy needs both kinds of product');
  return { subscribable, oneTime };
}

/** Presses Confirm Subscription and expects `message` as an error toast. */
async function confirmExpecting(page: Page, message: string) {
  await page.getByRole('button', { name: 'Confirm Subscription' }).click();
  await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
}

async function bothSizes(page: Page, name: string) {
  await page.setViewportSize(viewports.mobile);
  await snapshot(page, `${name}-375`);
  await page.setViewportSize(viewports.desktop);
  await snapshot(page, `${name}-1280`);
}

test.describe('A shopper subscribes to a product', () => {
  test('sets up a milk subscription, manages it, and the daily job delivers an order', async ({ page, login }) => {
    test.slow(); // login, every rule, the account list, the job and the orders page
    await page.setViewportSize(viewports.desktop);
    const { subscribable, oneTime } = await catalogueProducts(page);
    const today = indiaDate(0);
    const delivery = indiaDate(2);

    await login(STORE);

    // A product sold only once says so, with no form.
    await page.goto(`/${STORE}/subscription/${oneTime.id}`);
    await expect(page.getByRole('heading', { name: 'This product is not available for subscription' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm Subscription' })).toHaveCount(0);

    // From the product page to its subscription page.
    await openPage(page, `/${STORE}/product/${subscribable.id}`);
    await page.getByRole('link', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(new RegExp(`/${STORE}/subscription/${subscribable.id}$`));

    // First as if the store had switched both cash on delivery and the wallet off (rule 5).
    const paymentConfig = '**/api/stores/*/payment-config*';
    await page.route(paymentConfig, (route) =>
      route.fulfill({
        json: {
          onlinePayment: { enabled: true, activePaymentMethod: 'PHONEPE' },
          cashOnDelivery: { enabled: false },
          bmsWallet: { enabled: false },
        },
      }),
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: subscribable.name })).toBeVisible();
    const start = page.getByLabel('Start Date');
    const end = page.getByLabel('End Date');
    await expect(start).toHaveValue(today);
    await expect(start).toHaveAttribute('min', today);
    await expect(end).toHaveAttribute('min', today);
    await expect(page.getByRole('group', { name: 'Select Repeated Days' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Select Delivery Slot' }).getByRole('radio').first()).toBeChecked();
    await expect(page.getByRole('radio', { name: '05:30 AM – 07:00 AM' })).toBeVisible();
    // Rule 4 (an address) holds by construction: no address, no Confirm button.
    await expect(page.getByRole('button', { name: 'Confirm Subscription' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Shop more' })).toHaveAttribute('href', `/${STORE}/category`);
    await addAddressInDialog(page, raviInPune);
    await expect(page.getByRole('radio', { name: /Ravi Kumar/ })).toBeChecked();

    await start.fill('');
    await confirmExpecting(page, messages.selectDaysAndStart);
    await start.fill(today);
    await confirmExpecting(page, messages.selectDaysAndStart);
    await page.getByRole('checkbox', { name: dayName(delivery) }).check();
    await start.fill(indiaDate(-1));
    await confirmExpecting(page, messages.invalidStart);
    await start.fill(indiaDate(1));
    await end.fill(today);
    await confirmExpecting(page, messages.endBeforeStart);
    await end.fill(indiaDate(30));
    await confirmExpecting(page, messages.paymentDisabled);

    // The store as it really is: both modes on; nothing chosen yet (rule 6).
    await page.unroute(paymentConfig);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Cash on delivery' })).toBeVisible();
    await expect(page.getByText('Balance ₹0.00')).toBeVisible();
    await page.getByRole('checkbox', { name: dayName(delivery) }).check();
    await start.fill(today);
    // Today's orders closed at the cut-off yesterday: the page says when the subscription really starts.
    await expect(page.getByRole('status').filter({ hasText: /^Starts (tomorrow|on)/ })).toContainText('the day before');
    await end.fill(indiaDate(30));
    await page.getByRole('button', { name: `Add one more ${subscribable.name}` }).click();
    await expect(page.getByRole('group', { name: `Quantity of ${subscribable.name}` })).toContainText('2');
    await confirmExpecting(page, messages.selectPayment);
    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    const summary = page.getByRole('region', { name: 'Summary' });
    for (const row of ['Subtotal', 'Tax', 'Savings', 'Total'])
      await expect(summary.getByText(row, { exact: true })).toBeVisible();
    // The MRP holds every tax: the Tax row says Included rather than adding a second 0 (decision 027).
    await expect(summary.getByRole('definition').nth(1)).toHaveText('Included');
    await page.evaluate(() => window.scrollTo(0, 0));
    await bothSizes(page, 'subscription-setup');

    await page.getByRole('button', { name: 'Confirm Subscription' }).click();
    await expect(page.getByText('Subscription confirmed')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${STORE}/account/subscription$`));

    // The account list.
    const row = page.getByRole('row', { name: new RegExp(subscribable.name) });
    await expect(row).toBeVisible();
    await expect(row.getByText(longDate(indiaDate(30)))).toBeVisible();
    await expect(row.getByRole('list', { name: 'Repeats on' })).toContainText(`${dayName(delivery)}, repeats`);
    await bothSizes(page, 'account-subscriptions');
    await page.setViewportSize(viewports.mobile);
    await expect(page.getByRole('columnheader', { name: 'Weight' })).toBeHidden();
    await page.setViewportSize(viewports.desktop);

    // Pause and resume.
    const status = row.getByRole('switch');
    await expect(status).toBeChecked();
    await status.click();
    await expect(status).not.toBeChecked();
    await status.click();
    await expect(status).toBeChecked();

    // Edit: both rules, then no end date.
    await row.getByRole('button', { name: /^Edit subscription of / }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Subscription' });
    await expect(dialog.getByLabel('Start Date')).toBeDisabled();
    await dialog.getByRole('checkbox', { name: dayName(delivery) }).uncheck();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('alert').filter({ hasText: messages.selectDays }).first()).toBeVisible();
    await dialog.getByRole('checkbox', { name: dayName(delivery) }).check();
    await dialog.getByRole('checkbox', { name: dayName(indiaDate(3)) }).check();
    await dialog.getByLabel('End Date').fill(indiaDate(-1));
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('alert').filter({ hasText: messages.endBeforeStart }).first()).toBeVisible();
    await dialog.getByLabel('End Date').fill('');
    await bothSizes(page, 'account-subscription-update');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Till date')).toBeVisible();
    await expect(row.getByRole('list', { name: 'Repeats on' })).toContainText(`${dayName(indiaDate(3))}, repeats`);

    // The daily job for the delivery date makes the order.
    const job = await page.request.post('/api/dev/jobs/subscriptions', { data: { date: delivery } });
    expect(job.ok()).toBe(true);
    expect(((await job.json()) as { placed: number }).placed).toBeGreaterThanOrEqual(1);
    await page.goto(`/${STORE}/account/orders`);
    const orders = page.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect(orders).toHaveCount(1);
    await expect(orders.first()).toContainText('Placed');

    // Delete, after confirming.
    await page.goto(`/${STORE}/account/subscription`);
    await row.getByRole('button', { name: /^Delete subscription of / }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Subscription' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No Subscription Found')).toBeVisible();
  });
});
