import type { OrderState } from '@haat/contract/content/content.schemas';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Config } from '#src/config.ts';

/**
 * One OTP text to one Indian mobile (10 digits, no prefix), sent on behalf of a store. `text` is the whole
 * message in the shopper's language (`locale`); a gateway with approved templates sends `otp` and
 * `storeName` as its variables instead (one template per language where it has them).
 */
export interface OtpMessage {
  storeId: string;
  storeName: string;
  mobile: string;
  otp: string;
  locale: Locale;
  text: string;
}

/**
 * The evening's low-balance notice for a customer's wallet deliveries of a date: `text` is the whole
 * message, in the store's default language (`locale`: no shopper asked for it); a gateway with approved
 * templates sends `shortfall` (`₹40.00`) and `date` (written in that language) as its variables.
 */
export interface WalletShortfallMessage {
  storeId: string;
  storeName: string;
  mobile: string;
  shortfall: string;
  date: string;
  locale: Locale;
  text: string;
}

/**
 * "Notify me": the pack a shopper asked about is back (issue 40). `text` is the whole message in the language
 * the shopper asked in (`locale`), `link` the product's page on the store's public address; a gateway with
 * approved templates sends `product` and `link` as its variables.
 */
export interface BackInStockMessage {
  storeId: string;
  storeName: string;
  mobile: string;
  product: string;
  link: string;
  locale: Locale;
  text: string;
}

/**
 * The shopper's order moved (issue 37): placed, out for delivery (SHIPPED), delivered or cancelled. `text` is
 * the whole message in the language the order was placed in (`locale`), `link` the order's page on the store's
 * public address; a gateway with approved templates sends `orderNumber`, `state` and `link` as its variables.
 */
export interface OrderUpdateMessage {
  storeId: string;
  storeName: string;
  mobile: string;
  orderNumber: string;
  state: OrderState;
  link: string;
  locale: Locale;
  text: string;
}

/** Sends login codes and notices. Chosen by SMS_PROVIDER; a failure to hand a message over throws SmsSendError. */
export interface SmsProvider {
  readonly name: Config['sms']['provider'];
  sendOtp(message: OtpMessage): Promise<void>;
  sendWalletShortfall(message: WalletShortfallMessage): Promise<void>;
  sendBackInStock(message: BackInStockMessage): Promise<void>;
  sendOrderUpdate(message: OrderUpdateMessage): Promise<void>;
}

/** The gateway refused or could not be reached; the shopper is told to try again. */
export class SmsSendError extends Error {
  override readonly name = 'SmsSendError';
}
