import { expect, snapshot, test, viewports } from '../fixtures.ts';

const STORE = 'demo';

test.describe('A shopper finds their way around the account area', () => {
  test('at 1280 px the side navigation shows, highlights the section and toggles 13 rem / 4 rem', async ({
    page,
    login,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await login(STORE);
    await page.goto(`/${STORE}/account`);
    await expect(page).toHaveURL(/\/account\/profile$/);
    const nav = page.getByRole('navigation', { name: 'Account' });
    await expect(nav).toBeVisible();
    for (const name of ['Profile', 'Wallet', 'Address', 'Orders', 'Subscription']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Account menu', exact: true })).toBeHidden();
    const width = async () => (await nav.boundingBox())?.width ?? 0;
    expect(await width()).toBeCloseTo(13 * 16, -1);
    await snapshot(page, 'account-nav-1280');

    await nav.getByRole('button', { name: 'Collapse account menu' }).click();
    await expect.poll(width).toBeLessThanOrEqual(4 * 16 + 1);
    await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
    await snapshot(page, 'account-nav-collapsed-1280');
    await nav.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: 'Expand account menu' }).click();
    await expect.poll(width).toBeGreaterThan(13 * 16 - 2);
  });

  test('at 375 px the navigation is hidden, opens as an overlay and closes on a route change', async ({
    page,
    login,
  }) => {
    await page.setViewportSize(viewports.mobile);
    await login(STORE);
    await page.goto(`/${STORE}/account/profile`);
    const nav = page.getByRole('navigation', { name: 'Account' });
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(nav).toBeHidden();
    await snapshot(page, 'account-profile-375');
    const menu = page.getByRole('button', { name: 'Account menu', exact: true });
    await menu.click();
    await expect(nav).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await snapshot(page, 'account-nav-open-375');
    await nav.getByRole('link', { name: 'Wallet' }).click();
    await expect(page).toHaveURL(/\/account\/wallet$/);
    await expect(nav).toBeHidden();
    await menu.click();
    await expect(nav).toBeVisible();
    // The backdrop is the part of the screen beside the drawer.
    await page.getByRole('button', { name: 'Close account menu' }).click({ position: { x: 350, y: 400 } });
    await expect(nav).toBeHidden();
    await menu.click();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
  });

  test('the profile form saves name, email and gender', async ({ page, login }) => {
    await login(STORE);
    await page.goto(`/${STORE}/account/profile`);
    await page.getByRole('textbox', { name: 'Name' }).fill('Asha Rao');
    await page.getByRole('textbox', { name: 'Email Address' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Please enter a valid Email Address')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email Address' }).fill('asha@example.com');
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Rao');
    await expect(page.getByRole('textbox', { name: 'Email Address' })).toHaveValue('asha@example.com');
    await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  });

  test('Logout ends the session on the server, clears the device, goes home and reloads', async ({ page, login }) => {
    await login(STORE);
    await page.goto(`/${STORE}/account/profile`);
    const session = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('haat:demo:auth') ?? '{}') as {
          accessToken: string;
          refreshToken: string;
          customerId: string;
        },
    );
    // Sent with keepalive while the page reloads, so the request is what the page sees, not its answer.
    const loggedOut = page.waitForRequest(
      (request) => request.url().includes('/api/identity/logout') && request.method() === 'POST',
    );
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
    expect((await loggedOut).postDataJSON()).toMatchObject({ refreshToken: session.refreshToken });
    await expect(page).toHaveURL(/\/demo\/?$/);
    // The tokens this device held are dead on the server too (decision 012). The access token is polled
    // first, as the logout may still be on its way and asking with a live refresh token would spend it.
    const profile = () =>
      page.request.get(`/api/customers/${session.customerId}`, {
        headers: { Authorization: `Bearer ${session.accessToken}` },
      });
    await expect.poll(async () => (await profile()).status()).toBe(403);
    const renewal = await page.request.get('/api/identity/renewAccessToken', {
      headers: { Authorization: `Bearer ${session.refreshToken}` },
    });
    expect(renewal.status()).toBe(401);
    const stored = await page.evaluate(() => ({
      auth: localStorage.getItem('haat:demo:auth'),
      user: (JSON.parse(localStorage.getItem('haat:demo:state') ?? '{}') as { user?: Record<string, unknown> }).user,
    }));
    expect(stored.auth).toBeNull();
    expect(stored.user).toMatchObject({ username: 'NA', userDisplayName: '', userId: '' });
    expect(stored.user?.location).toBeTruthy();
    await page.goto(`/${STORE}/account/profile`);
    await expect(page).toHaveURL(/\/demo\/login$/);
  });
});
