import { readFile } from 'node:fs/promises';
import { expect, snapshot, test, viewports } from '../fixtures.ts';
import { expectAccessible } from '../accessibility.ts';
import { readOtp } from '../login.ts';
import { openPage } from '../navigation.ts';
import { subscribeEveryDay } from '../shopper.ts';

const STORE = 'demo';

/** Today in India, `YYYY-MM-DD` (the store's calendar). */
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`A shopper takes their data and deletes their account (${viewport.width} px)`, () => {
    test(`downloads the data, is told why deletion waits, deletes, and signs up fresh (${size})`, async ({
      page,
      login,
    }) => {
      await page.setViewportSize(viewport);
      const shopper = await login(STORE);
      const { mobile } = shopper;
      await page.goto(`/${STORE}/account/profile`);
      await page.getByLabel('Name').fill('Asha Rao');
      await page.getByRole('button', { name: 'Update', exact: true }).click();
      await expect(page.getByText('Profile updated successfully')).toBeVisible();

      const yourData = page.getByRole('region', { name: 'Your data' });
      await expect(yourData).toBeVisible();
      await expectAccessible(page, '.your-data');
      await snapshot(page, `personal-data-profile-${viewport.width}`);

      // The file is the server's answer, named by the store and the day.
      const downloading = page.waitForEvent('download');
      await yourData.getByRole('button', { name: 'Download my data' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`my-data-${STORE}-${indiaToday()}.json`);
      const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
        format: string;
        profile: { name: string; loginMobile: string };
        subscriptions: unknown[];
      };
      expect(data).toMatchObject({
        format: 'haat-personal-data/2',
        profile: { name: 'Asha Rao', loginMobile: mobile },
      });

      // An active subscription: the dialog says why the account cannot go yet, and sends no code.
      const subscription = await subscribeEveryDay(page, shopper, { startDate: indiaToday() });
      await yourData.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete my account' });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, 'dialog.modal');
      await dialog.getByRole('button', { name: 'Send code' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(/cannot be deleted while a subscription is active/);
      await snapshot(page, `personal-data-refused-${viewport.width}`, { fullPage: false });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      const removed = await page.request.delete(`/api/subscriptions/${subscription.id}?storeId=${shopper.storeId}`, {
        headers: { Authorization: `Bearer ${shopper.token}` },
      });
      expect(removed.ok()).toBe(true);

      // Now a code to the login phone confirms it.
      await yourData.getByRole('button', { name: 'Delete my account' }).click();
      await dialog.getByRole('button', { name: 'Send code' }).click();
      await expect(dialog.getByText(`+91 ${mobile}`)).toBeVisible();
      const otp = await readOtp(page, STORE, mobile);
      await dialog.getByRole('textbox', { name: /digit 1/i }).click();
      await page.keyboard.type(otp);
      await expectAccessible(page, 'dialog.modal');
      await snapshot(page, `personal-data-code-${viewport.width}`, { fullPage: false });
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(dialog.getByRole('status')).toHaveText('Your account has been deleted.');
      await dialog.getByRole('button', { name: 'Go to home' }).click();
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), `haat:${STORE}:auth`)).toBeNull();

      // The old session is over on the server too.
      const old = await page.request.get(`/api/customers/${shopper.customerId}?storeId=${shopper.storeId}`, {
        headers: { Authorization: `Bearer ${shopper.token}` },
      });
      expect(old.status()).toBe(403);

      // The same phone signs up as someone new: nothing of the old account shows.
      const fresh = await login(STORE, mobile);
      expect(fresh.customerId).not.toBe(shopper.customerId);
      await page.goto(`/${STORE}/account/profile`);
      await expect(page.getByLabel('Name')).toHaveValue('');
      await page.goto(`/${STORE}/account/subscription`);
      await expect(page.getByText('No Subscription Found')).toBeVisible();
    });

    test(`reads the privacy notice from the profile and the footer (${size})`, async ({ page, login }) => {
      await page.setViewportSize(viewport);
      await login(STORE);
      await page.goto(`/${STORE}/account/profile`);
      await page.getByRole('link', { name: 'What is kept and why' }).click();
      await expect(page).toHaveURL(new RegExp(`/${STORE}/privacy-notice$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'What is kept after deletion, and why' })).toBeVisible();
      await expectAccessible(page, '.policy');
      await snapshot(page, `personal-data-notice-${viewport.width}`);
      await openPage(page, `/${STORE}`);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    });
  });
}
