import type { Locator, Page } from '@playwright/test';
import { expect, snapshot, test, viewports } from '../fixtures.ts';
import { addAddressInDialog, ashaInBengaluru } from '../address-dialog.ts';
import { addFirstProduct } from '../cart.ts';
import { openPage } from '../navigation.ts';

const STORE = 'demo';
/** Small, common and large phones. */
const PHONE_WIDTHS = [320, 375, 414] as const;
/** Every page and width is checked in one run, each failure reported. */
const softly = expect.configure({ soft: true });

/** How far the page is wider than the window, and the outermost elements that stick out past its edge. */
function sidewaysSpill() {
  const edge = window.innerWidth;
  const sticking = [...document.body.querySelectorAll('*')].filter(
    (element) => element.getBoundingClientRect().right > edge + 0.5,
  );
  const outermost = sticking.filter((element) => !sticking.includes(element.parentElement!));
  return {
    by: document.documentElement.scrollWidth - edge,
    elements: outermost.slice(0, 5).map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  };
}

/** Wider than Noto Sans: a Debian machine's default sans font, installed with Chromium's fonts. */
const WIDE_FALLBACK_FONT = "'DejaVu Sans', sans-serif";

/** The words of these texts that are split over two lines or stick out of their element's box. */
function brokenWords(texts: Locator) {
  return texts.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const text = element.firstChild;
      if (!text?.textContent) return [];
      const words: string[] = [];
      for (const match of text.textContent.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        // A word split over two lines has two boxes; one wider than its tile spills out of it.
        const boxes = [...range.getClientRects()].filter((box) => box.width > 0);
        const tile = element.getBoundingClientRect();
        if (boxes.length > 1 || boxes.some((box) => box.left < tile.left - 1 || box.right > tile.right + 1))
          words.push(match[0]);
      }
      return words;
    }),
  );
}

