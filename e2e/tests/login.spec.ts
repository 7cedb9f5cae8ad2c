import type { Page } from '@playwright/test';
import { expect, snapshot, test, viewports } from '../fixtures.ts';
import { logInThroughPage, newMobile, readOtp } from '../login.ts';
import { openPage } from '../navigation.ts';

const STORE = 'demo';
const AUTH_KEY = `haat:${STORE}:auth`;

async function startLogin(page: Page, mobile: string) {
  await openPage(page, `/${STORE}/login`);
  await expect(page.getByRole('heading', { name: 'Log in or Sign up' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone number' }).fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('textbox', { name: 'Digit 1' })).toBeVisible();
}

async function storedAuth(page: Page): Promise<Record<string, string> | null> {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, string> | null,
    AUTH_KEY,
  );
}

// The login page is these journeys' subject: they log in through it, where others sign in with `login`.
test.describe('A shopper logs in with a one-time passcode', () => {
  test('a new shopper logs in with the code from the outbox and lands back on the page they asked for', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto(`/${STORE}/account/profile`);
    await expect(page).toHaveURL(/\/demo\/login$/);
    await expect(page.getByRole('heading', { name: 'Log in or Sign up' })).toBeVisible();
    const notice = page.getByText(/By continuing, you agree/);
    await expect(notice.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/demo/termsconditions',
    );
    await expect(notice.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/demo/privacypolicy');

    const phone = page.getByRole('textbox', { name: 'Phone number' });
    const send = page.getByRole('button', { name: 'Send OTP' });
    await expect(send).toBeDisabled();
    await phone.pressSequentially('98a76');
    await expect(phone).toHaveValue('9876');
    await phone.fill('');
    await phone.blur();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await snapshot(page, 'login-phone-375');

    const mobile = await logInThroughPage(page, STORE, newMobile());
    await expect(page).toHaveURL(/\/demo\/account\/profile$/);
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue(mobile);
    const auth = await storedAuth(page);
    expect(auth).toMatchObject({ mobile });
    expect(auth?.accessToken).toBeTruthy();
    expect(auth?.refreshToken).toBeTruthy();
    // Back does not return to the login page the guard replaced.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/login/);
  });

  test("a wrong code shows 'Invalid OTP. Please try again.'", async ({ page }) => {
    const mobile = newMobile();
    await startLogin(page, mobile);
    const otp = await readOtp(page, STORE, mobile);
    const wrong = otp.replace(/^./, (d) => String((Number(d) + 1) % 10));
    await snapshot(page, 'login-otp-1280');
    await page.getByRole('textbox', { name: 'Digit 1' }).click();
    await page.keyboard.type(wrong);
    await expect(page.getByText('Invalid OTP. Please try again.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Digit 1' })).toHaveValue('');
    await expect(page).toHaveURL(/\/login$/);
    // The right code still works afterwards.
    await page.getByRole('textbox', { name: 'Digit 1' }).click();
    await page.keyboard.type(otp);
    await expect(page).toHaveURL(/\/demo\/?$/);
  });

  test('the 59-second countdown ends in Resend OTP, which restarts it', async ({ page }) => {
    await page.clock.install();
    const mobile = newMobile();
    await startLogin(page, mobile);
    await expect(page.getByText('Resend OTP in 0:59')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend OTP' })).toHaveCount(0);
    await page.clock.fastForward(30_000);
    await expect(page.getByText(/Resend OTP in 0:(29|30)/)).toBeVisible();
    await page.clock.fastForward(30_000);
    const resend = page.getByRole('button', { name: 'Resend OTP' });
    await expect(resend).toBeVisible();
    // The server keeps its own 59 s in real time (its API tests cover it); only the page's clock is fast here.
    let resent = 0;
    await page.route('**/api/identity/request-otp', async (route) => {
      resent += 1;
      await route.fulfill({ json: { message: 'OTP sent', resendAfterSeconds: 59, expiresInSeconds: 300 } });
    });
    await resend.click();
    await expect(page.getByText('Resend OTP in 0:59')).toBeVisible();
    expect(resent).toBe(1);
  });

  test('pasting the 6-digit code fills every box and logs in', async ({ page }) => {
    const mobile = newMobile();
    await startLogin(page, mobile);
    const otp = await readOtp(page, STORE, mobile);
    const first = page.getByRole('textbox', { name: 'Digit 1' });
    await expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    await page.getByRole('textbox', { name: 'Digit 4' }).evaluate((box, code) => {
      const data = new DataTransfer();
      data.setData('text', code);
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, otp);
    await expect(page).toHaveURL(/\/demo\/?$/);
    expect(await storedAuth(page)).toMatchObject({ mobile });
  });

  test('an expired access token is renewed silently while the shopper moves on', async ({ page, login }) => {
    const { mobile } = await login(STORE);
    await page.goto(`/${STORE}`);
    const before = await storedAuth(page);
    await page.evaluate((key) => {
      const record = JSON.parse(localStorage.getItem(key)!) as Record<string, string>;
      localStorage.setItem(key, JSON.stringify({ ...record, accessToken: 'not-a-valid-token' }));
    }, AUTH_KEY);
    const renewals: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/identity/renewAccessToken')) renewals.push(response.status());
    });
    await page.goto(`/${STORE}/account/profile`);
    await expect(page.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue(mobile);
    await expect(page).toHaveURL(/\/account\/profile$/);
    const after = await storedAuth(page);
    expect(renewals).toEqual([200]);
    // The new access token may equal the login's (same claims, issued within the same second); the
    // refresh token always rotates.
    expect(after?.accessToken).not.toBe('not-a-valid-token');
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
  });

  test('a session that cannot be renewed ends at the login page', async ({ page, login }) => {
    await login(STORE);
    await page.goto(`/${STORE}`);
    await page.evaluate((key) => {
      localStorage.setItem(key, JSON.stringify({ accessToken: 'bad', refreshToken: 'also-bad' }));
    }, AUTH_KEY);
    await page.goto(`/${STORE}/account/profile`);
    await expect(page).toHaveURL(/\/demo\/login$/);
    expect(await storedAuth(page)).toBeNull();
  });
});
