import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@haat/contract/addresses/addresses.schemas';
import { AddressFormDialog } from '#src/features/addresses/components/address-form-dialog.tsx';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { renderWithStore } from '#src/testing/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const saved: Address = {
  name: 'Asha Rao',
  mobile: '9876543210',
  email: null,
  address: '12 MG Road',
  city: 'Bengaluru',
  landmark: null,
  state: 'Karnataka',
  country: 'India',
  pin: '560001',
  addressType: 'Home',
};

function renderDialog(props: Partial<Parameters<typeof AddressFormDialog>[0]> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  renderWithStore(<AddressFormDialog open title="Add Address" onClose={onClose} onSubmit={onSubmit} {...props} />);
  const dialog = screen.getByRole('dialog', { name: props.title ?? 'Add Address' });
  return { dialog, onSubmit, onClose };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('AddressFormDialog', () => {
  it('names every required field with its message when submitted empty', async () => {
    mockFetch({});
    const { onSubmit } = renderDialog();
    save();
    for (const label of ['Name', 'Mobile No', 'Address', 'Pincode', 'City', 'State', 'Country']) {
      expect(await screen.findByText(`${label} is required`)).toBeTruthy();
    }
    // Home is chosen from the start, so the type is never missing.
    expect(screen.queryByText('Address Type is required')).toBeNull();
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.queryByText('Landmark is required')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts a new address with Home chosen', () => {
    mockFetch({});
    const { dialog } = renderDialog();
    expect((within(dialog).getByRole('radio', { name: 'Home' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('radio', { name: 'Office' }) as HTMLInputElement).checked).toBe(false);
  });

  it('says which values are not valid and which are too long', async () => {
    mockFetch({});
    renderDialog();
    type('Mobile No', '98765');
    type('Pincode', '5600');
    type('Email', 'asha@');
    type('Name', 'x'.repeat(101));
    save();
    expect(await screen.findByText('Please enter a valid Mobile No')).toBeTruthy();
    expect(screen.getByText('Please enter a valid Pincode')).toBeTruthy();
    expect(screen.getByText('Please enter a valid Email')).toBeTruthy();
    expect(screen.getByText('Name exceeds maximum length')).toBeTruthy();
    expect(field('Mobile No').getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps only digits in mobile and pin, cut to 10 and 6 after the strip', () => {
    mockFetch({});
    renderDialog();
    type('Mobile No', '+91 (987) 654-32109');
    expect(field('Mobile No').value).toBe('9876543210');
    type('Mobile No', '98x7650001199');
    expect(field('Mobile No').value).toBe('9876500011');
    type('Pincode', 'PIN 560-0119');
    expect(field('Pincode').value).toBe('560011');
  });

  it('fills city, state and country from a 6-digit pin', async () => {
    const fetchMock = mockFetch({
      'GET /api/pincodes/560011': { body: { pin: '560011', city: 'Bangalore', state: 'Karnataka', country: 'India' } },
    });
    renderDialog();
    type('Pincode', '56001');
    expect(fetchMock).not.toHaveBeenCalled();
    type('Pincode', '560011');
    await waitFor(() => expect(field('City').value).toBe('Bangalore'));
    expect(field('State').value).toBe('Karnataka');
    expect(field('Country').value).toBe('India');
  });

  it('hands over the normalised address and the save choice', async () => {
    mockFetch({});
    const { onSubmit } = renderDialog({ showSaveOption: true });
    const toggle = screen.getByRole('switch', { name: 'Save address' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    type('Name', ' Asha Rao ');
    type('Mobile No', '9876543210');
    type('Address', '12 MG Road');
    type('Pincode', '560001');
    type('City', 'Bengaluru');
    type('State', 'Karnataka');
    type('Country', 'India');
    fireEvent.click(screen.getByRole('radio', { name: 'Home' }));
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([{ ...saved }, { save: false }]);
  });

  it('starts from the saved address when editing and shows a refusal from the server', async () => {
    mockFetch({});
    const { dialog, onSubmit } = renderDialog({ title: 'Edit Address', initial: saved });
    onSubmit.mockRejectedValueOnce(new Error('You can save at most 20 addresses'));
    expect(field('Name').value).toBe('Asha Rao');
    expect((within(dialog).getByRole('radio', { name: 'Home' }) as HTMLInputElement).checked).toBe(true);
    save();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'You can save at most 20 addresses');
  });

  it('closes on Escape and on Cancel', () => {
    mockFetch({});
    const { dialog, onClose } = renderDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });
});
