import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as english } from '@haat/contract/i18n/compiled/en';
import { messages as hindi } from '@haat/contract/i18n/compiled/hi';
import { storeSignedInSession } from '#src/testing/auth-fixtures.ts';
import {
  CALENDAR_TODAY,
  makeCalendarDelivery,
  makeDeliveryCalendar,
  ORDER_ID,
  PAUSE_ID,
  TOMORROW,
} from '#src/testing/delivery-calendar-fixtures.ts';
import { hindiI18n } from '#src/testing/i18n.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { mockCalendarPage } from '#src/features/subscriptions/__tests__/calendar-page-mocks.ts';

const AREAS = ['calendar.', 'delivery.', 'subscriptions.', 'subscription.'];

/** These areas' English texts (without values) that read differently in Hindi. */
const englishTexts = Object.entries(english)
  .filter(([id, text]) => AREAS.some((area) => id.startsWith(area)) && typeof text === 'string')
  .filter(([id, text]) => text !== hindi[id] && (text as string).length > 1)
  .map(([, text]) => text as string);

/**
 * Fails on any English text of the catalogue left in `element`: its words, labels and placeholders (but for
 * `shared`: texts the shared ui layer shows, which say the same English words).
 */
function expectNoEnglishIn(element: HTMLElement, shared: string[] = []) {
  const labels = [...element.querySelectorAll('[aria-label]')].map((node) => node.getAttribute('aria-label'));
  const shown = `${element.textContent ?? ''} ${labels.join(' ')}`;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const left = englishTexts.filter(
    (text) => !shared.includes(text) && new RegExp(`(^|\\W)${escape(text)}($|\\W)`).test(shown),
  );
  expect(left).toEqual([]);
}

const hindiPage = makeDeliveryCalendar(
  {
    [CALENDAR_TODAY]: [makeCalendarDelivery({ status: 'ORDERED', orderId: ORDER_ID, changeable: false })],
    [TOMORROW]: [makeCalendarDelivery()],
    '2026-11-27': [makeCalendarDelivery({ status: 'PAUSED' })],
    '2026-11-23': [makeCalendarDelivery({ status: 'FAILED', changeable: false })],
  },
  {
    pauses: [{ id: PAUSE_ID, subscriptionId: null, productName: null, startDate: '2026-12-01', endDate: '2026-12-03' }],
    walletShortfall: { date: TOMORROW, due: 56.5, balance: 20, shortfall: 36.5, message: 'written by the server' },
  },
);

beforeEach(() => storeSignedInSession());
afterEach(() => vi.unstubAllGlobals());

describe('/account/subscription in Hindi', () => {
  it('shows the table, the calendar and the low-balance notice in Hindi, dates and times too', async () => {
    mockCalendarPage(hindiPage);
    renderRoute('/account/subscription', undefined, hindiI18n);
    const section = await screen.findByRole('region', { name: 'डिलीवरी कैलेंडर' });
    expect(within(section).getByText('कल की डिलीवरी में बदलाव आज रात 10:00 बजे तक हो सकते हैं।')).toBeTruthy();
    expect(section.querySelector('.calendar__weekdays')?.textContent).toBe('रसोमंबुगुशुश');
    const days = within(section).getAllByRole('heading', { level: 3 });
    expect(days[0]!.textContent).toContain('रविवार, 22 नवंबर 2026');
    expect(days[3]!.textContent).toContain('आज');
    expect(within(section).getByText('रुकी हुई')).toBeTruthy();
    expect(within(section).getByText('डिलीवरी नहीं हुई')).toBeTruthy();
    expect(within(section).getByRole('link', { name: /^ऑर्डर हो गया/ })).toBeTruthy();
    expect(within(section).getByText('रुकी हुई: 1 दिसंबर 2026 – 3 दिसंबर 2026 · सभी सब्सक्रिप्शन')).toBeTruthy();
    expectNoEnglishIn(section);

    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'दोहराने के दिन' })).toBeTruthy();
    expect(within(table).getAllByText('500 मिली').length).toBeGreaterThan(0);
    expectNoEnglishIn(table);

    const notice = screen.getByRole('region', { name: 'वॉलेट में बैलेंस कम है' });
    expect(within(notice).getByText('26 नवंबर 2026 की डिलीवरी के लिए आपके वॉलेट में ₹36.50 कम हैं।')).toBeTruthy();
    expect(within(notice).getByText('इन्हें पाने के लिए 26 नवंबर 2026 को सुबह 6:00 बजे तक रिचार्ज करें।')).toBeTruthy();
    expect(within(notice).getByRole('button', { name: '₹36.50 रिचार्ज करें' })).toBeTruthy();
    expectNoEnglishIn(notice);
  });

  it('changes a day and pauses deliveries in Hindi, with the cut-off said in Hindi', async () => {
    mockCalendarPage(hindiPage);
    renderRoute('/account/subscription', undefined, hindiI18n);
    const section = await screen.findByRole('region', { name: 'डिलीवरी कैलेंडर' });
    fireEvent.click(within(section).getByRole('button', { name: /^26 नवंबर 2026 को Toned Milk की डिलीवरी बदलें: / }));
    const day = screen.getByRole('dialog', { name: '26 नवंबर 2026 को Toned Milk' });
    expect(day.querySelector('.day-form__product')?.textContent).toBe(
      '500 मिली · सुबह\u00a05:30\u00a0बजे – सुबह\u00a07:00\u00a0बजे',
    );
    expect(within(day).getByText('आम मात्रा: 2')).toBeTruthy();
    expect(within(day).getByRole('button', { name: 'यह दिन छोड़ें' })).toBeTruthy();
    // The dialog's Cancel is the shared ModalActions'.
    expectNoEnglishIn(day);
    fireEvent.click(within(day).getByRole('button', { name: 'बंद करें' }));

    fireEvent.click(within(section).getByRole('button', { name: 'डिलीवरी रोकें' }));
    const pause = screen.getByRole('dialog', { name: 'डिलीवरी रोकें' });
    fireEvent.click(within(pause).getByRole('button', { name: 'रोकें' }));
    expect((await within(pause).findByRole('alert')).textContent).toBe('कृपया दोनों तारीखें चुनें।');
    fireEvent.change(within(pause).getByLabelText('कब से'), { target: { value: CALENDAR_TODAY } });
    fireEvent.change(within(pause).getByLabelText('कब तक'), { target: { value: TOMORROW } });
    fireEvent.click(within(pause).getByRole('button', { name: 'रोकें' }));
    expect((await within(pause).findByRole('alert')).textContent).toBe(
      '25 नवंबर 2026 की डिलीवरी में बदलाव 24 नवंबर 2026 को रात 10:00 बजे तक ही हो सकते थे।',
    );
    expectNoEnglishIn(pause);
  });
});
