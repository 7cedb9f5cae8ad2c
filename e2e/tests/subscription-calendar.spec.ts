import type { Page } from '@playwright/test';
import { expect, snapshot, test, viewports } from '../fixtures.ts';
import { expectAccessible } from '../accessibility.ts';
import { subscribeEveryDay, type Shopper } from '../shopper.ts';

const DAIRY = 'demo-dairy';
const CASHFREE_STORE = 'demo'; // online recharge works here (spec §8: CASHFREE only)
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** `YYYY-MM-DD` plus `days`. */
function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
/** `26 November 2026`. */
const longDate = (date: string) =>
  utc(date).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** `26 Nov 2026`. */
const shortDate = (date: string) =>
  `${utc(date).getUTCDate()} ${SHORT_MONTHS[utc(date).getUTCMonth()]} ${utc(date).getUTCFullYear()}`;
/** `Thursday, 26 November 2026`: how a calendar day's heading reads. */
const dayHeading = (date: string) => `${DAY_NAMES[utc(date).getUTCDay()]}, ${longDate(date)}`;
const rupees = (amount: number) =>
  `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface CalendarFacts {
  today: string;
  firstChangeableDate: string;
  days: { date: string }[];
}

/** What the server says about today and the cut-off, so the journey works at any hour. */
async function calendarFacts(page: Page, shopper: Shopper): Promise<CalendarFacts> {
  const response = await page.request.get(
    `/api/subscriptions/calendar?customerId=${shopper.customerId}&storeId=${shopper.storeId}`,
    { headers: { Authorization: `Bearer ${shopper.token}` } },
  );
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as CalendarFacts;
}

const calendar = (page: Page) => page.getByRole('region', { name: 'Delivery calendar' });
/** One day of the calendar, found by its heading ('Thursday, 26 November 2026'). */
const dayOf = (page: Page, date: string) =>
  calendar(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${dayHeading(date)}`) }) });

async function bothSizes(page: Page, name: string, { fullPage = true } = {}) {
  await page.setViewportSize(viewports.mobile);
  await snapshot(page, `${name}-375`, { fullPage });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize(viewports.desktop);
  await snapshot(page, `${name}-1280`, { fullPage });
}

