import { expect, type Page, type Response } from '@playwright/test';

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

/**
 * Opens `url` and waits until the app runs, for a journey that taps or types on the page next. `page.goto`
 * is enough where the journey only reads the page, and on screens behind the login guard: the server does
 * not render those, so what a journey finds there is already the running app's.
 */
export async function openPage(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await untilAppRuns(page);
  return response;
}
