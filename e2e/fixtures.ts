import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
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
  login: async ({ page, baseURL }, use) => {
    await use((store, mobile) => logInThroughApi(page, new URL(baseURL!).origin, store, mobile));
  },
});
export { expect };
