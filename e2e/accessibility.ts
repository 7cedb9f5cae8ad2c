import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core's WCAG 2.1 A and AA rules on the page as it is now and fails with each violation's rule and
 * the elements it found, so a journey checks the pages it visits, not just their looks.
 */
export async function expectNoAccessibilityViolations(page: Page, where: string): Promise<void> {
  // Evaluated, not added as a <script>: the storefront's CSP (rightly) refuses inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } })
      .axe;
    interface AxeResults {
      violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
    }
    const results = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      elements: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
  expect(violations, `accessibility violations on ${where}`).toEqual([]);
}
