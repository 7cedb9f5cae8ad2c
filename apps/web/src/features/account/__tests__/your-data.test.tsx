import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#src/lib/storage.ts';
import { CUSTOMER_ID, makeCustomerProfile, storeSignedInSession } from '#src/testing/auth-fixtures.ts';
import { mockFetch, type MockResponse } from '#src/testing/mock-fetch.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { STORE_ID } from '#src/testing/store-fixtures.ts';

const base = `/api/customers/${CUSTOMER_ID}`;
let fetchMock: ReturnType<typeof mockFetch>;
let sendAnswer: MockResponse;
let deleteAnswer: MockResponse;

beforeEach(() => {
  storeSignedInSession('demo', { cartId: '' });
  sendAnswer = { body: { message: 'OTP sent', resendAfterSeconds: 120, expiresInSeconds: 300 } };
  deleteAnswer = { status: 204 };
  fetchMock = mockFetch({
    '/api/categories': { body: [] },
    [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
    [`GET ${base}`]: { body: makeCustomerProfile() },
    [`GET ${base}/personal-data`]: { body: { format: 'haat-personal-data/2' } },
    [`POST ${base}/deletion-otp`]: () => sendAnswer,
    [`POST ${base}/delete`]: () => deleteAnswer,
  });
});
afterEach(() => vi.unstubAllGlobals());

const calls = (path: string) => fetchMock.mock.calls.filter(([input]) => String(input).startsWith(path));

async function openDeletion() {
  renderRoute('/account/profile');
  fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
  return { dialog: await screen.findByRole('dialog', { name: 'Delete my account' }) };
}

function typeCode(dialog: HTMLElement, code: string) {
  const first = within(dialog).getByRole('textbox', { name: /1/ });
  fireEvent.change(first, { target: { value: code } });
}

describe('Your data, on the profile', () => {
  it('downloads the file the server answers, named by the store and the date', async () => {
    const createObjectURL = vi.fn(() => 'blob:my-data');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toMatch(/^my-data-demo-\d{4}-\d{2}-\d{2}\.json$/);
    });
    renderRoute('/account/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledOnce());
    expect(calls(`${base}/personal-data`)).toHaveLength(1);
    expect(createObjectURL).toHaveBeenCalledOnce();
    clicked.mockRestore();
  });

  it('links the privacy notice beside the buttons', async () => {
    renderRoute('/account/profile');
    const link = await screen.findByRole('link', { name: 'What is kept and why' });
    expect(link.getAttribute('href')).toBe('/demo/privacy-notice');
  });

  it('shows the server’s reason when the account cannot be deleted yet, and sends no code', async () => {
    sendAnswer = { status: 409, body: { code: 'CONFLICT', message: 'Your account cannot be deleted while…' } };
    const { dialog } = await openDeletion();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Your account cannot be deleted while…');
    expect(within(dialog).queryByRole('group')).toBeNull();
  });

  it('sends a code, refuses a wrong one, then deletes, says so, and logs out going home', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const { dialog } = await openDeletion();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByRole('group');
    expect(dialog.textContent).toContain('+91 9876543210');
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);

    deleteAnswer = { status: 401, body: { code: 'UNAUTHORIZED', message: 'Invalid OTP' } };
    typeCode(dialog, '111111');
    fireEvent.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid OTP');
    expect(confirm.disabled).toBe(true);

    deleteAnswer = { status: 204 };
    typeCode(dialog, '123456');
    fireEvent.click(confirm);
    expect((await within(dialog).findByRole('status')).textContent).toBe('Your account has been deleted.');
    const sent = calls(`${base}/delete`).at(-1)!;
    expect(JSON.parse(String(sent[1]?.body))).toMatchObject({ otp: '123456', storeId: STORE_ID });

    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Go to home' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(localStorage.getItem(storageKeys('demo').auth)).toBeNull();
    reload.mockRestore();
  });
});