/** The page fits the phone at every width: nothing spills sideways, so it never pans. */
async function expectNoSidewaysPan(page: Page, what: string) {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    // Two frames: the new width laid out and painted.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const spill = await page.evaluate(sidewaysSpill);
    softly(spill.by, `${what} at ${width} px spills sideways: ${spill.elements.join(', ')}`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(viewports.mobile);
}

/** On a phone the step's main button is on screen without scrolling, above the tab bar. */
async function expectButtonInThumbReach(page: Page, name: string) {
  await page.setViewportSize(viewports.mobile);
  await page.evaluate(() => window.scrollTo(0, 0));
  const bar = page.getByRole('group', { name: 'Checkout total' });
  await expect(bar.getByRole('button', { name })).toBeInViewport();
  await expect(bar.getByText(/^₹/)).toBeVisible();
  const barBox = (await bar.boundingBox())!;
  const tabBarBox = (await page.getByRole('navigation', { name: 'Quick links' }).boundingBox())!;
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(tabBarBox.y + 1);
}

/** On a laptop the bar stays in the side column under the summary, without its own Total. */
async function expectBarInSideColumn(page: Page) {
  await page.setViewportSize(viewports.desktop);
  const bar = page.getByRole('group', { name: 'Checkout total' });
  const main = (await page.locator('.checkout-main').boundingBox())!;
  expect((await bar.boundingBox())!.x).toBeGreaterThan(main.x + main.width);
  await expect(bar.getByText(/^₹/)).toBeHidden();
  await page.setViewportSize(viewports.mobile);
}

test.describe('A shopper on a phone', () => {
  test('never has to pan sideways, and checks out with the button under the thumb', async ({ page, login }) => {
    test.slow(); // login, a whole checkout, then every account page at three widths
    await page.setViewportSize(viewports.mobile);

    // Home: category names wrap between words, never inside one, in the pages' own fonts and in a wider
    // fallback (a phone or desktop without Noto Sans).
    await page.goto(`/${STORE}/`);
    const names = page.locator('.category-tile__name');
    await expect(names.first()).toBeVisible();
    for (const font of [WIDE_FALLBACK_FONT, null]) {
      // Set through the CSSOM, which the Content-Security-Policy allows (an injected <style> it would not).
      await page.evaluate((family) => {
        if (family) document.documentElement.style.setProperty('--font', family);
        else document.documentElement.style.removeProperty('--font');
      }, font);
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        softly(
          await brokenWords(names),
          `category words broken at ${width} px in ${font ?? "the pages' fonts"}`,
        ).toEqual([]);
      }
      if (font) {
        await page.setViewportSize({ width: 320, height: 740 });
        await names.first().scrollIntoViewIfNeeded();
        await snapshot(page, 'narrow-home-categories-320-wide-font', { fullPage: false });
      }
    }
    await expectNoSidewaysPan(page, 'home');
    await names.first().scrollIntoViewIfNeeded();
    await page.setViewportSize({ width: 320, height: 740 });
    await snapshot(page, 'narrow-home-categories-320', { fullPage: false });
    await page.setViewportSize(viewports.mobile);
    await snapshot(page, 'narrow-home-categories-375', { fullPage: false });

    // Product and search.
    await openPage(page, `/${STORE}/category`);
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\//);
    await expectNoSidewaysPan(page, 'product');
    await openPage(page, `/${STORE}/search?query=rice`);
    await expect(page.getByText(/\d+ products?$/)).toBeVisible();
    await expectNoSidewaysPan(page, 'search');
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet.getByRole('slider', { name: 'Maximum price' })).toBeVisible();
    await snapshot(page, 'narrow-search-filters-375', { fullPage: false });
    // The toggle is behind the open sheet: the theme the app would set, set directly.
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await snapshot(page, 'narrow-search-filters-375-dark', { fullPage: false });
    await page.evaluate(() => document.documentElement.removeAttribute('data-theme'));
    await sheet.getByRole('button', { name: /^Show \d+ products?$/ }).click();
    await expect(sheet).toBeHidden();
    await page.setViewportSize(viewports.desktop);
    await expect(page.getByRole('button', { name: 'Filters' })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible();
    await snapshot(page, 'narrow-search-1280');
    await page.setViewportSize(viewports.mobile);

    // A shopper logs in and fills the cart.
    await login(STORE);
    await addFirstProduct(page, STORE);

    // Step 0: the cart.
    await page.goto(`/${STORE}/cart`);
    await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
    await expectNoSidewaysPan(page, 'cart');
    await expectButtonInThumbReach(page, 'Continue');
    await snapshot(page, 'narrow-cart-375', { fullPage: false });
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await snapshot(page, 'narrow-cart-375-dark', { fullPage: false });
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expectBarInSideColumn(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 1: a new address, cash on delivery.
    await expect(page.getByRole('group', { name: 'Select a delivery address' })).toBeVisible();
    await expectNoSidewaysPan(page, 'checkout step 1 without an address');
    await addAddressInDialog(page, ashaInBengaluru);
    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    await expectNoSidewaysPan(page, 'checkout step 1');
    await expectButtonInThumbReach(page, 'Continue');
    await snapshot(page, 'narrow-delivery-375', { fullPage: false });
    await page.setViewportSize({ width: 320, height: 640 });
    await snapshot(page, 'narrow-delivery-320', { fullPage: false });
    await page.setViewportSize(viewports.mobile);
    await expectBarInSideColumn(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 2: review.
    await expect(page.getByRole('heading', { name: 'Billing Info' })).toBeVisible();
    await expectNoSidewaysPan(page, 'checkout step 2');
    await expectButtonInThumbReach(page, 'Place Order');
    await snapshot(page, 'narrow-review-375', { fullPage: false });
    await expectBarInSideColumn(page);
    await page.setViewportSize(viewports.desktop);
    await snapshot(page, 'narrow-review-1280');
    await page.setViewportSize(viewports.mobile);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(new RegExp(`/${STORE}/order/[^/]+/status$`));

    // The account pages, the orders table holding the order just placed.
    for (const [path, heading] of [
      ['profile', 'Profile'],
      ['orders', 'Orders'],
      ['address', 'Address'],
      ['wallet', 'Wallet'],
      ['subscription', 'Subscription'],
    ] as const) {
      await page.goto(`/${STORE}/account/${path}`);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(heading, 'i') }).first()).toBeVisible();
      if (path === 'orders') await expect(page.getByRole('row').nth(1)).toBeVisible();
      await expectNoSidewaysPan(page, `account ${path}`);
    }
    await page.goto(`/${STORE}/account/orders`);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await snapshot(page, `narrow-account-orders-${width}`, { fullPage: false });
    }
  });
});
