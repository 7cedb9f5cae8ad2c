import type { Page } from '@playwright/test';
import { translate, type MessageId, type MessageValues } from '@haat/contract/i18n/translate';
import { DEMO_OWNER_MOBILE, setStock, signInStaffThroughApi, storeIdOf } from '../console.ts';
import { expect, snapshot, test, viewports } from '../fixtures.ts';
import { newMobile, readOtp } from '../login.ts';
import { openPage } from '../navigation.ts';

// This journey reads and presses the Hindi words, as a shopper whose browser asks for Hindi sees them.
const STORE = 'demo-dairy';
const hi = (id: MessageId, values?: MessageValues) => translate('hi', id, values);

/** A shown product of the store whose first pack is sold out, named in Hindi. */
async function soldOutProduct(page: Page, storeId: string) {
  const answer = await page.request.get(`/api/products?storeId=${storeId}&page=1&size=100`, {
    headers: { 'accept-language': 'hi' },
  });
  const { products } = (await answer.json()) as {
    products: {
      id: string;
      name: string;
      variants: { variantId: string; availableQuantity: number; isVisible: boolean }[];
    }[];
  };
  const product = products.find((item) => item.variants[0]?.isVisible && item.variants[0].availableQuantity === 0);
  if (!product) throw new Error('No sold-out product in the dairy');
  return { id: product.id, name: product.name, variantId: product.variants[0]!.variantId };
}

interface JobRun {
  sent: number;
  messages: { mobile: string; locale: string; text: string }[];
}
const runJob = async (page: Page): Promise<JobRun> =>
  (await (await page.request.post('/api/dev/jobs/back-in-stock')).json()) as JobRun;
// A shopper whose browser asks for Hindi.
test.use({ locale: 'hi-IN' });

test('A shopper asks, in Hindi, to be told when a sold-out pack is back, at 375 px', async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  const storeId = await storeIdOf(page, STORE);
  const product = await soldOutProduct(page, storeId);
  const askLabel = hi('product.notifyMeLabel', { product: product.name });

  // A guest is asked to log in first, and comes back to the same product.
  await openPage(page, `/${STORE}/product/${product.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('.product-detail').getByText(hi('cart.outOfStock'))).toBeVisible();
  await page.getByRole('button', { name: askLabel }).scrollIntoViewIfNeeded();
  await snapshot(page, 'notify-me-guest-375-hi', { fullPage: false });
  await page.getByRole('button', { name: askLabel }).click();
  await expect(page).toHaveURL(new RegExp(`/${STORE}/login$`));
  const mobile = newMobile();
  await page.getByRole('textbox', { name: hi('login.phoneLabel') }).fill(mobile);
  await page.getByRole('button', { name: hi('login.sendOtp') }).click();
  const otp = await readOtp(page, STORE, mobile);
  await page.getByRole('textbox', { name: hi('login.digit', { index: 1 }) }).click();
  await page.keyboard.type(otp);
  await expect(page).toHaveURL(new RegExp(`/${STORE}/product/${product.id}$`));

  // Signed in: asked once, it says so, and stays asked on a new visit.
  await page.getByRole('button', { name: askLabel }).click();
  const requested = page.locator('.product-detail').getByText(hi('product.notifyRequested'));
  await expect(requested).toBeVisible();
  await snapshot(page, 'notify-me-requested-375-hi', { fullPage: false });
  await openPage(page, `/${STORE}/product/${product.id}`);
  await expect(requested).toBeVisible();
  await expect(
    page.getByRole('button', { name: hi('product.notifyCancelLabel', { product: product.name }) }),
  ).toBeVisible();

  // The dairy's owner counts new stock in: one SMS, in Hindi, with the product's link on the store's own domain.
  const owner = await signInStaffThroughApi(page, STORE, DEMO_OWNER_MOBILE);
  expect((await setStock(page, owner, product.variantId, 6)).ok()).toBe(true);
  try {
    const first = (await runJob(page)).messages.filter((message) => message.mobile === mobile);
    expect(first).toHaveLength(1);
    expect(first[0]!.locale).toBe('hi');
    expect(first[0]!.text).toContain(
      `${product.name} फिर से स्टॉक में है। अभी ऑर्डर करें: https://dairy.haat.local/product/${product.id}`,
    );
    // Once: the next run sends nothing more to this shopper.
    expect((await runJob(page)).messages.filter((message) => message.mobile === mobile)).toEqual([]);

    await openPage(page, `/${STORE}/product/${product.id}`);
    const add = page.locator('.product-detail').getByRole('button', { name: hi('cart.addToCart') });
    await expect(add).toBeVisible();
    await snapshot(page, 'notify-me-back-in-stock-375-hi');
  } finally {
    // Sold out again, as the demo has it, for the journeys after this one.
    await setStock(page, owner, product.variantId, 0);
  }
});
