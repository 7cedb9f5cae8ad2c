import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { artifactsDir, expect, snapshot, test, viewports, type Login } from '../fixtures.ts';

const addressPage = '/demo/account/address';

async function openAddressBook(page: Page, login: Login) {
  await login('demo');
  await page.goto(addressPage);
  await expect(page.getByRole('heading', { name: 'Address', level: 1 })).toBeVisible();
}

const field = (dialog: Locator, label: string) => dialog.getByLabel(new RegExp(`^${label}`));

interface NewAddress {
  name: string;
  mobile: string;
  address: string;
  pin: string;
  type: 'Home' | 'Office' | 'Other';
  landmark?: string;
  email?: string;
}

/** Fills the open address dialog; City, State and Country come from the pincode. */
async function fillAddress(dialog: Locator, address: NewAddress) {
  await field(dialog, 'Name').fill(address.name);
  await field(dialog, 'Mobile No').fill(address.mobile);
  if (address.email) await field(dialog, 'Email').fill(address.email);
  await field(dialog, 'Address').fill(address.address);
  if (address.landmark) await field(dialog, 'Landmark').fill(address.landmark);
  await field(dialog, 'Pincode').fill(address.pin);
  await expect(field(dialog, 'State')).not.toHaveValue('');
  await dialog.getByRole('radio', { name: address.type }).check();
}

/** A modal covers the viewport, not the page: the screen as the shopper sees it. */
const viewShot = (page: Page, name: string) => page.screenshot({ path: path.join(artifactsDir, `${name}.png`) });

const card = (page: Page, name: string) => page.getByRole('article', { name });

test.describe('A shopper keeps an address book', () => {
  test('adds, edits, chooses the default and removes addresses, the pincode filling in the place', async ({
    page,
    login,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await openAddressBook(page, login);
    await page.getByRole('button', { name: 'Add Address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Address' });
    await expect(dialog).toBeVisible();

    // Non-digits are dropped and the input stops at its length.
    await field(dialog, 'Mobile No').pressSequentially('98a76-54 32109');
    await expect(field(dialog, 'Mobile No')).toHaveValue('9876543210');
    await field(dialog, 'Pincode').pressSequentially('560-0119');
    await expect(field(dialog, 'Pincode')).toHaveValue('560011');
    await expect(field(dialog, 'City')).toHaveValue(/^(Bengaluru|Bangalore)/);
    await expect(field(dialog, 'State')).toHaveValue('Karnataka');
    await expect(field(dialog, 'Country')).toHaveValue('India');

    await fillAddress(dialog, {
      name: 'Asha Rao',
      mobile: '9876543210',
      address: '14 Koramangala 4th Block',
      landmark: 'Near Forum Mall',
      email: 'asha@example.com',
      pin: '560011',
      type: 'Home',
    });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    const asha = card(page, 'Asha Rao');
    await expect(asha).toContainText('Near Forum Mall');
    await expect(asha).toContainText(/(Bengaluru|Bangalore).*, Karnataka 560011/);
    await expect(asha).toContainText('asha@example.com');
    await expect(asha.getByRole('radio')).toBeChecked();

    await page.getByRole('button', { name: 'Add Address' }).click();
    await fillAddress(page.getByRole('dialog', { name: 'Add Address' }), {
      name: 'Ravi Kumar',
      mobile: '9123456780',
      address: 'Flat 2B, Sector 18',
      pin: '110001',
      type: 'Office',
    });
    await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    const ravi = card(page, 'Ravi Kumar');
    await expect(ravi).toContainText('Office');
    await expect(ravi.getByRole('radio')).not.toBeChecked();

    // Choosing another radio makes that address the default, and it stays so.
    await ravi.getByRole('radio').check();
    await expect(ravi.getByRole('radio')).toBeChecked();
    await expect(asha.getByRole('radio')).not.toBeChecked();
    await snapshot(page, 'account-addresses-1280');
    await page.reload();
    await expect(card(page, 'Ravi Kumar').getByRole('radio')).toBeChecked();

    // Edit keeps the default mark and shows the saved values.
    await card(page, 'Ravi Kumar').getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Address' });
    await expect(field(edit, 'Name')).toHaveValue('Ravi Kumar');
    await expect(edit.getByRole('radio', { name: 'Office' })).toBeChecked();
    await field(edit, 'Name').fill('Ravi K. Sharma');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(edit).toBeHidden();
    await expect(card(page, 'Ravi K. Sharma').getByRole('radio')).toBeChecked();
    await expect(card(page, 'Ravi Kumar')).toHaveCount(0);

    // Removing the default makes the first remaining address the default.
    await card(page, 'Ravi K. Sharma').getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove address' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(card(page, 'Ravi K. Sharma')).toHaveCount(0);
    await expect(card(page, 'Asha Rao').getByRole('radio')).toBeChecked();

    await page.setViewportSize(viewports.mobile);
    await snapshot(page, 'account-addresses-375');
  });

  test('the form names every field it cannot accept', async ({ page, login }) => {
    await page.setViewportSize(viewports.mobile);
    await openAddressBook(page, login);
    await page.getByRole('button', { name: 'Add Address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Address' });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    for (const label of ['Name', 'Mobile No', 'Address', 'Pincode', 'City', 'State', 'Country']) {
      await expect(dialog.getByText(`${label} is required`, { exact: true })).toBeVisible();
    }
    // Home is chosen from the start.
    await expect(dialog.getByRole('radio', { name: 'Home' })).toBeChecked();
    await expect(dialog.getByText('Address Type is required')).toHaveCount(0);
    await expect(field(dialog, 'Name')).toHaveAttribute('aria-invalid', 'true');
    await viewShot(page, 'account-address-form-errors-375');

    await field(dialog, 'Name').fill('N'.repeat(101));
    await field(dialog, 'Mobile No').fill('98765');
    await field(dialog, 'Email').fill('asha@');
    await field(dialog, 'Address').fill('A'.repeat(501));
    await field(dialog, 'Landmark').fill('L'.repeat(201));
    await field(dialog, 'Pincode').fill('5600');
    await field(dialog, 'City').fill('C'.repeat(101));
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    for (const text of [
      'Name exceeds maximum length',
      'Please enter a valid Mobile No',
      'Please enter a valid Email',
      'Address exceeds maximum length',
      'Landmark exceeds maximum length',
      'Please enter a valid Pincode',
      'City exceeds maximum length',
    ]) {
      await expect(dialog.getByText(text, { exact: true })).toBeVisible();
    }

    // A pincode nobody knows leaves the place to the shopper.
    await field(dialog, 'Pincode').fill('999999');
    await expect(dialog.getByText(/could not find this pincode/)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('the dialog looks right on a phone and on a desktop', async ({ page, login }) => {
    await page.setViewportSize(viewports.desktop);
    await openAddressBook(page, login);
    await page.getByRole('button', { name: 'Add Address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Address' });
    await field(dialog, 'Pincode').fill('560011');
    await expect(field(dialog, 'State')).toHaveValue('Karnataka');
    await viewShot(page, 'account-address-dialog-1280');
    await page.setViewportSize(viewports.mobile);
    await viewShot(page, 'account-address-dialog-375');
  });
});
