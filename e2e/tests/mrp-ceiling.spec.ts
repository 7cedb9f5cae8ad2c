import type { Page } from '@playwright/test';
import { formatRupees, fromPaise, toPaise } from '@haat/contract/format';
import { linePaidPaise } from '@haat/contract/pricing/line-pricing';
import type { Cart } from '@haat/contract/carts/carts.schemas';
import type { ProductPage } from '@haat/contract/catalogue/catalogue.schemas';
import { expectAccessible } from '../accessibility.ts';
import { expect, snapshot, test, viewports } from '../fixtures.ts';

/** Every shown, in-stock pack of a store, through its storefront's listing pages. */
async function sellablePacks(page: Page, store: string): Promise<string[]> {
  const lookup = await page.request.get(`/api/orgs/lookup?identifier=${store}&isFriendlyId=true`);
  const storeId = ((await lookup.json()) as { store: { id: string } }).store.id;
  const packs: string[] = [];
  for (let number = 1; ; number += 1) {
    const listing = (await (
      await page.request.get(`/api/products?storeId=${storeId}&page=${number}&size=100`)
    ).json()) as ProductPage;
    for (const product of listing.products) {
      for (const variant of product.variants) {
        if (variant.isVisible && variant.availableQuantity > 0) packs.push(variant.variantId);
      }
    }
    if (number >= listing.totalPages) return packs;
  }
}

for (const store of ['demo', 'demo-dairy']) {
  test(`Every pack of ${store}, in one cart, costs no more than its MRP, taxes included`, async ({ page, login }) => {
    test.slow(); // a cart of every pack the store sells
    await page.setViewportSize(viewports.desktop);
    const { token, cartId } = await login(store);
    const packs = await sellablePacks(page, store);
    expect(packs.length).toBeGreaterThan(30);
    let cart: Cart | null = null;
    for (const productVariantId of packs) {
      const added = await page.request.post(`/api/carts/${cartId}/add-item`, {
        headers: { authorization: `Bearer ${token}` },
        data: { item: { productVariantId } },
      });
      expect(added.status(), productVariantId).toBe(200);
      cart = (await added.json()) as Cart;
    }
    expect(cart!.items).toHaveLength(packs.length);

    // Each line: what one unit costs with its tax is at or under the MRP; the cart's saving is MRP less paid.
    let mrpPaise = 0;
    let paidPaise = 0;
    for (const item of cart!.items) {
      const paid = linePaidPaise({
        sellingPricePaise: toPaise(item.sellingPrice),
        quantity: item.quantity,
        taxPercent: item.taxPercent,
        taxType: item.taxType,
      });
      expect(paid, `${item.productName} ${item.sku}`).toBeLessThanOrEqual(toPaise(item.mrp) * item.quantity);
      mrpPaise += toPaise(item.mrp) * item.quantity;
      paidPaise += paid;
    }
    expect(toPaise(cart!.finalPrice)).toBe(paidPaise);
    expect(toPaise(cart!.totalDiscount)).toBe(mrpPaise - paidPaise);

    // The cart page shows the same: every line's price at or under its struck MRP, the total and the saving.
    await page.goto(`/${store}/cart`);
    const lines = page.locator('.cart-line');
    await expect(lines).toHaveCount(packs.length);
    const shown = await lines.evaluateAll((elements) =>
      elements.map((line) => [
        line.querySelector('.cart-line__price .price')?.textContent ?? '',
        line.querySelector('.cart-line__price .price--mrp')?.textContent ?? null,
      ]),
    );
    const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));
    for (const [price, mrp] of shown) if (mrp) expect(rupees(price!)).toBeLessThanOrEqual(rupees(mrp));
    const summary = page.locator('.summary').first();
    await expect(summary.locator('.bill__total dd')).toHaveText(formatRupees(fromPaise(paidPaise)));
    if (mrpPaise > paidPaise) {
      await expect(summary.locator('.bill__savings')).toContainText(formatRupees(fromPaise(mrpPaise - paidPaise)));
    }
    await expectAccessible(page);
    await snapshot(page, `mrp-ceiling-cart-${store}-1280`, { fullPage: false });
  });
}
