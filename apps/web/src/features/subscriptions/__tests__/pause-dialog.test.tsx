import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@haat/contract/messages';
import { translate } from '@haat/contract/i18n/translate';
import { deliveryDayMessages } from '@haat/contract/subscriptions/delivery-days';
import { CUSTOMER_ID, storeSignedInSession } from '#src/testing/auth-fixtures.ts';
import {
  makeCalendarDelivery,
  makeDeliveryCalendar,
  PAUSE_ID,
  TOMORROW,
} from '#src/testing/delivery-calendar-fixtures.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { STORE_ID } from '#src/testing/store-fixtures.ts';
import { SUBSCRIPTION_ID } from '#src/testing/subscription-fixtures.ts';
import { calendarReads, callsTo, mockCalendarPage } from '#src/features/subscriptions/__tests__/calendar-page-mocks.ts';

const calendar = makeDeliveryCalendar({ [TOMORROW]: [makeCalendarDelivery()] });
const savedPause = {
  id: PAUSE_ID,
  subscriptionId: null,
  productName: null,
  startDate: '2026-12-01',
  endDate: '2026-12-07',
};

async function openPauseDialog(extra: Parameters<typeof mockCalendarPage>[1] = {}, answer = calendar) {
  const fetchMock = mockCalendarPage(answer, {
    'POST /api/subscriptions/pauses': { body: savedPause },
    ...extra,
  });
  renderRoute('/account/subscription');
  fireEvent.click(await screen.findByRole('button', { name: 'Pause deliveries' }));
  const dialog = screen.getByRole('dialog', { name: 'Pause deliveries' });
  return { fetchMock, dialog };
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;

beforeEach(() => storeSignedInSession());
afterEach(() => vi.unstubAllGlobals());

describe('Pause deliveries', () => {
  it('offers dates from the first one still open to changes, for all subscriptions or one', async () => {
    const { dialog } = await openPauseDialog();
    expect(field(dialog, 'From').min).toBe(TOMORROW);
    expect(field(dialog, 'From').value).toBe(TOMORROW);
    expect(field(dialog, 'To').min).toBe(TOMORROW);
    const which = within(dialog).getByLabelText('Subscription') as HTMLSelectElement;
    await waitFor(() =>
      expect([...which.options].map((option) => option.textContent)).toEqual(['All subscriptions', 'Toned Milk']),
    );
    expect(which.value).toBe('');
  });

  it('checks the dates as the server does before sending anything', async () => {
    const { fetchMock, dialog } = await openPauseDialog();
    const pause = within(dialog).getByRole('button', { name: 'Pause' });
    fireEvent.click(pause);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please choose both dates.');
    fireEvent.change(field(dialog, 'From'), { target: { value: '2026-12-05' } });
    fireEvent.change(field(dialog, 'To'), { target: { value: '2026-12-01' } });
    fireEvent.click(pause);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(messages.subscription.endBeforeStart);
    fireEvent.change(field(dialog, 'From'), { target: { value: '2026-11-25' } });
    fireEvent.click(pause);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      translate('en', deliveryDayMessages.changesClosed('2026-11-25', '22:00')),
    );
    expect(callsTo(fetchMock, 'POST', '/api/subscriptions/pauses')).toHaveLength(0);
  });

  it('pauses every subscription for the chosen week, then the calendar reads again', async () => {
    const { fetchMock, dialog } = await openPauseDialog();
    fireEvent.change(field(dialog, 'From'), { target: { value: '2026-12-01' } });
    fireEvent.change(field(dialog, 'To'), { target: { value: '2026-12-07' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST', '/api/subscriptions/pauses')[0]!.body).toEqual({
      storeId: STORE_ID,
      customerId: CUSTOMER_ID,
      subscriptionId: null,
      startDate: '2026-12-01',
      endDate: '2026-12-07',
    });
    await waitFor(() => expect(calendarReads(fetchMock)).toBe(2));
  });

  it("pauses one subscription, and shows the server's refusal", async () => {
    const { fetchMock, dialog } = await openPauseDialog({
      'POST /api/subscriptions/pauses': {
        status: 409,
        body: { message: translate('en', deliveryDayMessages.tooManyPauses) },
      },
    });
    const which = within(dialog).getByLabelText('Subscription') as HTMLSelectElement;
    await within(dialog).findByRole('option', { name: 'Toned Milk' });
    fireEvent.change(which, { target: { value: SUBSCRIPTION_ID } });
    fireEvent.change(field(dialog, 'To'), { target: { value: TOMORROW } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText(translate('en', deliveryDayMessages.tooManyPauses))).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/subscriptions/pauses')[0]!.body).toMatchObject({
      subscriptionId: SUBSCRIPTION_ID,
      startDate: TOMORROW,
      endDate: TOMORROW,
    });
  });
});

describe('planned pauses', () => {
  it('are listed with their dates and what they pause, and Resume ends one', async () => {
    const paused = makeDeliveryCalendar(
      { [TOMORROW]: [makeCalendarDelivery()] },
      {
        pauses: [
          savedPause,
          { ...savedPause, id: SUBSCRIPTION_ID, productName: 'Toned Milk', subscriptionId: SUBSCRIPTION_ID },
        ],
      },
    );
    const fetchMock = mockCalendarPage(paused, { [`DELETE /api/subscriptions/pauses/${PAUSE_ID}`]: { status: 204 } });
    renderRoute('/account/subscription');
    const list = await screen.findByRole('list', { name: 'Planned pauses' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Paused: 1 Dec 2026 – 7 Dec 2026 · All subscriptions', 'Paused: 1 Dec 2026 – 7 Dec 2026 · Toned Milk']);
    fireEvent.click(
      within(list).getByRole('button', { name: 'Resume All subscriptions, paused 1 Dec 2026 – 7 Dec 2026' }),
    );
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', `/api/subscriptions/pauses/${PAUSE_ID}`)).toHaveLength(1));
    await waitFor(() => expect(calendarReads(fetchMock)).toBe(2));
  });
});
