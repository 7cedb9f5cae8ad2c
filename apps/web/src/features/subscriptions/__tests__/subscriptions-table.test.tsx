import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@haat/contract/messages';
import type { Subscription } from '@haat/contract/subscriptions/subscriptions.schemas';
import { notify } from '#src/lib/notify.ts';
import { CART_ID, CUSTOMER_ID, storeSignedInSession } from '#src/testing/auth-fixtures.ts';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { STORE_ID } from '#src/testing/store-fixtures.ts';
import { makeSubscription, SUBSCRIPTION_ID } from '#src/testing/subscription-fixtures.ts';
import { englishI18n } from '#src/testing/i18n.ts';
import { toggleDay, weekdaysIn } from '#src/features/subscriptions/lib/weekdays.ts';

type Route = Parameters<typeof mockFetch>[0][string];

function mockList(list: Subscription[], extra: Record<string, Route> = {}) {
  return mockFetch({
    '/api/subscriptions': { body: { subscriptions: list, totalPages: 1 } },
    [`/api/carts/${CART_ID}`]: {
      body: { id: CART_ID, items: [], totalPrice: 0, couponDiscount: 0, totalDiscount: 0, tax: 0, finalPrice: 0 },
    },
    [`/api/store-customization/${STORE_ID}/announcement-bars`]: { body: [] },
    '/api/categories': { body: [] },
    ...extra,
  });
}

const listCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') === 'GET' && String(input).startsWith('/api/subscriptions?'),
  ).length;
const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, method: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === method)?.[1]?.body)) as unknown;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('weekdays', () => {
  it('are S M T W T F S from Sunday, each with its full name', () => {
    const weekdays = weekdaysIn((id) => englishI18n._(id));
    expect(weekdays.map((day) => day.letter).join(' ')).toBe('S M T W T F S');
    expect(weekdays.map((day) => day.name)).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
  });

  it('toggle a day in and out, keeping the week order', () => {
    expect(toggleDay(['FRIDAY'], 'MONDAY')).toEqual(['MONDAY', 'FRIDAY']);
    expect(toggleDay(['MONDAY', 'FRIDAY'], 'MONDAY')).toEqual(['FRIDAY']);
  });
});

