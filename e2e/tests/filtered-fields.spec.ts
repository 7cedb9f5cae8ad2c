import type { Locator, Page } from '@playwright/test';
import { expect, snapshot, test, viewports } from '../fixtures.ts';
import { newMobile, readOtp } from '../login.ts';
import { openPage } from '../navigation.ts';

const STORE = 'demo';

/** A paste from the system clipboard with Ctrl+V: the browser inserts it as it would for a shopper. */
async function paste(field: Locator, text: string) {
  await field.page().evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await field.press('ControlOrMeta+A');
  await field.press('ControlOrMeta+V');
}

/**
 * Drops `text` on the field with a real mouse drag from a draggable line put beside it (inside the open
 * dialog when there is one, as the page outside a modal takes no pointer events).
 */
async function drop(field: Locator, text: string) {
  await field.fill('');
  await field.evaluate((box, value) => {
    const source = document.createElement('span');
    source.id = 'drag-source';
    source.textContent = value;
    source.draggable = true;
    source.style.cssText = 'position:fixed;left:0;top:0;z-index:2147483647;padding:4px;background:#fff';
    source.addEventListener('dragstart', (event) => event.dataTransfer?.setData('text/plain', value));
    (box.closest('dialog') ?? document.body).append(source);
  }, text);
  const source = field.page().locator('#drag-source');
  await source.dragTo(field);
  await source.evaluate((element) => element.remove());
}

async function typeInto(field: Locator, text: string) {
  await field.fill('');
  await field.pressSequentially(text);
}

async function allowClipboard(page: Page) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
}