test.describe('A household plans its daily deliveries', () => {
  test('pauses a week and resumes, skips a day and changes one day’s quantity', async ({ page, login }) => {
    test.slow(); // login, a subscription, a pause and three day changes
    await page.setViewportSize(viewports.desktop);
    const shopper = await login(DAIRY);
    const facts = await calendarFacts(page, shopper);
    const milk = await subscribeEveryDay(page, shopper, { startDate: facts.today });
    const first = facts.firstChangeableDate;
    const shown = new Set(facts.days.map((day) => day.date));

    await page.goto(`/${DAIRY}/account/subscription`);
    await expect(calendar(page).getByRole('heading', { level: 2, name: 'Delivery calendar' })).toBeVisible();
    await expect(calendar(page).getByText(/^Changes for tomorrow clos/)).toBeVisible();
    await expect(dayOf(page, facts.today).getByText('Today')).toBeVisible();
    // Past days are muted, yet readable: the whole page, calendar included, passes axe-core.
    await expectAccessible(page);
    const firstDay = dayOf(page, first);
    await expect(firstDay).toContainText(`${milk.productName} × 1`);
    await expect(firstDay).toContainText(rupees(milk.unitPrice));

    // Away for a week, from the first date the cut-off still allows.
    const back = addDays(first, 6);
    await calendar(page).getByRole('button', { name: 'Pause deliveries' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pause deliveries' });
    await expect(dialog.getByLabel('From')).toHaveValue(first);
    await expect(dialog.getByLabel('From')).toHaveAttribute('min', first);
    await dialog.getByLabel('To').fill(addDays(first, -1));
    await dialog.getByRole('button', { name: 'Pause' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Error! End date cannot be earlier than start date.');
    await dialog.getByLabel('To').fill(back);
    await expect(dialog.getByRole('alert')).toHaveCount(0); // a corrected date clears the old complaint
    await expect(dialog.getByLabel('Subscription')).toHaveValue('');
    await expect(dialog.getByRole('option', { name: milk.productName })).toBeAttached();
    await bothSizes(page, 'subscription-pause-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Pause' }).click();
    await expect(dialog).toBeHidden();

    const pauses = page.getByRole('list', { name: 'Planned pauses' });
    await expect(pauses).toContainText(`Paused: ${shortDate(first)} – ${shortDate(back)} · All subscriptions`);
    const pausedDates = Array.from({ length: 7 }, (_, i) => addDays(first, i)).filter((date) => shown.has(date));
    for (const date of pausedDates) await expect(dayOf(page, date).getByText('Paused', { exact: true })).toBeVisible();
    await expect(dayOf(page, facts.today).getByText('Paused', { exact: true })).toHaveCount(0);
    await bothSizes(page, 'subscription-calendar-paused');

    await pauses.getByRole('button', { name: /^Resume All subscriptions/ }).click();
    await expect(pauses).toBeHidden();
    for (const date of pausedDates) await expect(dayOf(page, date).getByText('Paused', { exact: true })).toHaveCount(0);

    // Skip the first day, and bring it back.
    const change = (date: string) => `Change delivery of ${milk.productName} on ${longDate(date)}`;
    await calendar(page)
      .getByRole('button', { name: change(first) })
      .click();
    const day = page.getByRole('dialog', { name: `${milk.productName} on ${longDate(first)}` });
    await expect(day.getByRole('button', { name: 'Deliver as usual' })).toHaveCount(0);
    await day.getByRole('button', { name: 'Skip this day' }).click();
    await expect(day).toBeHidden();
    await expect(firstDay.getByText('Skipped', { exact: true })).toBeVisible();
    await expect(firstDay).not.toContainText(rupees(milk.unitPrice));
    await calendar(page)
      .getByRole('button', { name: change(first) })
      .click();
    await day.getByRole('button', { name: 'Deliver as usual' }).click();
    await expect(day).toBeHidden();
    await expect(firstDay.getByText('Skipped', { exact: true })).toHaveCount(0);
    await expect(firstDay).toContainText(`${milk.productName} × 1`);

    // Guests on the next day: three that day, at three times the price.
    const next = addDays(first, 1);
    await calendar(page)
      .getByRole('button', { name: change(next) })
      .click();
    const nextDay = page.getByRole('dialog', { name: `${milk.productName} on ${longDate(next)}` });
    await nextDay.getByRole('button', { name: `Add one more ${milk.productName}` }).click();
    await nextDay.getByRole('button', { name: `Add one more ${milk.productName}` }).click();
    await expect(nextDay.getByRole('group', { name: `Quantity of ${milk.productName}` })).toContainText('3');
    await nextDay.getByRole('button', { name: 'Save' }).click();
    await expect(nextDay).toBeHidden();
    await expect(dayOf(page, next)).toContainText(`${milk.productName} × 3`);
    await expect(dayOf(page, next)).toContainText(rupees(milk.unitPrice * 3));
    await expect(dayOf(page, next)).toContainText('Usually 1');
    // Then skip the day after, so the calendar shows every kind of change at once.
    await calendar(page)
      .getByRole('button', { name: change(addDays(first, 2)) })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Skip this day' }).click();
    await expect(dayOf(page, addDays(first, 2)).getByText('Skipped', { exact: true })).toBeVisible();
    await bothSizes(page, 'subscription-calendar');
    await calendar(page)
      .getByRole('button', { name: change(next) })
      .click();
    await bothSizes(page, 'subscription-day-dialog', { fullPage: false });
  });

  test('is told the wallet is short for tomorrow and recharges exactly that in one tap', async ({ page, login }) => {
    test.slow(); // login, a subscription, and an online payment
    await page.setViewportSize(viewports.desktop);
    const shopper = await login(CASHFREE_STORE);
    const facts = await calendarFacts(page, shopper);
    // From tomorrow, so no order of today's takes the wallet's attention; the new wallet holds ₹0.00.
    const tomorrow = addDays(facts.today, 1);
    const milk = await subscribeEveryDay(page, shopper, {
      startDate: tomorrow,
      quantity: 2,
      paymentMethod: 'HAAT_WALLET',
    });
    const shortfall = rupees(milk.unitPrice * 2);

    await page.goto(`/${CASHFREE_STORE}/account/subscription`);
    const notice = page.getByRole('region', { name: 'Low wallet balance' });
    await expect(notice).toContainText(`Your wallet is ${shortfall} short for your deliveries on `);
    const recharge = notice.getByRole('button', { name: `Recharge ${shortfall}` });
    await expect(recharge).toBeVisible();
    await bothSizes(page, 'subscription-low-balance');

    await recharge.click();
    const form = page.getByRole('dialog', { name: 'Recharge Wallet' });
    await expect(form.getByLabel('Amount')).toHaveValue((milk.unitPrice * 2).toFixed(2));
    await expect(form.getByRole('radio', { name: 'Online' })).toBeChecked();
    await form.getByRole('button', { name: 'Recharge' }).click();
    const payment = page.getByRole('dialog', { name: 'Complete your payment' });
    await payment.frameLocator('iframe').getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Wallet recharged successfully')).toBeVisible({ timeout: 20_000 });
    await expect(notice).toBeHidden();

    await page.goto(`/${CASHFREE_STORE}/account/wallet`);
    await expect(page.locator('.wallet-balance')).toContainText(shortfall);
  });
});
