import { describe, expect, it } from 'vitest';
import { calendarDeliveryStatuses } from '@haat/contract/subscriptions/delivery-calendar.schemas';
import { deliveryDayMessages, MAX_PLANNED_PAUSES } from '@haat/contract/subscriptions/delivery-days';
import { englishI18n, hindiI18n } from '#src/testing/i18n.ts';
import {
  CALENDAR_TODAY,
  makeCalendarDelivery,
  makeDeliveryCalendar,
  TOMORROW,
} from '#src/testing/delivery-calendar-fixtures.ts';
import { calendarDayLabel, shortDate } from '#src/features/subscriptions/lib/calendar-dates.ts';
import { deliveryView, hasDayChange } from '#src/features/subscriptions/lib/delivery-view.ts';
import { pauseError } from '#src/features/subscriptions/lib/pause-rules.ts';
import type { Words } from '#src/features/subscriptions/lib/words.ts';

const english: Words = { t: (id, values) => englishI18n._(id, values), locale: 'en' };
const hindi: Words = { t: (id, values) => hindiI18n._(id, values), locale: 'hi' };

describe('deliveryView', () => {
  it('shows a scheduled delivery as product × quantity, its slot and its price, with no status word', () => {
    expect(deliveryView(makeCalendarDelivery(), english)).toEqual({
      title: 'Toned Milk\u00a0×\u00a02',
      slot: '05:30\u00a0AM – 07:00\u00a0AM',
      price: '₹56.00',
      change: null,
      status: null,
      tone: 'coming',
    });
  });

  it('says the usual quantity beside a changed one', () => {
    const view = deliveryView(makeCalendarDelivery({ quantity: 3, usualQuantity: 2, price: 84 }), english);
    expect([view.title, view.price, view.change]).toEqual(['Toned Milk\u00a0×\u00a03', '₹84.00', 'Usually 2']);
  });

  it.each([
    ['ORDERED', 'Ordered'],
    ['PAUSED', 'Paused'],
    ['SKIPPED', 'Skipped'],
    ['SWITCHED_OFF', 'Switched off'],
    ['BEFORE_START', 'Not started yet'],
    ['AFTER_END', 'Ended'],
    ['OUT_OF_STOCK', 'Out of stock'],
    ['NOT_ORDERED', 'No order'],
  ] as const)('puts %s in plain words: %s', (status, words) => {
    expect(deliveryView(makeCalendarDelivery({ status }), english).status).toBe(words);
  });

  it('gives every status but SCHEDULED words, so none is told by colour alone', () => {
    const silent = calendarDeliveryStatuses.filter(
      (status) => !deliveryView(makeCalendarDelivery({ status }), english).status,
    );
    expect(silent).toEqual(['SCHEDULED']);
  });

  it("says why a delivery failed, with the server's reason", () => {
    expect(
      deliveryView(makeCalendarDelivery({ status: 'FAILED', reason: 'Insufficient Balance' }), english).status,
    ).toBe('Not delivered: Insufficient Balance');
    expect(deliveryView(makeCalendarDelivery({ status: 'FAILED', reason: null }), english).status).toBe(
      'Not delivered',
    );
  });

  it('shows no slot or price for a delivery that does not come', () => {
    const view = deliveryView(makeCalendarDelivery({ status: 'SKIPPED', quantity: 0 }), english);
    expect([view.title, view.slot, view.price, view.change]).toEqual(['Toned Milk', null, null, null]);
  });

  it('knows a skip or a changed quantity is a change to undo, and a pause is not', () => {
    expect(hasDayChange(makeCalendarDelivery({ status: 'SKIPPED', quantity: 0 }))).toBe(true);
    expect(hasDayChange(makeCalendarDelivery({ quantity: 3 }))).toBe(true);
    expect(hasDayChange(makeCalendarDelivery())).toBe(false);
    expect(hasDayChange(makeCalendarDelivery({ status: 'PAUSED' }))).toBe(false);
  });
});

describe('calendar dates', () => {
  it('label a day short, and in full for assistive technology', () => {
    expect(calendarDayLabel('2026-11-26', english)).toEqual({
      short: 'Thu 26 Nov',
      weekday: 'Thu',
      dayMonth: '26 Nov',
      long: 'Thursday, 26 November 2026',
    });
    expect(shortDate('2026-12-01', english)).toBe('1 Dec 2026');
  });

  it('read in Hindi: Hindi weekday and month names', () => {
    expect(calendarDayLabel('2026-11-26', hindi)).toEqual({
      short: 'गुरु 26 नवंबर',
      weekday: 'गुरु',
      dayMonth: '26 नवंबर',
      long: 'गुरुवार, 26 नवंबर 2026',
    });
    expect(shortDate('2026-12-01', hindi)).toBe('1 दिसंबर 2026');
    expect(deliveryView(makeCalendarDelivery({ status: 'SKIPPED', quantity: 0 }), hindi).status).toBe('छोड़ दी');
    expect(deliveryView(makeCalendarDelivery(), hindi).slot).toBe('सुबह\u00a05:30\u00a0बजे – सुबह\u00a07:00\u00a0बजे');
  });
});

describe('pauseError', () => {
  const calendar = makeDeliveryCalendar();

  it('accepts a week from the first date still open to changes', () => {
    expect(pauseError({ startDate: TOMORROW, endDate: '2026-12-02' }, calendar)).toBeNull();
    expect(pauseError({ startDate: TOMORROW, endDate: TOMORROW }, calendar)).toBeNull();
  });

  it('wants both dates', () => {
    expect(pauseError({ startDate: TOMORROW, endDate: '' }, calendar)).toEqual({
      id: 'calendar.datesRequired',
    });
  });

  it('refuses a start the cut-off has closed, with the same words as the server', () => {
    expect(pauseError({ startDate: CALENDAR_TODAY, endDate: TOMORROW }, calendar)).toEqual(
      deliveryDayMessages.changesClosed(CALENDAR_TODAY, '22:00'),
    );
    expect(pauseError({ startDate: CALENDAR_TODAY, endDate: TOMORROW }, calendar, 'hi')).toEqual(
      deliveryDayMessages.changesClosed(CALENDAR_TODAY, '22:00', 'hi'),
    );
  });

  it('refuses an end before the start', () => {
    expect(pauseError({ startDate: '2026-11-28', endDate: '2026-11-27' }, calendar)).toEqual({
      id: 'subscription.endBeforeStart',
    });
  });

  it('refuses an end more than a year away', () => {
    expect(pauseError({ startDate: TOMORROW, endDate: '2027-12-31' }, calendar)).toEqual({
      id: deliveryDayMessages.pauseTooFar,
    });
  });

  it(`refuses an eleventh pause when ${MAX_PLANNED_PAUSES} are planned`, () => {
    const pause = { id: 'x', subscriptionId: null, productName: null, startDate: TOMORROW, endDate: TOMORROW };
    const full = makeDeliveryCalendar({}, { pauses: Array.from({ length: MAX_PLANNED_PAUSES }, () => pause) });
    expect(pauseError({ startDate: TOMORROW, endDate: TOMORROW }, full)).toEqual(deliveryDayMessages.tooManyPauses);
  });
});