describe('/account/subscription', () => {
  it('lists each subscription with weight, price × quantity, the repeat days, end date and status', async () => {
    storeSignedInSession();
    const fetchMock = mockList([
      makeSubscription(),
      makeSubscription({
        id: '5b4a3928-1706-4f5e-8d4c-3b2a19080799',
        isActive: false,
        subscriptionRecurrence: {
          startDate: '2026-11-23',
          endDate: null,
          daysOfWeek: ['SUNDAY'],
          paymentMethod: 'COD',
        },
      }),
    ]);
    renderRoute('/account/subscription');
    const [first, second] = (await screen.findAllByRole('row')).slice(1);
    expect(within(first!).getByRole('rowheader').textContent).toContain('Toned Milk');
    expect(within(first!).getByText('500 ml')).toBeTruthy();
    expect(within(first!).getByText('₹56.00')).toBeTruthy();
    expect(within(first!).getByText('31 December 2026')).toBeTruthy();
    const days = within(first!).getByRole('list', { name: 'Repeats on' });
    const letters = within(days).getAllByRole('listitem');
    expect(letters.map((item) => item.querySelector('[aria-hidden]')?.textContent).join('')).toBe('SMTWTFS');
    expect(letters.filter((item) => item.className.includes('--on')).map((item) => item.title)).toEqual([
      'Monday',
      'Thursday',
    ]);
    expect(within(days).getByText('Monday, repeats')).toBeTruthy();
    expect(within(days).getByText('Sunday, off')).toBeTruthy();
    expect((within(first!).getByRole('switch') as HTMLInputElement).checked).toBe(true);
    expect(within(second!).getByText('Till date')).toBeTruthy();
    expect((within(second!).getByRole('switch') as HTMLInputElement).checked).toBe(false);
    const url = new URL(
      // The list's call, not the delivery calendar's (/api/subscriptions/calendar) beside it.
      String(fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/subscriptions?'))?.[0]),
      'http://x',
    );
    expect(url.searchParams.get('customerId')).toBe(CUSTOMER_ID);
    expect(url.searchParams.get('size')).toBe('8');
    expect(url.searchParams.get('page')).toBe('1');
  });

  it("says 'No Subscription Found' when there are none", async () => {
    storeSignedInSession();
    mockList([]);
    renderRoute('/account/subscription');
    expect(await screen.findByText('No Subscription Found')).toBeTruthy();
  });

  it('switches a subscription off with its saved recurrence, and the switch follows the answer', async () => {
    storeSignedInSession();
    const fetchMock = mockList([makeSubscription()], {
      [`PUT /api/subscriptions/${SUBSCRIPTION_ID}`]: { body: makeSubscription({ isActive: false }) },
    });
    renderRoute('/account/subscription');
    const toggle = (await screen.findByRole('switch', { name: 'Active: Toned Milk 500 ml' })) as HTMLInputElement;
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(false));
    expect(bodyOf(fetchMock, 'PUT')).toEqual({
      storeId: STORE_ID,
      subscriptionRecurrence: { daysOfWeek: ['MONDAY', 'THURSDAY'], startDate: '2026-11-23', endDate: '2026-12-31' },
      isActive: false,
    });
  });

  it('keeps the switch where it was when the server refuses', async () => {
    storeSignedInSession();
    mockList([makeSubscription()], {
      [`PUT /api/subscriptions/${SUBSCRIPTION_ID}`]: { status: 400, body: { message: 'Cannot change it now' } },
    });
    renderRoute('/account/subscription');
    const toggle = (await screen.findByRole('switch')) as HTMLInputElement;
    fireEvent.click(toggle);
    expect(await screen.findByText('Cannot change it now')).toBeTruthy();
    expect(toggle.checked).toBe(true);
  });

  it('edits days and end date with the two rules, and reads the list again 800 ms after the update', async () => {
    storeSignedInSession();
    const error = vi.spyOn(notify, 'error');
    const updated = makeSubscription({
      subscriptionRecurrence: {
        startDate: '2026-11-23',
        endDate: null,
        daysOfWeek: ['SATURDAY'],
        paymentMethod: 'COD',
      },
    });
    const fetchMock = mockList([makeSubscription()], {
      [`PUT /api/subscriptions/${SUBSCRIPTION_ID}`]: { body: updated },
    });
    renderRoute('/account/subscription');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit subscription of Toned Milk 500 ml' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Subscription' });
    const start = within(dialog).getByLabelText('Start Date') as HTMLInputElement;
    expect(start.value).toBe('2026-11-23');
    expect(start.disabled).toBe(true);
    const update = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Monday' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Thursday' }));
    update();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Saturday' }));
    fireEvent.change(within(dialog).getByLabelText('End Date'), { target: { value: '2026-11-22' } });
    update();
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      messages.subscription.selectDays,
      messages.subscription.endBeforeStart,
    ]);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('End Date'), { target: { value: '' } });
    const before = listCalls(fetchMock);
    update();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(fetchMock, 'PUT')).toEqual({
      storeId: STORE_ID,
      subscriptionRecurrence: { daysOfWeek: ['SATURDAY'], startDate: '2026-11-23', endDate: '' },
    });
    // The answer shows at once; the list is read again only after 800 ms.
    expect(await screen.findByText('Till date')).toBeTruthy();
    expect(listCalls(fetchMock)).toBe(before);
    await waitFor(() => expect(listCalls(fetchMock)).toBe(before + 1), { timeout: 2000 });
  });

  it('deletes after confirmation and reads the list again', async () => {
    storeSignedInSession();
    let deleted = false;
    const fetchMock = mockList([], {
      '/api/subscriptions': () => ({ body: { subscriptions: deleted ? [] : [makeSubscription()], totalPages: 1 } }),
      [`DELETE /api/subscriptions/${SUBSCRIPTION_ID}`]: () => {
        deleted = true;
        return { status: 204 };
      },
    });
    renderRoute('/account/subscription');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete subscription of Toned Milk 500 ml' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Subscription' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No Subscription Found')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(new URL(String(call?.[0]), 'http://x').searchParams.get('storeId')).toBe(STORE_ID);
  });

  it('ignores a failed delete silently: no toast, the row stays', async () => {
    storeSignedInSession();
    const error = vi.spyOn(notify, 'error');
    mockList([makeSubscription()], {
      [`DELETE /api/subscriptions/${SUBSCRIPTION_ID}`]: { status: 500, body: { message: 'Boom' } },
    });
    renderRoute('/account/subscription');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete subscription of Toned Milk 500 ml' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Delete subscription of Toned Milk 500 ml' })).toBeTruthy();
    expect(error).not.toHaveBeenCalled();
    expect(screen.queryByText('Boom')).toBeNull();
  });
});
