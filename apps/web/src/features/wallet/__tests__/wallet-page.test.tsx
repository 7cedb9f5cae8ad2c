import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletTransaction } from '@haat/contract/wallets/wallets.schemas';
import { CUSTOMER_ID, makeCustomerProfile, storeSignedInSession, WALLET_ID } from '#src/testing/auth-fixtures.ts';
import { mockFetch, type MockResponse } from '#src/testing/mock-fetch.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { STORE_ID } from '#src/testing/store-fixtures.ts';

const TRANSACTION_ID = '8b7a6f5e-4d3c-4b2a-9f8e-7d6c5b4a3f01';
const PAYMENT_URL = 'https://gateway.example/checkout/session-1';

function line(overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  return {
    id: crypto.randomUUID(),
    dateTime: '2026-11-22T04:00:00.000Z',
    description: 'Wallet recharge (online payment)',
    transactionAmount: 500,
    transactionType: 'CREDIT',
    status: 'COMPLETED',
    paymentSource: 'ONLINE_PAYMENT',
    ...overrides,
  };
}

function paymentConfig(activePaymentMethod: string | null, cod = true) {
  return {
    body: {
      onlinePayment: { enabled: activePaymentMethod !== null, activePaymentMethod },
      cashOnDelivery: { enabled: cod },
      bmsWallet: { enabled: true },
    },
  };
}

function mockWallet(extra: Record<string, MockResponse | ((url: URL, init?: RequestInit) => MockResponse)> = {}) {
  return mockFetch({
    '/api/categories': { body: [] },
    [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
    [`GET /api/customers/${CUSTOMER_ID}`]: { body: makeCustomerProfile({ email: 'asha@example.in' }) },
    [`GET /api/wallets/${WALLET_ID}`]: { body: { id: WALLET_ID, accountBalance: 1234.5, pendingCash: 0 } },
    [`GET /api/wallet-transactions/${WALLET_ID}`]: {
      body: {
        transactions: [
          line(),
          line({
            description: 'Payment for order HAAT-261122-7K3Q9Z',
            transactionType: 'DEBIT',
            transactionAmount: 318,
          }),
          line({
            description: 'Wallet recharge (cash on delivery)',
            status: 'PENDING',
            paymentSource: 'COD',
            transactionAmount: 200,
          }),
        ],
        totalPages: 3,
      },
    },
    [`/api/stores/${STORE_ID}/payment-config`]: paymentConfig('CASHFREE'),
    ...extra,
  });
}

function bodyOf(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
  );
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
}

async function openRecharge() {
  fireEvent.click(await screen.findByRole('button', { name: 'Recharge Wallet' }));
  return screen.findByRole('dialog', { name: 'Recharge Wallet' });
}

beforeEach(() => storeSignedInSession());
afterEach(() => vi.unstubAllGlobals());

