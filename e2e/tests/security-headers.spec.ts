import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { openPage } from '../navigation.ts';

const STORE = 'demo';

/** Collects every CSP violation the page reports, from the console and from the DOM event. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

async function expectHeaders(page: Page, path: string) {
  // Once the app runs on the page, its own scripts have had their chance to break the policy.
  const response = await openPage(page, path);
  expect(response?.status(), path).toBeLessThan(400);
  const headers = response!.headers();
  expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy'], path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['x-content-type-options'], path).toBe('nosniff');
  expect(headers['x-frame-options'], path).toBe('DENY');
}

test.describe('The storefront runs under its own Content Security Policy', () => {
  test('home, a product, login and the cart load with no CSP violation', async ({ page, login }) => {
    const violations = await watchViolations(page);

    await expectHeaders(page, `/${STORE}`);
    const productLink = page.locator(`a[href*="/${STORE}/product/"]`).first();
    await expect(productLink).toBeVisible();
    await productLink.click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading').first()).toBeVisible();

    await expectHeaders(page, `/${STORE}/login`);
    await expect(page.getByRole('heading', { name: 'Log in or Sign up' })).toBeVisible();
    await login(STORE);

    await expectHeaders(page, `/${STORE}/cart`);
    await expect(page.locator('#root')).not.toBeEmpty();
    await expectHeaders(page, `/${STORE}/privacypolicy`);
    await expect(page.locator('#root')).not.toBeEmpty();

    // The bootstrap loader ran (the app had its store without a lookup round trip).
    expect(await page.evaluate(() => typeof (window as { __HAAT_BOOTSTRAP__?: unknown }).__HAAT_BOOTSTRAP__)).toBe(
      'object',
    );
    console.log(`security headers (browser): 5 pages checked, ${violations.length} CSP violations`);
    expect(violations).toEqual([]);
  });
});
