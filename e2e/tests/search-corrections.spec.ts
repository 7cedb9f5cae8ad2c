import { expect, snapshot, test, viewports } from '../fixtures.ts';
import { expectAccessible } from '../accessibility.ts';
import { openPage } from '../navigation.ts';

const STORE = 'demo';

for (const [size, viewport] of Object.entries(viewports)) {
  test(`A misspelled search says what it searched for, and the words as typed find nothing but categories (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openPage(page, `/${STORE}/search?query=panner`);
    await expect(page.getByText('Showing results for paneer')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Fresh Paneer' }).first()).toBeVisible();
    await snapshot(page, `search-corrected-${size}`, { fullPage: false });
    await expectAccessible(page);

    await page.getByRole('link', { name: 'panner', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${STORE}/search\\?query=panner&asTyped=true$`));
    await expect(page.getByText('No Product Found')).toBeVisible();
    await expect(page.getByText('Showing results for paneer')).toHaveCount(0);
    const categories = page.getByRole('navigation', { name: 'Browse a category' });
    await expect(categories.getByRole('link').first()).toBeVisible();
    await snapshot(page, `search-nothing-${size}`, { fullPage: false });
    await expectAccessible(page);
    await categories.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/${STORE}/category/`));
  });
}
