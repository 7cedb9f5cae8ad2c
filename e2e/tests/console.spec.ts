import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { addDays, indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import { expectAccessible } from '../accessibility.ts';
import { addAddressInDialog, ashaInBengaluru } from '../address-dialog.ts';
import { addFirstProduct } from '../cart.ts';
import {
  addSignedInMember,
  DEMO_OWNER_MOBILE,
  keepStaffSession,
  signInStaffThroughApi,
  type SignedInStaff,
} from '../console.ts';
import { expect, snapshot, test, viewports } from '../fixtures.ts';
import { newMobile, readOtp } from '../login.ts';
import { openPage } from '../navigation.ts';
import { raviInPuneAddress, subscribeEveryDay } from '../shopper.ts';

const STORE = 'demo';

/** A console in a browser of its own (the shop's phone), signed in as `staff`. */
async function openConsole(
  browser: Browser,
  staff: SignedInStaff,
  path = '/console',
  { notifications = false, streamDown = false } = {},
): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await keepStaffSession(context, STORE, staff);
  // A console whose live stream cannot open: it falls back to asking every few seconds.
  if (streamDown) await context.route('**/console/events', (route) => route.abort());
  if (notifications) {
    // The owner allowed notifications; each one shown is kept where the test can read its title.
    await context.grantPermissions(['notifications']);
    await context.addInitScript(() => {
      const shown: string[] = [];
      const Real = window.Notification;
      class Recorded extends Real {
        constructor(title: string, options?: NotificationOptions) {
          super(title, options);
          shown.push(title);
        }
      }
      Object.assign(window, { shown, Notification: Recorded });
    });
  }
  const page = await context.newPage();
  await page.goto(`/${STORE}${path}`);
  return page;
}

/** Screenshots of a console screen at both widths, and axe-core on it. */
async function lookAt(page: Page, name: string) {
  // A move's toast fades out 3 s after it (autoClose): checked mid-fade, its text has half its contrast.
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 10_000 });
  await page.setViewportSize(viewports.mobile);
  await snapshot(page, `console-${name}-375`);
  await page.setViewportSize(viewports.desktop);
  await snapshot(page, `console-${name}-1280`);
  await expectAccessible(page);
}

