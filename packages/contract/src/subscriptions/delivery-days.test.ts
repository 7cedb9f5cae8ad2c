import { afterEach, describe, expect, it } from 'vitest';
import {
  calendarDates,
  changesCloseAt,
  changesOpen,
  deliveryDayMessages,
  firstChangeableDate,
  indiaMoment,
  openStartDate,
  slotHasEnded,
} from './delivery-days.ts';
import { translate } from '../i18n/translate.ts';

// The contract has no Node types; its tests run in Node, where TZ may be changed while running.
declare const process: { env: Record<string, string | undefined> };

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('the cut-off', () => {
  it('closes a date the day before at the store’s time, India time, to the minute', () => {
    // 22:00 in India on 24 November is 16:30 UTC.
    expect(changesCloseAt('2026-11-25', '22:00').toISOString()).toBe('2026-11-24T16:30:00.000Z');
    expect(changesCloseAt('2026-12-01', '00:00').toISOString()).toBe('2026-11-29T18:30:00.000Z');
    const close = changesCloseAt('2026-11-25', '22:00').getTime();
    expect(changesOpen('2026-11-25', '22:00', new Date(close - 60_000))).toBe(true);
    expect(changesOpen('2026-11-25', '22:00', new Date(close - 1))).toBe(true);
    expect(changesOpen('2026-11-25', '22:00', new Date(close))).toBe(false);
  });

  it('makes tomorrow the first changeable date before the cut-off, the day after once it has passed', () => {
    expect(firstChangeableDate('22:00', indiaMoment('2026-11-24', '21:59'))).toBe('2026-11-25');
    expect(firstChangeableDate('22:00', indiaMoment('2026-11-24', '22:00'))).toBe('2026-11-26');
    // Just after midnight in India: a new today, and tomorrow open again.
    expect(firstChangeableDate('22:00', indiaMoment('2026-11-25', '00:01'))).toBe('2026-11-26');
  });

  it('says until when changes were possible', () => {
    expect(translate('en', deliveryDayMessages.changesClosed('2026-11-25', '22:00'))).toBe(
      'Changes for 25 November 2026 were possible until 10:00 PM on 24 November 2026.',
    );
  });

  it('says it in Hindi with Hindi dates and the part of the day', () => {
    expect(translate('hi', deliveryDayMessages.changesClosed('2026-11-25', '22:00', 'hi'))).toBe(
      '25 नवंबर 2026 की डिलीवरी में बदलाव 24 नवंबर 2026 को रात 10:00 बजे तक ही हो सकते थे।',
    );
  });

  it('keeps the English of the texts without values, and the pause limit', () => {
    expect(translate('en', deliveryDayMessages.beforeStart)).toBe('This subscription has not started on that date.');
    expect(translate('en', deliveryDayMessages.tooManyPauses)).toBe(
      'You have 10 planned pauses already. Remove one to add another.',
    );
  });
});

describe('a new subscription’s start', () => {
  const morning = { startTime: '07:00', endTime: '08:30' };

  it('moves a start whose cut-off has passed to the first date still open, India time', () => {
    // 10:38 on 24 November (the case): today's orders closed at 22:00 on the 23rd.
    const midMorning = indiaMoment('2026-11-24', '10:38');
    expect(openStartDate('2026-11-24', '22:00', midMorning)).toBe('2026-11-25');
    expect(openStartDate('2026-11-25', '22:00', midMorning)).toBe('2026-11-25');
    expect(openStartDate('2026-12-01', '22:00', midMorning)).toBe('2026-12-01');
    // Past tonight's cut-off tomorrow has closed too.
    const late = indiaMoment('2026-11-24', '22:00');
    expect(openStartDate('2026-11-24', '22:00', late)).toBe('2026-11-26');
    expect(openStartDate('2026-11-25', '22:00', late)).toBe('2026-11-26');
    // A minute before it, tomorrow is still open.
    expect(openStartDate('2026-11-25', '22:00', indiaMoment('2026-11-24', '21:59'))).toBe('2026-11-25');
  });

  it('knows when a slot is over, to the minute, and a slot past midnight ends the next day', () => {
    expect(slotHasEnded('2026-11-24', morning, indiaMoment('2026-11-24', '08:29'))).toBe(false);
    expect(slotHasEnded('2026-11-24', morning, indiaMoment('2026-11-24', '08:30'))).toBe(true);
    expect(slotHasEnded('2026-11-25', morning, indiaMoment('2026-11-24', '10:38'))).toBe(false);
    const night = { startTime: '23:00', endTime: '01:00' };
    expect(slotHasEnded('2026-11-24', night, indiaMoment('2026-11-24', '23:30'))).toBe(false);
    expect(slotHasEnded('2026-11-24', night, indiaMoment('2026-11-25', '01:00'))).toBe(true);
  });

  it('says why it starts later, naming the slot, in English and Hindi', () => {
    const at = { requested: '2026-11-24', start: '2026-11-25', today: '2026-11-24', cutoffTime: '22:00' };
    expect(translate('en', deliveryDayMessages.startsLater({ ...at, slot: morning }))).toBe(
      "Starts tomorrow, 25 November 2026: today's 07:00 AM – 08:30 AM slot has closed. Each day's orders close at 10:00 PM the day before.",
    );
    expect(translate('hi', deliveryDayMessages.startsLater({ ...at, slot: morning }, 'hi'))).toBe(
      'कल, 25 नवंबर 2026 से शुरू होगा: आज का सुबह 7:00 बजे – सुबह 8:30 बजे वाला स्लॉट बंद हो चुका है। हर दिन के ऑर्डर एक दिन पहले रात 10:00 बजे तक ही लिए जाते हैं।',
    );
    // Past the cut-off, asked for tomorrow: the day after, and no slot chosen.
    const late = { requested: '2026-11-25', start: '2026-11-26', today: '2026-11-24', cutoffTime: '22:00', slot: null };
    expect(translate('en', deliveryDayMessages.startsLater(late))).toBe(
      "Starts on 26 November 2026: orders for tomorrow have closed. Each day's orders close at 10:00 PM the day before.",
    );
  });
});

describe('the calendar', () => {
  it('runs from the Sunday of this week for two weeks', () => {
    const dates = calendarDates('2026-11-24'); // a Tuesday
    expect(dates).toHaveLength(14);
    expect(dates[0]).toBe('2026-11-22');
    expect(dates[13]).toBe('2026-12-05');
    expect(calendarDates('2026-11-22')[0]).toBe('2026-11-22');
  });
});

describe('in any time zone', () => {
  it.each(['Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/London', 'UTC'])(
    'gives the same dates, moments and texts in %s',
    (tz) => {
      process.env.TZ = tz;
      const now = new Date('2026-11-24T16:45:00Z'); // 22:15 in India
      expect(firstChangeableDate('22:00', now)).toBe('2026-11-26');
      expect(calendarDates('2026-11-24')[0]).toBe('2026-11-22');
      expect(changesCloseAt('2026-11-25', '22:00').toISOString()).toBe('2026-11-24T16:30:00.000Z');
      expect(translate('en', deliveryDayMessages.walletShort(40, '2026-11-25'))).toBe(
        'Your wallet is ₹40.00 short for your deliveries on 25 November 2026.',
      );
    },
  );
});
