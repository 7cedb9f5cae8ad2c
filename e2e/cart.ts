import { expect, type Page } from '@playwright/test';
import { openPage } from './navigation.ts';

/** A signed-in shopper puts the catalogue's first product in the cart from its card. */
export async function addFirstProduct(page: Page, store: string): Promise<void> {
  await openPage(page, `/${store}/category`);
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Add( to Cart)?$/ })
    .click();
  await expect(page.getByText('Product added to cart').first()).toBeVisible();
}