/** The shopper buys the catalogue's first product with cash on delivery through the storefront's checkout. */
async function placeOrderInStorefront(page: Page): Promise<{ id: string; number: string }> {
  await addFirstProduct(page, STORE);
  await page.goto(`/${STORE}/cart`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await addAddressInDialog(page, ashaInBengaluru);
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/${STORE}/order/[^/]+/status$`));
  const heading = page.getByRole('heading', { level: 1, name: /^Order HAAT-/ });
  const number = ((await heading.textContent()) ?? '').replace('Order ', '').trim();
  const id = new URL(page.url()).pathname.split('/')[3]!;
  return { id, number };
}

test.describe("The shop's console", () => {
  test('a phone not on the staff is told so, and the owner signs in through the page', async ({ page }) => {
    await openPage(page, `/${STORE}/console`);
    await expect(page.getByRole('heading', { name: 'Sign in to the shop console' })).toBeVisible();
    await lookAt(page, 'sign-in');

    // A stranger's phone gets no code (the server tells nobody who works here); any code is refused.
    await page.getByRole('textbox', { name: /phone/i }).fill(newMobile());
    await page.getByRole('button', { name: /send otp/i }).click();
    await page.getByRole('textbox', { name: /digit 1/i }).click();
    await page.keyboard.type('123456');
    await expect(page.getByRole('alert').filter({ hasText: 'This code did not work' })).toBeVisible();
    await expect(page.getByText(/this phone number is not on the staff of/)).toBeVisible();
    await lookAt(page, 'not-staff');

    await page.getByRole('button', { name: /change/i }).click();
    await page.getByRole('textbox', { name: /phone/i }).fill(DEMO_OWNER_MOBILE);
    await page.getByRole('button', { name: /send otp/i }).click();
    const otp = await readOtp(page, STORE, DEMO_OWNER_MOBILE);
    await page.getByRole('textbox', { name: /digit 1/i }).click();
    await page.keyboard.type(otp);
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await expect(page.getByText(`Signed in as ${DEMO_OWNER_MOBILE} · Owner`)).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to the shop console' })).toBeVisible();
  });

  test('the console speaks Hindi when its member chooses it, as the storefront does', async ({ page }) => {
    await openPage(page, '/demo-dairy/console');
    await page.getByRole('button', { name: 'हिंदी' }).click();
    await expect(page.getByRole('heading', { name: 'दुकान कंसोल में साइन इन करें' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await lookAt(page, 'sign-in-hi');
  });

  test('an order placed in the storefront shows in the console and is delivered, and the shopper sees it', async ({
    page,
    login,
    browser,
  }) => {
    test.slow(); // a checkout in the storefront, then every move in the console
    const shopper = await login(STORE);
    const owner = await signInStaffThroughApi(page, STORE, DEMO_OWNER_MOBILE);
    const shop = await openConsole(browser, owner, '/console', { notifications: true });
    await expect(shop.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    // The live stream is open: the list no longer asks on a timer, the stream's events refresh it.
    await expect(shop.getByRole('status').filter({ hasText: 'New orders show here as they arrive' })).toBeVisible();
    await shop.getByRole('checkbox', { name: 'Notify me of new orders on this device' }).check();

    const order = await placeOrderInStorefront(page);
    // No reload: the stream brings it, with a notification.
    const card = shop.getByRole('link', { name: new RegExp(`Order ${order.number}`) });
    await expect(card).toBeVisible();
    await expect(card).toContainText('New');
    await expect
      .poll(() => shop.evaluate(() => (window as unknown as { shown: string[] }).shown))
      .toContain('New order at Sharma General Store');
    await lookAt(shop, 'orders');
    // The shopper keeps their order's page open while the shop works on it.
    await page.goto(`/${STORE}/order/${order.id}/view`);
    const timeline = page.getByRole('region', { name: 'Order timeline' });

    await card.click();
    await expect(shop.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible();
    // The shopper's phone, to call them from the shop.
    await expect(shop.getByRole('link', { name: shopper.mobile })).toHaveAttribute('href', `tel:+91${shopper.mobile}`);
    await lookAt(shop, 'order');
    const moves = shop.getByRole('region', { name: 'Next steps' });
    for (const [button, done] of [
      ['Accept', 'Accepted'],
      ['Packed', 'Packed'],
      ['Out for delivery', 'Shipped'],
    ] as const) {
      await moves.getByRole('button', { name: button, exact: true }).click();
      await expect(shop.locator('.console-page__head')).toContainText(done);
    }
    await moves.getByRole('button', { name: 'Delivered', exact: true }).click();
    const cash = moves.getByLabel(/Cash collected/);
    const due = /₹([\d,.]+)/.exec((await moves.locator('label').textContent()) ?? '')![1]!.replace(/,/g, '');
    await cash.fill(due);
    await lookAt(shop, 'order-cash');
    await moves.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(shop.locator('.console-page__head')).toContainText('Delivered');
    await expect(moves).toHaveCount(0);

    // The shopper's order page follows, without a reload.
    await expect(timeline).toContainText('Delivered', { timeout: 15_000 });

    // The day's cash names the owner's collection.
    await shop.getByRole('link', { name: 'Cash' }).click();
    await expect(shop.getByRole('table')).toContainText('Demo owner');
    await lookAt(shop, 'cash');
    await shop.context().close();
  });

  test('a member who moves an order another member already moved is told where it is now', async ({
    page,
    login,
    browser,
  }) => {
    await login(STORE);
    const owner = await signInStaffThroughApi(page, STORE, DEMO_OWNER_MOBILE);
    const order = await placeOrderInStorefront(page);
    // With its stream down, the console learns of the other member's move only on its next ask, so the click
    // can come first; with the stream open it would show the move at once.
    const shop = await openConsole(browser, owner, `/console/orders/${order.id}`, { streamDown: true });
    await expect(shop.getByRole('button', { name: 'Out for delivery' })).toBeVisible();
    // Meanwhile another member cancels it.
    const member = await addSignedInMember(page, STORE, owner, 'STAFF');
    const cancelled = await page.request.post(`/api/stores/${member.storeId}/console/orders/${order.id}/moves`, {
      headers: member.headers,
      data: { move: 'CANCEL', fromState: 'PLACED', reason: 'Out of stock' },
    });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
    await shop.getByRole('button', { name: 'Out for delivery' }).click();
    await expect(shop.getByRole('alert')).toContainText(/Cancelled/i);
    await expect(shop.locator('.console-page__head')).toContainText('Cancelled');
    await shop.context().close();
  });

  test('a member changes a price and stock the storefront then shows; a bad CSV row changes nothing', async ({
    page,
    browser,
  }) => {
    const owner = await signInStaffThroughApi(page, STORE, DEMO_OWNER_MOBILE);
    const member = await addSignedInMember(page, STORE, owner, 'STAFF');
    const shop = await openConsole(browser, member, '/console/products');
    await shop.getByRole('searchbox', { name: /Find a product/ }).fill('Ginger');
    const ginger = shop.getByRole('form', { name: 'Ginger 250 g' });
    await expect(ginger.getByLabel('Price (₹)')).toHaveValue('35.00');
    await ginger.getByLabel('Price (₹)').fill('33.50');
    await ginger.getByLabel('Stock').fill('77');
    await ginger.getByRole('button', { name: 'Save' }).click();
    await expect(shop.getByText('Saved: Ginger 250 g')).toBeVisible();
    await lookAt(shop, 'products');

    // The shopper's storefront shows the new price at once (the change cleared every server's cached reads).
    await openPage(page, `/${STORE}/search?query=ginger`);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Ginger', exact: true }) });
    await expect(card).toContainText('₹33.50');

    // A file with one bad row: the rows are listed by line, and the good row is not written either.
    const csv = (text: string) => ({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    await shop.getByLabel('CSV file').setInputFiles(csv('sku,stock\nSGS-006-250G,5\nSGS-006-250G,lots\n'));
    await shop.getByRole('button', { name: 'Upload' }).click();
    await expect(shop.getByText('Line 3: stock must be a whole number, 0 or more')).toBeVisible();
    await lookAt(shop, 'products-csv-refused');
    await shop.reload();
    await shop.getByRole('searchbox', { name: /Find a product/ }).fill('Ginger');
    await expect(shop.getByRole('form', { name: 'Ginger 250 g' }).getByLabel('Stock')).toHaveValue('77');

    // A good file puts the price and stock back as the demo store had them.
    await shop.getByLabel('CSV file').setInputFiles(csv('sku,selling_price,stock\r\nSGS-006-250G,35,123\r\n'));
    await shop.getByRole('button', { name: 'Upload' }).click();
    await expect(shop.getByText('1 pack size changed')).toBeVisible();
    await expect(shop.getByRole('form', { name: 'Ginger 250 g' }).getByLabel('Stock')).toHaveValue('123');
    await shop.context().close();
  });

  test('the delivery sheet lists what the subscriptions say, and its PDF downloads', async ({
    page,
    login,
    browser,
  }) => {
    test.slow(); // three shoppers subscribe, then the console
    // Two days on: the shoppers may still change that day, whatever the hour.
    const day = addDays(indiaToday(), 2);
    const door = (name: string, pin: string) => ({ ...raviInPuneAddress, name, pin });
    const unique = Date.now().toString(36).slice(-5);
    const [coming, skipping, away] = [`Kiran ${unique}`, `Skipper ${unique}`, `Away ${unique}`];
    const kiran = await login(STORE);
    const milk = await subscribeEveryDay(page, kiran, {
      startDate: indiaToday(),
      quantity: 3,
      address: door(coming, '411001'),
    });
    const skipper = await login(STORE);
    const skipped = await subscribeEveryDay(page, skipper, {
      startDate: indiaToday(),
      address: door(skipping, '411002'),
    });
    const skip = await page.request.put(`/api/subscriptions/${skipped.id}/days/${day}`, {
      headers: { Authorization: `Bearer ${skipper.token}` },
      data: { storeId: skipper.storeId, quantity: 0 },
    });
    expect(skip.ok(), await skip.text()).toBe(true);
    const traveller = await login(STORE);
    await subscribeEveryDay(page, traveller, { startDate: indiaToday(), address: door(away, '411003') });
    const pause = await page.request.post('/api/subscriptions/pauses', {
      headers: { Authorization: `Bearer ${traveller.token}` },
      data: {
        storeId: traveller.storeId,
        customerId: traveller.customerId,
        subscriptionId: null,
        startDate: day,
        endDate: day,
      },
    });
    expect(pause.ok(), await pause.text()).toBe(true);

    const owner = await signInStaffThroughApi(page, STORE, DEMO_OWNER_MOBILE);
    const shop = await openConsole(browser, owner, '/console/today');
    await expect(shop.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    await expect(shop.getByText('Orders today')).toBeVisible();
    await lookAt(shop, 'today');

    await shop.getByRole('navigation', { name: 'Console screens' }).getByRole('link', { name: 'Deliveries' }).click();
    await shop.getByLabel('Day').fill(day);
    const card = shop.getByRole('listitem').filter({ hasText: coming });
    await expect(card).toContainText('411001');
    await expect(card).toContainText('× 3');
    await expect(card.getByRole('link', { name: raviInPuneAddress.mobile })).toHaveAttribute(
      'href',
      `tel:+91${raviInPuneAddress.mobile}`,
    );
    await expect(shop.getByRole('table')).toContainText(milk.productName);
    await expect(shop.getByText(skipping)).toHaveCount(0);
    await expect(shop.getByText(away)).toHaveCount(0);
    await lookAt(shop, 'deliveries');

    for (const [button, language] of [
      ['PDF in English', 'en'],
      ['PDF in हिंदी', 'hi'],
    ] as const) {
      const downloading = shop.waitForEvent('download');
      await shop.getByRole('button', { name: button }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`deliveries-${day}-${language}.pdf`);
      expect(
        readFileSync(await download.path())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    // A rider's or an owner's Hindi: the same sheet in its words.
    await shop.getByRole('button', { name: 'हिंदी', exact: true }).click();
    await expect(shop.getByRole('heading', { level: 1, name: /की डिलीवरी$/ })).toBeVisible();
    await expect(shop.getByRole('table')).toContainText('गाड़ी में रखें');
    await expect(shop.getByText(coming)).toBeVisible();
    await expect(shop.getByText(skipping)).toHaveCount(0);
    await shop.setViewportSize(viewports.mobile);
    await snapshot(shop, 'console-deliveries-hi-375');
    await shop.context().close();
  });

  test('the owner manages the staff and reads the log; a STAFF member sees neither', async ({ page, browser }) => {
    const owner = await signInStaffThroughApi(page, STORE, DEMO_OWNER_MOBILE);
    const member = await addSignedInMember(page, STORE, owner, 'STAFF');
    const shop = await openConsole(browser, owner, '/console/staff');
    await expect(shop.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
    await expect(shop.getByText(member.session.staff.mobile)).toBeVisible();
    await lookAt(shop, 'staff');
    await shop.getByRole('link', { name: 'Activity log' }).click();
    await expect(shop.getByText('Member added').first()).toBeVisible();
    // Each change in the owner's words, never the stored keys.
    await expect(shop.getByText(`Phone number: ${member.session.staff.mobile}`).first()).toBeVisible();
    await expect(shop.getByText('Role: Staff').first()).toBeVisible();
    await expect(shop.getByText(/\brole: STAFF/)).toHaveCount(0);
    await lookAt(shop, 'audit');
    await shop.context().close();

    const staffPhone = await openConsole(browser, member, '/console/orders');
    await expect(staffPhone.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    const nav = staffPhone.getByRole('navigation', { name: 'Console screens' });
    await expect(nav.getByRole('link')).toHaveText(['Today', 'Orders', 'Cash', 'Deliveries', 'Products', 'Reviews']);
    await staffPhone.goto(`/${STORE}/console/staff`);
    await expect(staffPhone.getByRole('heading', { name: 'For the owner only' })).toBeVisible();
    await lookAt(staffPhone, 'staff-member-refused');
    await staffPhone.context().close();
  });
});
