import { translate, type MessageId } from './i18n/translate.ts';

const english = (id: MessageId) => translate('en', id);

/**
 * The spec's texts in English by their place in the spec (§8, §5), read from the English catalogue: for the
 * payment API's English reasons (spec §4) and for tests that compare word for word. Code that shows a text
 * to a shopper names its catalogue id instead (decisions 024, 035).
 */
export const messages = {
  login: {
    otpSendFailed: english('login.otpSendFailed'),
    invalidOtp: english('login.invalidOtp'),
    phoneRequired: english('login.phoneRequired'),
    phoneDigits: english('login.phoneDigits'),
  },
  orders: {
    /** Our decision (the spec is silent): the reason written on an online order never paid in time. */
    unpaidExpired: english('orders.unpaidExpired'),
    /** Our decision: the reason written on an order the shop left PLACED past its store's wait (issue 33). */
    shopDidNotConfirm: english('orders.shopDidNotConfirm'),
  },
  payment: {
    failed: english('payment.failed'),
    failedOrDropped: english('payment.failedOrDropped'),
    methodNotSupported: english('payment.methodNotSupported'),
    insufficientBalance: english('payment.insufficientBalance'),
    /** Failure reasons written on the order. */
    reasonTimeLimit: english('payment.reasonTimeLimit'),
    reasonPaymentError: english('payment.reasonPaymentError'),
  },
  subscription: {
    selectDaysAndStart: english('subscription.selectDaysAndStart'),
    addAddress: english('subscription.addAddress'),
    invalidStart: english('subscription.invalidStart'),
    endBeforeStart: english('subscription.endBeforeStart'),
    paymentDisabled: english('subscription.paymentDisabled'),
    selectPayment: english('subscription.selectPayment'),
    selectDays: english('subscription.selectDays'),
    startTooFar: english('subscription.startTooFar'),
    endTooFar: english('subscription.endTooFar'),
  },
  /** Our decision (the spec shows none): what a shopper reads while the database is out of reach (503). */
  unavailable: english('common.unavailable'),
} as const;
