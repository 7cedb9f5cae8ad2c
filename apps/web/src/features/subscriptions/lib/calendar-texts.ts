import { formatDate, formatRupees, to12Hour } from '@haat/contract/format';
import type { CalendarDeliveryStatus } from '@haat/contract/subscriptions/delivery-calendar.schemas';
import { WALLET_RECHARGE_DEADLINE } from '@haat/contract/subscriptions/delivery-days';

/**
 * Every text the delivery calendar, its dialogs and the low-balance notice show (ours: the spec has none).
 * The rule texts the server also sends (cut-off, pause limits, the shortfall) live in the contract.
 */
export const calendarTexts = {
  title: 'Delivery calendar',
  cutoffToday: (cutoffTime: string) => `Changes for tomorrow close today at ${to12Hour(cutoffTime)}.`,
  cutoffPassed: (cutoffTime: string, firstChangeableDate: string) =>
    `Changes for tomorrow closed at ${to12Hour(cutoffTime)}. You can change deliveries from ${formatDate(firstChangeableDate)}.`,
  loading: 'Loading deliveries…',
  loadFailed: 'The delivery calendar could not be loaded. Please try again later.',
  today: 'Today',
  noDelivery: 'No delivery',
  usually: (quantity: number) => `Usually ${quantity}`,
  changeDelivery: (productName: string, date: string) => `Change delivery of ${productName} on ${formatDate(date)}`,
  viewOrder: (productName: string, date: string) => `view the order of ${productName} on ${formatDate(date)}`,
  notDelivered: (reason: string | null) => (reason ? `Not delivered: ${reason}` : 'Not delivered'),

  dayDialogTitle: (productName: string, date: string) => `${productName} on ${formatDate(date)}`,
  usualQuantity: (quantity: number) => `Usual quantity: ${quantity}`,
  quantity: 'Quantity for this day',
  skipDay: 'Skip this day',
  save: 'Save',
  deliverAsUsual: 'Deliver as usual',
  dayChangeFailed: 'Could not change this delivery',

  pauseButton: 'Pause deliveries',
  pauseDialogTitle: 'Pause deliveries',
  from: 'From',
  to: 'To',
  which: 'Subscription',
  allSubscriptions: 'All subscriptions',
  pause: 'Pause',
  datesRequired: 'Please choose both dates.',
  pauseFailed: 'Could not pause the deliveries',
  pausesLabel: 'Planned pauses',
  paused: (from: string, to: string, what: string) => `Paused: ${from} – ${to} · ${what}`,
  resume: 'Resume',
  resumeLabel: (from: string, to: string, what: string) => `Resume ${what}, paused ${from} – ${to}`,
  resumeFailed: 'Could not resume the deliveries',

  lowBalance: 'Low wallet balance',
  rechargeBy: (date: string) =>
    `Recharge by ${to12Hour(WALLET_RECHARGE_DEADLINE)} on ${formatDate(date)} to receive them.`,
  recharge: (shortfall: number) => `Recharge ${formatRupees(shortfall)}`,
} as const;

/** Why a delivery will not come, or what became of it, in words; null for one that is simply on its way. */
export const deliveryStatusWords: Record<CalendarDeliveryStatus, string | null> = {
  SCHEDULED: null,
  ORDERED: 'Ordered',
  FAILED: 'Not delivered',
  PAUSED: 'Paused',
  SKIPPED: 'Skipped',
  SWITCHED_OFF: 'Switched off',
  BEFORE_START: 'Not started yet',
  AFTER_END: 'Ended',
  OUT_OF_STOCK: 'Out of stock',
  NOT_ORDERED: 'No order',
};
