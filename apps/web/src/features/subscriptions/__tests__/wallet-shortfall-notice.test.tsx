import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translate } from '@haat/contract/i18n/translate';
import { deliveryDayMessages } from '@haat/contract/subscriptions/delivery-days';
import { storeSignedInSession, WALLET_ID } from '#src/testing/auth-fixtures.ts';
import { makeCalendarDelivery, makeDeliveryCalendar, TOMORROW } from '#src/testing/delivery-calendar-fixtures.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { calendarReads, callsTo, mockCalendarPage } from '#src/features/subscriptions/__tests__/calendar-page-mocks.ts';

const walletDelivery = { [TOMORROW]: [makeCalendarDelivery({ paymentMethod: 'HAAT_WALLET', price: 56.5 })] };
const shortfall = {
  date: TOMORROW,
  due: 56.5,
  balance: 20,
  shortfall: 36.5,
  message: translate('en', deliveryDayMessages.walletShort(36.5, TOMORROW)),
};

beforeEach(() => storeSignedInSession());
afterEach(() => vi.unstubAllGlobals());

describe('the low-balance notice', () => {
  it('says what the wallet is short and recharges exactly that in one tap; once covered it goes', async () => {
    let covered = false;
    const fetchMock = mockCalendarPage(
      () => makeDeliveryCalendar(walletDelivery, { walletShortfall: covered ? null : shortfall }),
      {
        [`POST /api/wallets/${WALLET_ID}/recharge`]: () => {
          covered = true;
          const transaction = {
            id: '8b7a6f5e-4d3c-4b2a-9f8e-7d6c5b4a3f01',
            dateTime: '2026-11-25T10:00:00.000Z',
            description: 'Wallet recharge (cash on delivery)',
            transactionAmount: 36.5,
            transactionType: 'CREDIT',
            status: 'PENDING',
            paymentSource: 'COD',
          };
          return { body: { id: WALLET_ID, accountBalance: 20, pendingCash: 36.5, transaction } };
        },
      },
    );
    renderRoute('/account/subscription');
    const notice = await screen.findByRole('region', { name: 'Low wallet balance' });
    expect(
      within(notice).getByText('Your wallet is ₹36.50 short for your deliveries on 26 November 2026.'),
    ).toBeTruthy();
    expect(within(notice).getByText('Recharge by 06:00 AM on 26 November 2026 to receive them.')).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Recharge ₹36.50' }));

    const dialog = await screen.findByRole('dialog', { name: 'Recharge Wallet' });
    expect((within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('36.50');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Cash on delivery' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharge' }));

    expect(await screen.findByText(/^Recharge requested: pay ₹36\.50 in cash at your next delivery\./)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', `/api/wallets/${WALLET_ID}/recharge`)[0]!.body).toMatchObject({
      amount: 36.5,
      paymentSource: 'COD',
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Low wallet balance' })).toBeNull());
    expect(calendarReads(fetchMock)).toBe(2);
  });

  it('is not there when the wallet covers the deliveries', async () => {
    mockCalendarPage(makeDeliveryCalendar(walletDelivery));
    renderRoute('/account/subscription');
    expect(await screen.findByRole('region', { name: 'Delivery calendar' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Low wallet balance' })).toBeNull();
  });
});
