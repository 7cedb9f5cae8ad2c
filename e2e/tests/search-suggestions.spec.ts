import { LANGUAGE_COOKIE } from '@haat/contract/i18n/locales';
import { translate } from '@haat/contract/i18n/translate';
import { expect, snapshot, test, viewports } from '../fixtures.ts';
import { expectAccessible } from '../accessibility.ts';
import { openPage } from '../navigation.ts';

const STORE = 'demo';

// What a shopper types as they say it, a word begun in Roman letters, and the product they meant.
const journeys = [
  { language: 'en', typed: 'tamat', product: 'Fresh Tomato' },
  { language: 'hi', typed: 'pya', product: 'प्याज़' },
] as const;

for (const { language, typed, product } of journeys) {
  test.describe(`in ${language === 'en' ? 'English' : 'Hindi'}`, () => {
    test.use({ viewport: viewports.mobile });

    test(`A shopper types "${typed}", picks a suggestion and lands on ${product}`, async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL! }]);
      await openPage(page, `/${STORE}/`);
      const box = page.getByRole('combobox', { name: translate(language, 'shell.searchProducts') });
      await box.click();
      await box.pressSequentially(typed, { delay: 60 });
      const list = page.getByRole('listbox', { name: translate(language, 'shell.searchSuggestions') });
      const choice = list.getByRole('option', { name: product, exact: true });
      await expect(choice).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      // The list fits the phone's width.
      const bounds = await list.boundingBox();
      expect(bounds!.x).toBeGreaterThanOrEqual(0);
      expect(bounds!.x + bounds!.width).toBeLessThanOrEqual(viewports.mobile.width);
      await snapshot(page, `search-suggestions-${language}-375`, { fullPage: false });
      await expectAccessible(page);

      // The keys reach it: down until the product is highlighted, then Enter.
      const options = await list.getByRole('option').allTextContents();
      for (let step = 0; step <= options.indexOf(product); step += 1) await box.press('ArrowDown');
      await expect(choice).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await choice.getAttribute('id'))!);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${STORE}/product/`));
      await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();

      // A search the shopper made is kept on the device and offered when the box is empty.
      await box.fill(typed);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${STORE}/search\\?query=${typed}`));
      await box.fill('');
      await box.focus();
      const recent = page.getByRole('listbox', { name: translate(language, 'shell.recentSearches') });
      await expect(recent.getByRole('option', { name: typed })).toBeVisible();
      await expectAccessible(page);
    });
  });
}

test('The suggestions sit under the search box on a desktop', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await openPage(page, `/${STORE}/`);
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.click();
  await box.pressSequentially('pan', { delay: 60 });
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
  await snapshot(page, 'search-suggestions-en-1280', { fullPage: false });
  await expectAccessible(page);
});