test.describe('Filtered fields show only what their rule allows, however the text arrives', () => {
  test.beforeEach(async ({ page }) => {
    await allowClipboard(page);
    await page.setViewportSize(viewports.mobile);
  });

  test('the login phone keeps 10 digits after typing, pasting, dropping and autofill, and sends them', async ({
    page,
  }) => {
    await openPage(page, `/${STORE}/login`);
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await typeInto(phone, 'a');
    await expect(phone).toHaveValue('');
    await typeInto(phone, '98765abc');
    await expect(phone).toHaveValue('98765');
    // Spec §5: a paste that is not only digits is blocked; a digits-only one is cut to 10.
    await paste(phone, '+91 98765 43210');
    await expect(phone).toHaveValue('98765');
    await phone.fill('');
    await paste(phone, '987654321099');
    await expect(phone).toHaveValue('9876543210');
    await drop(phone, '98x7650001199');
    await expect(phone).toHaveValue('9876500011');
    await snapshot(page, 'filtered-login-phone-375', { fullPage: false });
    await page.setViewportSize(viewports.desktop);
    await snapshot(page, 'filtered-login-phone-1280', { fullPage: false });
    const mobile = newMobile();
    await phone.fill(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    await expect(phone).toHaveValue(mobile);

    const sent = page.waitForRequest('**/api/identity/request-otp');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ mobile });
  });

  test('the OTP boxes keep one digit each, and a pasted code with words around it spreads and logs in', async ({
    page,
  }) => {
    const mobile = newMobile();
    await openPage(page, `/${STORE}/login`);
    await page.getByRole('textbox', { name: 'Phone number' }).fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const box = (n: number) => page.getByRole('textbox', { name: `Digit ${n}` });
    await expect(box(1)).toBeVisible();
    const otp = await readOtp(page, STORE, mobile);

    await box(1).press('x');
    await expect(box(1)).toHaveValue('');
    await box(1).pressSequentially('4y');
    await expect(box(1)).toHaveValue('4');
    await expect(box(2)).toHaveValue('');
    await drop(box(3), 'ab');
    await expect(box(3)).toHaveValue('');
    await box(2).fill('z');
    await expect(box(2)).toHaveValue('');

    const verified = page.waitForRequest('**/api/identity/verify-customer-otp');
    await paste(box(4), `Your code is ${otp}.`);
    expect((await verified).postDataJSON()).toMatchObject({ mobile, otp });
    await expect(page).toHaveURL(/\/demo\/?$/);
  });

  test('the address mobile and pin keep their digits, a paste stripped before it is cut, and save them', async ({
    page,
    login,
  }) => {
    await login(STORE);
    await page.goto(`/${STORE}/account/address`);
    await page.getByRole('button', { name: 'Add Address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Address' });
    const mobile = dialog.getByLabel(/^Mobile No/);
    const pin = dialog.getByLabel(/^Pincode/);

    await typeInto(mobile, 'x');
    await expect(mobile).toHaveValue('');
    await typeInto(mobile, '98765abc');
    await expect(mobile).toHaveValue('98765');
    await drop(mobile, '+91 99887 76655');
    await expect(mobile).toHaveValue('9988776655');
    await mobile.fill('98765-43210');
    await expect(mobile).toHaveValue('9876543210');
    await paste(mobile, '98x7650001199');
    await expect(mobile).toHaveValue('9876500011');

    await typeInto(pin, '56a');
    await expect(pin).toHaveValue('56');
    await drop(pin, 'PIN 411 038');
    await expect(pin).toHaveValue('411038');
    await pin.fill('x');
    await expect(pin).toHaveValue('');
    await paste(pin, '560 011, Bengaluru');
    await expect(pin).toHaveValue('560011');
    await expect(dialog.getByLabel(/^State/)).toHaveValue('Karnataka');
    await snapshot(page, 'filtered-address-375', { fullPage: false });
    await page.setViewportSize(viewports.desktop);
    await snapshot(page, 'filtered-address-1280', { fullPage: false });

    await dialog.getByLabel(/^Name/).fill('Asha Rao');
    await dialog
      .getByLabel(/^Address/)
      .first()
      .fill('14, 11th Main Road, Jayanagar');
    await dialog.getByRole('radio', { name: 'Home' }).check();
    const saved = page.waitForRequest('**/api/addresses/add');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).postDataJSON()).toMatchObject({ address: { mobile: '9876500011', pin: '560011' } });
    await expect(dialog).toBeHidden();
  });

  test('the wallet amount keeps digits and one point, and the recharge uses it', async ({ page, login }) => {
    await login(STORE);
    await page.goto(`/${STORE}/account/wallet`);
    await page.getByRole('button', { name: 'Recharge Wallet' }).click();
    const form = page.getByRole('dialog', { name: 'Recharge Wallet' });
    const amount = form.getByLabel('Amount');

    await typeInto(amount, 'a');
    await expect(amount).toHaveValue('');
    await typeInto(amount, '12a.5b');
    await expect(amount).toHaveValue('12.5');
    await paste(amount, '₹1,250.50');
    await expect(amount).toHaveValue('1250.50');
    await drop(amount, 'Rs 75.2.5');
    await expect(amount).toHaveValue('75.25');
    await amount.fill('2x50');
    await expect(amount).toHaveValue('250');

    await form.getByRole('radio', { name: 'Cash on delivery' }).check();
    const recharged = page.waitForRequest('**/api/wallets/*/recharge');
    await form.getByRole('button', { name: 'Recharge' }).click();
    expect((await recharged).postDataJSON()).toMatchObject({ amount: 250, paymentSource: 'COD' });
  });

  test('the profile mobile keeps 10 digits and Update sends them', async ({ page, login }) => {
    const { mobile } = await login(STORE);
    await page.goto(`/${STORE}/account/profile`);
    const field = page.getByRole('textbox', { name: 'Mobile Number' });
    await expect(field).toHaveValue(mobile);

    await typeInto(field, 'q');
    await expect(field).toHaveValue('');
    await typeInto(field, '98765abc');
    await expect(field).toHaveValue('98765');
    await drop(field, '98x7650001199');
    await expect(field).toHaveValue('9876500011');
    await field.fill('tel: 98765 43210');
    await expect(field).toHaveValue('9876543210');
    await paste(field, `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    await expect(field).toHaveValue(mobile);

    const updated = page.waitForRequest(
      (request) => request.method() === 'PUT' && /\/api\/customers\//.test(request.url()),
    );
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    expect((await updated).postDataJSON()).toMatchObject({ mobile });
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
  });
});
