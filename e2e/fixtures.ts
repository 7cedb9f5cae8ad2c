import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { expectPagesAccessible } from './accessibility.ts';
import { logInThroughApi, type SignedInShopper } from './login.ts';

export const artifactsDir = path.resolve(import.meta.dirname, 'artifacts');

export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

/**
 * Saves a screenshot under e2e/artifacts/ for a person to look at: the full page, or with `fullPage: false`
 * the screen as the shopper sees it (where fixed and sticky bars really sit).
 */
export async function snapshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage });
}

/** Signs a shopper (a new one unless `mobile` is given) in to `store` without the login page. */
export type Login = (store: string, mobile?: string) => Promise<SignedInShopper>;

export const test = base.extend<{ login: Login }>({
  // Every journey is also an accessibility check of every page it reaches (issue 39): axe-core runs on the
  // page as the journey leaves it, and on each page it went through that no journey before it led to.
  page: async ({ page, baseURL, javaScriptEnabled }, use, testInfo) => {
    const visited = new Set<string>();
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.add(frame.url());
    });
    await use(page);
    // axe-core runs in the page: without JavaScript it cannot, and the same pages are checked with it.
    if (testInfo.status !== testInfo.expectedStatus || page.isClosed() || javaScriptEnabled === false) return;
    testInfo.setTimeout(testInfo.timeout + 60_000); // the pages are opened again, on top of the journey's time
    await expectPagesAccessible(page, visited, new URL(baseURL!).origin);
  },
  login: async ({ page, baseURL }, use) => {
    await use((store, mobile) => logInThroughApi(page, new URL(baseURL!).origin, store, mobile));
  },
});
export { expect };
