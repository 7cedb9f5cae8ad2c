import type { Page } from '@playwright/test';
import { translate, type MessageId } from '@haat/contract/i18n/translate';
import type { Locale } from '@haat/contract/i18n/locales';
import type { ProductDetail } from '@haat/contract/catalogue/catalogue.schemas';
import type { WebStoreConfig } from '@haat/contract/stores/stores.schemas';
import { expectAccessible } from '../accessibility.ts';
import { expect, snapshot, test, viewports } from '../fixtures.ts';

const STORE = 'demo';

/** The demo store's seller and two of its products: one in a maker's package, one sold loose. */
async function demoListing(page: Page) {
  const lookup = (await (await page.request.get(`/api/orgs/lookup?identifier=${STORE}&isFriendlyId=true`)).json()) as {
    store: { id: string };
  };
  const storeId = lookup.store.id;
  const config = (await (
    await page.request.get(`/api/store-themes/${storeId}/web-store-config`)
  ).json()) as WebStoreConfig;
  const { products } = (await (await page.request.get(`/api/products?storeId=${storeId}&page=1&size=100`)).json()) as {
    products: { id: string }[];
  };
  const details = await Promise.all(
    products.map(
      async ({ id }) =>
        (await (await page.request.get(`/api/products/${id}?storeId=${storeId}`)).json()) as ProductDetail,
    ),
  );
  const packaged = details.find((detail) => detail.declarations?.maker?.kind === 'MANUFACTURER');
  const loose = details.find((detail) => detail.declarations && detail.declarations.maker === null);
  if (!config.seller || !packaged || !loose) throw new Error('the demo store lacks its seller or declarations');
  return { seller: config.seller, packaged, loose };
}

const rowsOf = (page: Page) =>
  page
    .getByRole('region', { name: /Product information|सामान की जानकारी/ })
    .locator('.product-declarations__row')
    .evaluateAll((rows) =>
      rows.map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]),
    );

for (const locale of ['en', 'hi'] as const satisfies readonly Locale[]) {
  const say = (id: MessageId, values?: Record<string, string>) => translate(locale, id, values);
  test.describe(`A careful shopper in ${locale === 'en' ? 'English' : 'Hindi'}`, () => {
    test.use({ locale: locale === 'en' ? 'en-IN' : 'hi-IN' });

    for (const viewport of Object.values(viewports)) {
      test(`reads what a pack declares and who sells it, at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        const { seller, packaged, loose } = await demoListing(page);

        await page.goto(`/${STORE}/product/${packaged.id}`);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const declarations = packaged.declarations!;
        const maker = declarations.maker!;
        const variant = packaged.variants[0]!;
        const country = new Intl.DisplayNames([locale], { type: 'region' }).of(declarations.countryOfOrigin)!;
        const rows = await rowsOf(page);
        expect(rows.map(([label]) => label)).toEqual([
          say('product.netQuantity'),
          say('product.mrpInclusive'),
          say('product.manufacturedBy'),
          say('product.countryOfOrigin'),
          say('product.consumerCare'),
        ]);
        expect(rows[0]![1]).toMatch(new RegExp(`^${variant.weight}\\s`));
        expect(rows[1]![1]).toBe(`₹${variant.mrp.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
        expect(rows[2]![1]).toBe(`${maker.name}, ${maker.address}`);
        expect(rows[3]![1]).toBe(country);
        expect(rows[4]![1]).toBeTruthy();

        // The footer names the seller, its GSTIN and FSSAI number, and whom to complain to.
        const footer = page.getByRole('contentinfo');
        await expect(footer.getByRole('heading', { name: say('shell.soldBy') })).toBeVisible();
        const sellerColumn = footer.locator('.footer__seller');
        await expect(sellerColumn.getByText(seller.legalName, { exact: true })).toBeVisible();
        await expect(sellerColumn.getByText(seller.address, { exact: true })).toBeVisible();
        await expect(footer.getByText(say('shell.gstin', { gstin: seller.gstin! }))).toBeVisible();
        await expect(footer.getByText(say('shell.fssai', { number: seller.fssaiLicence! }))).toBeVisible();
        await expect(footer.getByRole('heading', { name: say('shell.grievanceOfficer') })).toBeVisible();
        const officer = seller.grievanceOfficer;
        await expect(footer.getByText(`${officer.name}, ${officer.designation}`)).toBeVisible();
        await expect(footer.getByRole('link', { name: officer.email })).toHaveAttribute(
          'href',
          `mailto:${officer.email}`,
        );
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await expectAccessible(page);
        await page.getByRole('region', { name: say('product.declarations') }).scrollIntoViewIfNeeded();
        await snapshot(page, `declarations-${locale}-${viewport.width}`, { fullPage: false });
        await footer.scrollIntoViewIfNeeded();
        await snapshot(page, `declarations-footer-${locale}-${viewport.width}`, { fullPage: false });

        // Loose produce comes in no package: no maker, but still its origin.
        await page.goto(`/${STORE}/product/${loose.id}`);
        const looseRows = await rowsOf(page);
        expect(looseRows.map(([label]) => label)).not.toContain(say('product.manufacturedBy'));
        expect(looseRows.map(([label]) => label)).toContain(say('product.countryOfOrigin'));
      });
    }
  });
}
