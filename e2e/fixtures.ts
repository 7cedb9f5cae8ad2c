import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

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

/** The mark the storefront sets once it runs (apps/web/src/app/app.tsx). */
const APP_READY_MARK = 'haat:app-ready';

/**
 * Waits, after the page loads a document, until the app has taken over the server's HTML: a tap on a button
 * of the server-rendered page before that does nothing, as for a shopper whose scripts are still arriving.
 * Documents that are not the app (no `#root`) are not waited for.
 */
export async function untilAppRuns(page: Page): Promise<void> {
  // Asked from here, not polled in the page: a journey may have replaced the page's clock, and with it the
  // performance timeline; then the toast container, which mounts once the app runs, tells instead.
  await expect
    .poll(() =>
      page.evaluate(
        (mark) =>
          !document.getElementById('root') ||
          performance.getEntriesByName(mark).length > 0 ||
          document.querySelector('.Toastify') !== null,
        APP_READY_MARK,
      ),
    )
    .toBe(true);
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without scripts the page is the server's HTML and nothing takes it over.
    if (javaScriptEnabled === false) return use(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilAppRuns(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilAppRuns(page);
      return response;
    };
    await use(page);
  },
});
export { expect };
