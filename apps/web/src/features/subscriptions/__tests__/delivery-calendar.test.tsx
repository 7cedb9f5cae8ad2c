import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translate } from '@haat/contract/i18n/translate';
import { deliveryDayMessages } from '@haat/contract/subscriptions/delivery-days';
import { CUSTOMER_ID, storeSignedInSession } from '#src/testing/auth-fixtures.ts';
import {
  CALENDAR_TODAY,
  makeCalendarDelivery,
  makeDeliveryCalendar,
  ORDER_ID,
  TOMORROW,
} from '#src/testing/delivery-calendar-fixtures.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { STORE_ID } from '#src/testing/store-fixtures.ts';
import { SUBSCRIPTION_ID } from '#src/testing/subscription-fixtures.ts';
import { calendarReads, callsTo, mockCalendarPage } from '#src/features/subscriptions/__tests__/calendar-page-mocks.ts';

const DAY_PATH = `/api/subscriptions/${SUBSCRIPTION_ID}/days/${TOMORROW}`;
const changeTomorrow = /^Change delivery of Toned Milk on 26 November 2026: Toned Milk/;

/** Today's milk came (ordered), tomorrow's is open to changes, the day after failed for want of stock. */
const weekAhead = makeDeliveryCalendar({
  [CALENDAR_TODAY]: [makeCalendarDelivery({ status: 'ORDERED', orderId: ORDER_ID, changeable: false })],
  [TOMORROW]: [makeCalendarDelivery()],
  '2026-11-27': [makeCalendarDelivery({ status: 'PAUSED' })],
  '2026-11-23': [makeCalendarDelivery({ status: 'FAILED', reason: 'Out of stock', changeable: false })],
});

async function calendarSection() {
  return screen.findByRole('region', { name: 'Delivery calendar' });
}

beforeEach(() => storeSignedInSession());
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the delivery calendar on /account/subscription', () => {
  it('shows two weeks from Sunday, today marked, with the cut-off said once under the title', async () => {
    mockCalendarPage(weekAhead);
    renderRoute('/account/subscription');
    const section = await calendarSection();
    expect(within(section).getByRole('heading', { level: 2, name: 'Delivery calendar' })).toBeTruthy();
    expect(within(section).getByText('Changes for tomorrow close today at 10:00 PM.')).toBeTruthy();
    const days = within(section).getAllByRole('heading', { level: 3 });
    expect(days).toHaveLength(14);
    expect(days[0]!.textContent).toContain('Sunday, 22 November 2026');
    expect(days[13]!.textContent).toContain('Saturday, 5 December 2026');
    expect(days[3]!.textContent).toContain('Today');
    // The table is still there, above.
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('makes a delivery open to changes a named button, and the others plain words', async () => {
    mockCalendarPage(weekAhead);
    renderRoute('/account/subscription');
    const section = await calendarSection();
    const tomorrow = within(section).getByRole('button', { name: changeTomorrow });
    // Its name says what it does, then holds what it shows (what a shopper speaking to the phone would say).
    expect(tomorrow.textContent).toBe(
      'Change delivery of Toned Milk on 26 November 2026: Toned Milk\u00a0×\u00a0205:30\u00a0AM – 07:00\u00a0AM₹56.00',
    );
    expect(tomorrow.getAttribute('aria-label')).toBeNull();
    expect(within(section).getAllByRole('button', { name: /^Change delivery of / })).toHaveLength(2);
    const ordered = within(section).getByRole('link', { name: /^Ordered/ });
    expect(ordered.getAttribute('href')).toBe(`/demo/order/${ORDER_ID}/view`);
    expect(ordered.textContent).toContain('view the order of Toned Milk on 25 November 2026');
    expect(within(section).getByText('Not delivered: Out of stock')).toBeTruthy();
    expect(within(section).getByText('Paused')).toBeTruthy();
  });

  it('says when tomorrow can no longer change', async () => {
    mockCalendarPage(
      makeDeliveryCalendar({ '2026-11-27': [makeCalendarDelivery()] }, { firstChangeableDate: '2026-11-27' }),
    );
    renderRoute('/account/subscription');
    const section = await calendarSection();
    expect(
      within(section).getByText(
        'Changes for tomorrow closed at 10:00 PM. You can change deliveries from 27 November 2026.',
      ),
    ).toBeTruthy();
  });

  it('is not shown to a shopper with nothing to deliver', async () => {
    mockCalendarPage(makeDeliveryCalendar());
    renderRoute('/account/subscription');
    expect(await screen.findByRole('table')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Loading deliveries…')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Delivery calendar' })).toBeNull();
  });
});

describe('the day dialog', () => {
  async function openTomorrow(calendar = weekAhead, extra: Parameters<typeof mockCalendarPage>[1] = {}) {
    const fetchMock = mockCalendarPage(calendar, { [`PUT ${DAY_PATH}`]: { status: 204 }, ...extra });
    renderRoute('/account/subscription');
    fireEvent.click(within(await calendarSection()).getByRole('button', { name: changeTomorrow }));
    const dialog = screen.getByRole('dialog', { name: 'Toned Milk on 26 November 2026' });
    return { fetchMock, dialog };
  }

  it('skips the day: quantity 0 for that date, then the calendar reads again', async () => {
    const { fetchMock, dialog } = await openTomorrow();
    expect(within(dialog).getByText('Usual quantity: 2')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Deliver as usual' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skip this day' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'PUT', DAY_PATH)[0]!.body).toEqual({ storeId: STORE_ID, quantity: 0 });
    await waitFor(() => expect(calendarReads(fetchMock)).toBe(2));
  });

  it("changes that day's quantity with the stepper and Save", async () => {
    const { fetchMock, dialog } = await openTomorrow();
    const stepper = within(dialog).getByRole('group', { name: 'Quantity of Toned Milk' });
    expect(stepper.textContent).toContain('2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add one more Toned Milk' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'PUT', DAY_PATH)[0]!.body).toEqual({ storeId: STORE_ID, quantity: 3 });
  });

  it('brings a skipped day back with Deliver as usual', async () => {
    const skipped = makeDeliveryCalendar({ [TOMORROW]: [makeCalendarDelivery({ status: 'SKIPPED', quantity: 0 })] });
    const { fetchMock, dialog } = await openTomorrow(skipped, { [`DELETE ${DAY_PATH}`]: { status: 204 } });
    expect(within(dialog).queryByRole('button', { name: 'Skip this day' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deliver as usual' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', DAY_PATH)).toHaveLength(1);
  });

  it("shows the server's message when the cut-off has passed meanwhile", async () => {
    const closed = translate('en', deliveryDayMessages.changesClosed(TOMORROW, '22:00'));
    const { dialog } = await openTomorrow(weekAhead, {
      [`PUT ${DAY_PATH}`]: { status: 409, body: { message: closed, code: 'CHANGES_CLOSED' } },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skip this day' }));
    expect(await screen.findByText(closed)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Toned Milk on 26 November 2026' })).toBeTruthy();
  });

  it('asks for the calendar of the signed-in shopper', async () => {
    const { fetchMock } = await openTomorrow();
    const [read] = callsTo(fetchMock, 'GET', '/api/subscriptions/calendar');
    expect(read!.url.searchParams.get('customerId')).toBe(CUSTOMER_ID);
    expect(read!.url.searchParams.get('storeId')).toBe(STORE_ID);
  });
});