describe('/account/wallet', () => {
  it('shows the balance and the history, with pending cash lines marked', async () => {
    const fetchMock = mockWallet();
    renderRoute('/account/wallet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Wallet' })).toBeTruthy();
    expect(await screen.findByText('₹1,234.50')).toBeTruthy();
    expect(screen.getByText('Current Balance')).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Description', 'Amount', 'Type']);
    const pending = within(table).getByRole('row', { name: /cash on delivery/ });
    expect(within(pending).getByText('Pending')).toBeTruthy();
    expect(within(pending).getByText('+₹200.00')).toBeTruthy();
    expect(within(table).getByRole('row', { name: /HAAT-261122-7K3Q9Z/ }).textContent).toContain('−₹318.00');
    expect(screen.getByRole('navigation', { name: 'Transaction pages' })).toBeTruthy();
    const url = new URL(
      String(fetchMock.mock.calls.find(([input]) => String(input).includes('wallet-transactions'))?.[0]),
      'http://x',
    );
    expect(url.searchParams.get('pageNumber')).toBe('1');
    expect(url.searchParams.get('pageSize')).toBe('8');
  });

  it('offers no recharge when the store takes no payment', async () => {
    mockWallet({ [`/api/stores/${STORE_ID}/payment-config`]: paymentConfig(null, false) });
    renderRoute('/account/wallet');
    expect(await screen.findByText('₹1,234.50')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Recharge Wallet' })).toBeNull();
  });

  it('checks the amount before anything is sent', async () => {
    const fetchMock = mockWallet();
    renderRoute('/account/wallet');
    const dialog = await openRecharge();
    expect((within(dialog).getByRole('radio', { name: 'Online' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharge' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Amount is required');
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '12.345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharge' }));
    expect(await within(dialog).findByText('Amount can have at most 2 decimals')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('records a cash recharge as pending and says so, by the balance that it leaves as it is', async () => {
    let pendingCash = 0;
    const fetchMock = mockWallet({
      [`GET /api/wallets/${WALLET_ID}`]: () => ({ body: { id: WALLET_ID, accountBalance: 1234.5, pendingCash } }),
      [`POST /api/wallets/${WALLET_ID}/recharge`]: {
        body: {
          id: WALLET_ID,
          accountBalance: 1234.5,
          pendingCash: 250.5,
          transaction: line({ status: 'PENDING', paymentSource: 'COD', transactionAmount: 250.5 }),
        },
      },
    });
    renderRoute('/account/wallet');
    const dialog = await openRecharge();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Cash on delivery' }));
    expect(screen.queryByText(/to pay on delivery/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '250.5' } });
    pendingCash = 250.5;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharge' }));
    // The balance has not moved: the shopper is told the recharge waits for the cash, not that it is done.
    expect(
      await screen.findByText(
        'Recharge requested: pay ₹250.50 in cash at your next delivery. It is added to your balance once the shop collects it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Wallet recharged successfully')).toBeNull();
    expect(await screen.findByText('₹250.50 to pay on delivery — added once the shop collects it')).toBeTruthy();
    expect(screen.getByText('₹1,234.50')).toBeTruthy();
    expect(bodyOf(fetchMock, 'POST', `/api/wallets/${WALLET_ID}/recharge`)).toMatchObject({
      storeId: STORE_ID,
      customerId: CUSTOMER_ID,
      walletId: WALLET_ID,
      amount: 250.5,
      paymentSource: 'COD',
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Recharge Wallet' })).toBeNull());
  });

  it('keeps only digits and one decimal point in the amount as the shopper types', async () => {
    mockWallet();
    renderRoute('/account/wallet');
    const dialog = await openRecharge();
    const amount = within(dialog).getByLabelText('Amount') as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '₹1,2a5.5.0' } });
    expect(amount.value).toBe('125.50');
  });

  it("says 'Failed to recharge wallet' when the recharge is refused", async () => {
    mockWallet({ [`POST /api/wallets/${WALLET_ID}/recharge`]: { status: 500, body: { message: 'x' } } });
    renderRoute('/account/wallet');
    const dialog = await openRecharge();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Cash on delivery' }));
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharge' }));
    expect(await screen.findByText('Failed to recharge wallet')).toBeTruthy();
  });

  it("refuses Online when the store's provider is not Cashfree", async () => {
    const fetchMock = mockWallet({ [`/api/stores/${STORE_ID}/payment-config`]: paymentConfig('PHONEPE') });
    renderRoute('/account/wallet');
    const dialog = await openRecharge();
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharge' }));
    expect(await screen.findByText('Payment method not supported')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('pays online in the provider dialog, then records the recharge with that payment', async () => {
    const fetchMock = mockWallet({
      'POST /api/payments/initiate-payment': {
        body: { id: TRANSACTION_ID, paymentSessionId: 'session-1', paymentUrl: PAYMENT_URL, provider: 'CASHFREE' },
      },
      [`GET /api/payment-transactions/${TRANSACTION_ID}`]: {
        body: {
          id: TRANSACTION_ID,
          paymentStatus: 'SUCCEEDED',
          provider: 'CASHFREE',
          amount: 500,
          orderId: null,
          purpose: 'WALLET_RECHARGE',
          failureReason: null,
        },
      },
      [`POST /api/wallets/${WALLET_ID}/recharge`]: {
        body: { id: WALLET_ID, accountBalance: 1734.5, pendingCash: 0, transaction: line() },
      },
    });
    renderRoute('/account/wallet');
    const dialog = await openRecharge();
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharge' }));
    expect(await screen.findByText('Wallet recharged successfully')).toBeTruthy();
    expect(bodyOf(fetchMock, 'POST', '/api/payments/initiate-payment')).toMatchObject({
      customerId: CUSTOMER_ID,
      storeId: STORE_ID,
      userMobile: '9876543210',
      userMail: 'asha@example.in',
      amount: 500,
      provider: 'CASHFREE',
    });
    expect(bodyOf(fetchMock, 'POST', '/api/payments/initiate-payment')).not.toHaveProperty('orderId');
    expect(bodyOf(fetchMock, 'POST', `/api/wallets/${WALLET_ID}/recharge`)).toMatchObject({
      amount: 500,
      paymentSource: 'ONLINE_PAYMENT',
      paymentTransactionId: TRANSACTION_ID,
    });
  });
});
