import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export interface DialogAddress {
  name: string;
  mobile: string;
  email?: string;
  address: string;
  pin: string;
  /** Typed only where the pincode look-up left the field empty. */
  city: string;
  state: string;
}

export const ashaInBengaluru: DialogAddress = {
  name: 'Asha Rao',
  mobile: '9876543210',
  address: '14, 11th Main Road, Jayanagar',
  pin: '560011',
  city: 'Bengaluru',
  state: 'Karnataka',
};

export const raviInPune: DialogAddress = {
  name: 'Ravi Kumar',
  mobile: '9812345678',
  address: '3, Paschimanagri, Kothrud',
  pin: '411038',
  city: 'Pune',
  state: 'Maharashtra',
};

/**
 * Adds an address through the 'Add Address' dialog of checkout or subscription set-up: its save toggle is on
 * by default (spec §2); `save: false` turns it off, so the address is used once and not kept.
 */
export async function addAddressInDialog(page: Page, address: DialogAddress, { save = true } = {}) {
  await page.getByRole('button', { name: 'Add Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Address' });
  await dialog.getByLabel(/^Name/).fill(address.name);
  await dialog.getByLabel(/^Mobile No/).fill(address.mobile);
  if (address.email) await dialog.getByLabel(/^Email/).fill(address.email);
  await dialog
    .getByLabel(/^Address/)
    .first()
    .fill(address.address);
  await dialog.getByLabel(/^Pincode/).fill(address.pin);
  // The pincode look-up may fill the place fields; wait for it to settle, then make sure they are set.
  await expect(dialog.getByText('Looking up pincode…')).toHaveCount(0);
  for (const [label, value] of [
    ['City', address.city],
    ['State', address.state],
    ['Country', 'India'],
  ] as const) {
    const field = dialog.getByLabel(new RegExp(`^${label}`));
    if (!(await field.inputValue())) await field.fill(value);
  }
  await dialog.getByRole('radio', { name: 'Home' }).check();
  const saveSwitch = dialog.getByRole('switch', { name: 'Save address' });
  await expect(saveSwitch).toBeChecked();
  if (!save) await saveSwitch.uncheck();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
}
