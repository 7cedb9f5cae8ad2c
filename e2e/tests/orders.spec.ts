import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, snapshot, test, viewports } from '../fixtures.ts';
import { raviInPuneAddress, type Shopper } from '../shopper.ts';

const STORE = 'demo';

/** Places `count` cash-on-delivery orders of one product through the API, as the checkout would. */
async function placeOrders(page: Page, shopper: Shopper, count: number): Promise<string[]> {
  const headers = { Authorization: `Bearer ${shopper.token}` };
  const products = await page.request.get(`/api/products?storeId=${shopper.storeId}&page=1&size=30`);
  const { products: list } = (await products.json()) as {
    products: { variants: { variantId: string; availableQuantity: number }[] }[];
  };
  const variant = list.map((product) => product.variants[0]).find((first) => first && first.availableQuantity >= count);
  if (!variant) throw new Error('No product with enough stock');
  const shippingAddress = raviInPuneAddress;

  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const checkout = await page.request.post('/api/checkouts', {
      headers,
      data: {
        storeId: shopper.storeId,
        customerId: shopper.customerId,
        cartItems: [{ productVariantId: variant.variantId, quantity: 1 }],
      },
    });
    expect(checkout.ok()).toBe(true);
    const { id: checkoutId } = (await checkout.json()) as { id: string };
    const patched = await page.request.patch(`/api/checkouts/${checkoutId}`, {
      headers,
      data: { storeId: shopper.storeId, shippingAddress, paymentMethod: 'COD' },
    });
    expect(patched.ok()).toBe(true);
    const order = await page.request.post('/api/orders', {
      headers,
      data: { storeId: shopper.storeId, customerId: shopper.customerId, checkoutId },
    });
    expect(order.ok()).toBe(true);
    const { id } = (await order.json()) as { id: string };
    ids.push(id);
    // A store lets a shopper have only a few COD orders open at once: the older ones were delivered.
    if (index < count - 1) await moveOrder(page, id, 'SHIPPED', 'DELIVERED');
  }
  return ids;
}

/**
 * The shop moves the order on with the operator's rules. The CLI (`orders set-state`) cannot open the
 * embedded database while the server holds it, so journeys use the development operator route, which runs
 * the same service.
 */
async function moveOrder(page: Page, orderId: string, ...states: string[]): Promise<void> {
  for (const state of states) {
    const moved = await page.request.post(`/api/dev/orders/${orderId}/state`, { data: { orderState: state } });
    expect(moved.ok()).toBe(true);
  }
}

test.describe('A shopper looks at their orders', () => {
  test('a new shopper has no orders', async ({ page, login }) => {
    await login(STORE);
    await page.goto(`/${STORE}/account/orders`);
    await expect(page.getByText('No Orders Found')).toBeVisible();
  });

  test('the order list shows 8 orders a page and opens an order', async ({ page, login }) => {
    await page.setViewportSize(viewports.desktop);
    const ids = await placeOrders(page, await login(STORE), 9);
    await page.goto(`/${STORE}/account/orders`);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(9); // the header and 8 orders
    await snapshot(page, 'account-orders-paged-1280');
    await page.getByRole('navigation', { name: 'Orders pages' }).getByRole('button', { name: 'Page 2' }).click();
    await expect(rows).toHaveCount(2);
    const row = rows.nth(1);
    await row.getByRole('button', { name: /^Actions for order #/ }).click();
    await row.getByRole('link', { name: 'View' }).click();
    // The oldest order is alone on page 2; from the list the page offers no Shop more.
    await expect(page).toHaveURL(new RegExp(`/${STORE}/order/${ids[0]}/view$`));
    await expect(page.getByRole('heading', { level: 1, name: /^Order HAAT-/ })).toBeVisible();
    await expect(page.getByText('Ravi Kumar')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop more' })).toHaveCount(0);
  });

  test('an order that does not exist shows Order not Found', async ({ page, login }) => {
    await page.setViewportSize(viewports.mobile);
    await login(STORE);
    await page.goto(`/${STORE}/order/00000000-0000-4000-8000-000000000000/view`);
    await expect(page.getByRole('heading', { name: 'Order not Found' })).toBeVisible();
  });

  test('a delivered order offers Download Invoice and the file downloads', async ({ page, login }) => {
    await page.setViewportSize(viewports.desktop);
    const [orderId] = await placeOrders(page, await login(STORE), 1);
    await moveOrder(page, orderId!, 'SHIPPED', 'DELIVERED');
    await page.goto(`/${STORE}/order/${orderId}/view`);
    await expect(page.getByText('Delivered').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop more' })).toHaveCount(0);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Invoice' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^invoice-HAAT-.+\.pdf$/);
    const file = readFileSync(await download.path());
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    await snapshot(page, 'order-delivered-1280');
    // Arriving from checkout, a delivered order also offers Shop more.
    await page.goto(`/${STORE}/order/${orderId}/status`);
    await expect(page.getByRole('link', { name: 'Shop more' })).toBeVisible();
  });
});
