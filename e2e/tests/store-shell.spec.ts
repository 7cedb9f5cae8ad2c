import { LANGUAGE_COOKIE } from '@haat/contract/i18n/locales';
import { expect, snapshot, test, viewports } from '../fixtures.ts';
import { addFirstProduct } from '../cart.ts';
import { openPage, untilAppRuns } from '../navigation.ts';

test.describe('A shopper opens a store', () => {
  test('the grocery store shows its name, logo, colours and announcement', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/demo');
    await expect(page).toHaveTitle('Sharma General Store');
    const brand = page.getByRole('link', { name: 'Sharma General Store home' });
    await expect(brand).toBeVisible();
    await expect(brand.locator('img')).toHaveAttribute('src', /\/files\/stores\/.+logo/);
    await expect(page.getByRole('region', { name: 'Announcement' })).toContainText('Free delivery');
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary-500').trim(),
    );
    expect(primary).toBe('#0f766e');
    await expect(page.getByRole('contentinfo')).toContainText('Powered by Haat');
    await snapshot(page, 'home-demo-1280');
    await page.setViewportSize(viewports.mobile);
    await snapshot(page, 'home-demo-375');
  });

  test('the testimonials carousel starts only as it comes near the screen', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await openPage(page, '/demo');
    // The banners' carousel, on the first screen, is running: the carousel code has loaded.
    await page.getByRole('button', { name: 'Show offer 2' }).click();
    await expect(page.getByRole('button', { name: 'Show offer 2' })).toHaveAttribute('aria-current', 'true');
    const next = page.getByRole('button', { name: 'Next testimonial' });
    await expect(next).toBeDisabled();
    await next.scrollIntoViewIfNeeded();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page.getByRole('button', { name: 'Previous testimonial' })).toBeEnabled();
  });

  test('the dairy shows in its own colours', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/demo-dairy');
    await expect(page).toHaveTitle('Gokul Dairy Fresh');
    await expect(page.getByRole('link', { name: 'Gokul Dairy Fresh home' })).toBeVisible();
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary-500').trim(),
    );
    expect(primary).toBe('#1d4ed8');
    await snapshot(page, 'home-dairy-1280');
    await page.setViewportSize(viewports.mobile);
    await snapshot(page, 'home-dairy-375');
  });

  test('an unknown path inside a store shows Not Found', async ({ page }) => {
    await page.goto('/demo/anything-else');
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sharma General Store home' })).toBeVisible();
  });

  test('a category sub-path that is not an id shows Not Found', async ({ page }) => {
    await page.goto('/demo/category/a/b');
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  });

  test('an unknown store shows the error view with 404', async ({ page }) => {
    const response = await page.goto('/no-such-store');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.locator('.error-view__message')).not.toBeEmpty();
    await snapshot(page, 'unknown-store-1280');
  });

  test('the announcement bar can be dismissed and stays dismissed on the next page', async ({ page }) => {
    await openPage(page, '/demo');
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(bar).toHaveCount(0);
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/demo\/privacypolicy$/);
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  });

  test('on a phone the bottom tab bar leads to Products, Cart and Account', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await openPage(page, '/demo');
    const tabs = page.getByRole('navigation', { name: 'Quick links' });
    await expect(tabs).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Sharma General Store home' }).getByText('Sharma General Store'),
    ).toBeHidden();
    await tabs.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/demo\/category$/);
    await tabs.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/demo\/?$/);
    await snapshot(page, 'tab-bar-375');
  });

  test('on a phone the top bar shows the cart with its count and the account, and nothing in it is cut off', async ({
    page,
    login,
    baseURL,
  }) => {
    await page.setViewportSize(viewports.mobile);
    await login('demo');
    await addFirstProduct(page, 'demo');
    for (const [language, cart, account, other] of [
      ['en', 'Cart, 1 item', 'Account', 'हिंदी'],
      ['hi', 'कार्ट, 1 सामान', 'खाता', 'English'],
    ] as const) {
      await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL! }]);
      await openPage(page, '/demo');
      const topBar = page.getByRole('banner');
      for (const width of [320, 360, 375]) {
        await page.setViewportSize({ width, height: 740 });
        await expect(topBar.getByRole('link', { name: cart })).toBeInViewport({ ratio: 1 });
        await expect(topBar.getByRole('link', { name: cart }).locator('.badge')).toHaveText('1');
        await expect(topBar.getByRole('link', { name: account })).toBeInViewport({ ratio: 1 });
        await expect(topBar.getByRole('combobox')).toBeInViewport({ ratio: 1 });
        const switcher = topBar.getByRole('button', { name: other });
        await expect(switcher).toBeInViewport({ ratio: 1 });
        // The switch's word sits inside its box (a clipped "हिंदी" loses its top or its end).
        const inside = await switcher.evaluate((button) => {
          const words = document.createRange();
          words.selectNodeContents(button);
          const text = words.getBoundingClientRect();
          const box = button.getBoundingClientRect();
          return text.left >= box.left && text.right <= box.right && text.top >= box.top && text.bottom <= box.bottom;
        });
        expect(inside, `${other} at ${width} px`).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
        await snapshot(page, `top-bar-${language}-${width}`, { fullPage: false });
      }
    }
  });

  test('on a phone every link of the footer is a target at least 24 px tall', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await openPage(page, '/demo');
    const links = page.getByRole('contentinfo').getByRole('link');
    await expect(links.first()).toBeVisible();
    const short = await links.evaluateAll((all) =>
      all
        .map((link) => ({
          link: link.textContent?.trim() || link.getAttribute('aria-label'),
          box: link.getBoundingClientRect(),
        }))
        .filter(({ box }) => box.height < 24)
        .map(({ link, box }) => `${link}: ${box.height} px`),
    );
    expect(short).toEqual([]);
    expect(await links.count()).toBeGreaterThanOrEqual(10);
  });

  test('on a desktop the bottom tab bar is hidden', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/demo');
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeHidden();
  });

  test('dark mode toggles and is remembered after a reload', async ({ page }) => {
    await openPage(page, '/demo');
    const toggle = page.getByRole('button', { name: 'Toggle dark mode' });
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await snapshot(page, 'home-demo-dark-1280');
    await page.reload();
    await untilAppRuns(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
  });

  test('searching from the top bar goes to the results page', async ({ page }) => {
    await openPage(page, '/demo');
    const box = page
      .getByRole('combobox', { name: 'Search products' })
      .or(page.getByRole('textbox', { name: 'Search products' }));
    await box.first().fill('   ');
    await box.first().press('Enter');
    await expect(page).toHaveURL(/\/demo\/?$/);
    await box.first().fill('paneer');
    await box.first().press('Enter');
    await expect(page).toHaveURL(/\/demo\/search\?.*query=paneer/);
  });

  test('the root of the shared host offers a store-id box', async ({ page }) => {
    await openPage(page, '/');
    const input = page.getByRole('textbox').first();
    await input.fill('demo-dairy');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/demo-dairy\/?$/);
    await expect(page).toHaveTitle('Gokul Dairy Fresh');
  });
});
