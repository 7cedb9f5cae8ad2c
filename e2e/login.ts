import { expect, type Page } from '@playwright/test';

/** A fresh 10-digit Indian mobile number, so every journey starts as a new shopper. */
export function newMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** The one-time passcode last sent to `mobile`, from the development outbox. */
export async function readOtp(page: Page, friendlyId: string, mobile: string): Promise<string> {
  const lookup = await page.request.get(`/api/orgs/lookup?identifier=${friendlyId}&isFriendlyId=true`);
  const { store } = (await lookup.json()) as { store: { id: string } };
  let otp = '';
  await expect(async () => {
    const response = await page.request.get(`/api/dev/otp-outbox?mobile=${mobile}&storeId=${store.id}`);
    expect(response.ok()).toBe(true);
    otp = ((await response.json()) as { otp: string }).otp;
  }).toPass({ timeout: 10_000 });
  return otp;
}

/**
 * Logs a shopper in through the login page as a person would: phone, Send OTP, the code from the outbox.
 * Starts from wherever the page is (a guard may already have brought it to /login).
 */
export async function logInThroughPage(page: Page, friendlyId: string, mobile = newMobile()): Promise<string> {
  if (!/\/login/.test(page.url())) await page.goto(`/${friendlyId}/login`);
  await page.getByRole('textbox', { name: /phone/i }).fill(mobile);
  await page.getByRole('button', { name: /send otp/i }).click();
  const otp = await readOtp(page, friendlyId, mobile);
  await page.getByRole('textbox', { name: /digit 1/i }).click();
  await page.keyboard.type(otp);
  await expect(page).not.toHaveURL(/\/login/);
  return mobile;
}
