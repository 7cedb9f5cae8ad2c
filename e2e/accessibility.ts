import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { untilAppRuns } from './navigation.ts';

// Evaluated rather than added as a script tag: the storefront's Content-Security-Policy refuses inline scripts.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA, and axe's best practices (one h1, content in landmarks), which issue 39 asked for. */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe-core's rules on the part of the page `selector` names (the whole page by default) and expects no
 * violation; each is reported with its rule and the elements it found, so a failure says what to fix.
 */
export async function expectAccessible(page: Page, selector = 'html'): Promise<void> {
  // A toast or a dialog half faded in has half its contrast: let finite animations end first (not spinners).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } })
        .axe;
      const result = await axe.run({ include: [include] }, { runOnly: tags });
      return result.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { include: selector, tags: RULE_TAGS },
  );
  expect(violations, `axe on ${selector} of ${page.url()}`).toEqual([]);
}

interface AxeResults {
  violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
}

/**
 * The pages of the store a journey went through, each checked once per run by its route (ids and values left
 * out), so every screen the journeys reach is checked without checking the product page 40 times.
 */
const checkedRoutes = new Set<string>();

/** A page's route: its path with ids as `:id`, and the names of its query parameters. */
export function routeOf(url: URL): string {
  const path = url.pathname
    .split('/')
    .map((segment) => (/^[0-9a-f-]{16,}$|^\d+$|^HAAT-/i.test(segment) ? ':id' : segment))
    .join('/');
  const names = [...new Set(url.searchParams.keys())].sort();
  return names.length > 0 ? `${path}?${names.join('&')}` : path;
}

/**
 * Checks the page as the journey left it (dialogs and all), then opens each page the journey went through
 * whose route this run has not checked yet, as the same shopper, and checks it. Only the store's own pages
 * count: not the API, not files, not another origin such as the payment provider's.
 */
export async function expectPagesAccessible(page: Page, visited: Iterable<string>, origin: string): Promise<void> {
  const ours = (href: string) => {
    const url = new URL(href);
    return url.origin === origin && !url.pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.pathname);
  };
  if (ours(page.url())) {
    checkedRoutes.add(routeOf(new URL(page.url())));
    await expectAccessible(page);
  }
  for (const href of visited) {
    const route = ours(href) ? routeOf(new URL(href)) : null;
    if (route === null || checkedRoutes.has(route)) continue;
    checkedRoutes.add(route);
    const response = await page.goto(href);
    if (!response?.headers()['content-type']?.includes('text/html')) continue;
    await untilAppRuns(page);
    // Reads that finish after the app runs (lists, prices) are part of what is checked; a page that keeps
    // polling never goes quiet, so the wait is given up after a while and the page checked as it is.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    // Every page has its h1 once its content is in (axe checks that it does); a slow read shows a spinner.
    await page
      .locator('h1')
      .first()
      .waitFor({ state: 'attached', timeout: 5_000 })
      .catch(() => undefined);
    await expectAccessible(page);
  }
}
